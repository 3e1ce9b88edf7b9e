import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type webpack from "webpack";
import { describe, expect, it } from "vitest";
import type { CodeBlock } from "./helpers/code-blocks.ts";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { compile, pageBlocks, projectsFor } from "./helpers/examples.ts";

// The guides "Writing a Loader" and "Writing a Plugin" show a whole project in
// titled code blocks. Each test writes those blocks into a fixture project,
// builds it with the page's own webpack.config.js, checks what the page says
// about the output, and runs the page's own test file with the command the page
// tells readers to run, as written, on the Node.js running the tests (CI runs them
// on every supported version).

const run = promisify(execFile);

/** The `node --test …` command the page's prose tells readers to run ("Run it with `node --test …`"). */
async function testCommandOf(page: string): Promise<string[]> {
  const source = await readFile(path.join(REPO_ROOT, "content", page), "utf8");
  const command = /Run it with `(node --test[^`]*)`/.exec(source)?.[1];
  if (!command) throw new Error(`${page}: no "Run it with \`node --test …\`" sentence`);
  return command.split(/\s+/).slice(1);
}

/** Runs the page's test command in the project; its counts, whichever reporter this Node.js uses by default (TAP or spec). */
async function runPageTests(page: string, project: string): Promise<{ pass: number; fail: number }> {
  const { stdout } = await run(process.execPath, await testCommandOf(page), { cwd: project });
  const count = (name: string) => Number(new RegExp(`^[#ℹ] ${name} (\\d+)$`, "m").exec(stdout)?.[1]);
  return { pass: count("pass"), fail: count("fail") };
}

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
    expect(await runPageTests("contribute/writing-a-loader.mdx", project)).toEqual({ pass: 3, fail: 0 });
  });

  it("Writing a Plugin: BuildInfoPlugin emits meta/build-info.json and passes its own tests", async () => {
    const blocks = await pageBlocks("contribute/writing-a-plugin.mdx");
    const files = projectFiles(blocks);
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
    // the page shows this project's file as webpack writes it today: hash, chunk name and sizes included
    const shown = blocks.find((block) => block.lang === "json" && block.code.includes('"files"'));
    expect(info).toEqual(JSON.parse(shown!.code));
    expect(info.mode).toBe("production");
    expect(info.hash).toBe(stats.hash);
    const scripts = Object.keys(output).filter((name) => name.endsWith(".js"));
    expect(info.files.map((file) => file.name).sort()).toEqual(scripts.sort());
    expect(scripts).toHaveLength(2);
    for (const file of info.files) expect(file.size).toBe(Buffer.byteLength(output[file.name]!));
    expect(await runPageTests("contribute/writing-a-plugin.mdx", project)).toEqual({ pass: 2, fail: 0 });
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
