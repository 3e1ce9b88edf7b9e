import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type webpack from "webpack";
import { describe, expect, it } from "vitest";
import type { CodeBlock } from "../../src/node/content/code-blocks.ts";
import { compile, pageBlocks, projectsFor } from "./helpers/examples.ts";

// The guides "Writing a Loader" and "Writing a Plugin" show a whole project in
// titled code blocks. Each test writes those blocks into a fixture project,
// builds it with the page's own webpack.config.js, checks what the page says
// about the output, and runs the page's own test file with `node --test`.

const run = promisify(execFile);

/**
 * Blocks titled like a relative file path (`src/index.js`, `webpack.config.js`), as files of a project.
 * The project has its own package.json without "type", like a fresh `npm init`, so Node loads its files as CommonJS (the repository's package.json says "module") and webpack still accepts ES modules in src/.
 */
function projectFiles(blocks: CodeBlock[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const block of blocks) {
    if (block.title && /^[\w.-]+(\/[\w.-]+)*\.\w+$/.test(block.title)) files[block.title] = `${block.code}\n`;
  }
  return files;
}

/** The project's own webpack.config.js, loaded by Node as the CLI would (its `require`s resolve from the project). */
function projectConfig(project: string): webpack.Configuration {
  return createRequire(path.join(project, "webpack.config.js"))("./webpack.config.js") as webpack.Configuration;
}

describe("contribute guides' examples", () => {
  const newProject = projectsFor();

  it("Writing a Loader: the properties loader builds, warns and passes its own tests", async () => {
    const files = projectFiles(await pageBlocks("contribute/writing-a-loader.mdx"));
    expect(Object.keys(files).sort()).toEqual([
      "loaders/properties-loader.js",
      "src/index.js",
      "src/messages.properties",
      "test/properties-loader.test.js",
      "webpack.config.js",
    ]);
    const project = await newProject({ ...files, "package.json": '{ "private": true }\n' });
    const { files: output, stats } = await compile(projectConfig(project), project);
    expect(output["main.js"]).toContain("Hello");
    expect(output["main.js"]).not.toContain("See you soon");
    const warnings = stats.toJson({ all: false, warnings: true }).warnings?.map((warning) => warning.message) ?? [];
    expect(warnings.join("\n")).toContain('line 5: expected "key = value", got "oops"');
    const { stdout } = await run(process.execPath, ["--test", "test/"], { cwd: project });
    expect(stdout).toMatch(/# pass 3\b/);
    expect(stdout).toMatch(/# fail 0\b/);
  });

  it("Writing a Plugin: BuildInfoPlugin emits meta/build-info.json and passes its own tests", async () => {
    const files = projectFiles(await pageBlocks("contribute/writing-a-plugin.mdx"));
    expect(Object.keys(files).sort()).toEqual([
      "build-info-plugin.js",
      "src/index.js",
      "src/lazy.js",
      "test/build-info-plugin.test.js",
      "webpack.config.js",
    ]);
    const project = await newProject({ ...files, "package.json": '{ "private": true }\n' });
    const { files: output, stats } = await compile(projectConfig(project), project);
    const info = JSON.parse(output["meta/build-info.json"]!) as { hash: string; mode: string; files: { name: string; size: number }[] };
    expect(info.mode).toBe("production");
    expect(info.hash).toBe(stats.hash);
    const scripts = Object.keys(output).filter((name) => name.endsWith(".js"));
    expect(info.files.map((file) => file.name).sort()).toEqual(scripts.sort());
    expect(scripts).toHaveLength(2);
    for (const file of info.files) expect(file.size).toBe(Buffer.byteLength(output[file.name]!));
    const { stdout } = await run(process.execPath, ["--test", "test/"], { cwd: project });
    expect(stdout).toMatch(/# pass 2\b/);
    expect(stdout).toMatch(/# fail 0\b/);
  });

  it("Plugin Patterns: ChunkContentsPlugin logs the source files of each chunk", async () => {
    const files = projectFiles(await pageBlocks("contribute/plugin-patterns.mdx"));
    expect(Object.keys(files).sort()).toEqual(["chunk-contents-plugin.js", "webpack.config.js"]);
    // the page builds the src/ files of the Writing a Plugin example
    const pluginGuide = projectFiles(await pageBlocks("contribute/writing-a-plugin.mdx"));
    const project = await newProject({
      ...files,
      "src/index.js": pluginGuide["src/index.js"]!,
      "src/lazy.js": pluginGuide["src/lazy.js"]!,
      "package.json": '{ "private": true }\n',
    });
    const { stats } = await compile(projectConfig(project), project);
    const logging = stats.toJson({ all: false, logging: "info" }).logging ?? {};
    const lines = logging["ChunkContentsPlugin"]?.entries.map((entry) => entry.message ?? "") ?? [];
    expect(lines).toHaveLength(2);
    expect(lines).toContain("main (main.js): src/index.js");
    expect(lines.find((line) => line.endsWith(": src/lazy.js"))).toMatch(/^\d+ \(\d+\.js\): src\/lazy\.js$/);
  });
});
