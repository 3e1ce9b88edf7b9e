import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { appendFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CodeBlock } from "./helpers/code-blocks.ts";
import { blockTitled, makeProject, pageBlocks, removeProject } from "./helpers/examples.ts";

/**
 * Runs the scripts of content/api/node.mdx (build.js, run.js, watch.js,
 * multi.js, memory.js, validate.js, validate-options.js) in a project made of
 * the page's own webpack.config.js and src/ files, and compares what each
 * prints with the output block the page shows after it.
 */

const PAGE = "api/node.mdx";
const run = promisify(execFile);
const blocks = await pageBlocks(PAGE);
let project = "";

/** The first `text` block after the block titled `title`: the output the page claims. */
function claimedOutput(title: string): string {
  const index = blocks.indexOf(blockTitled(blocks, title));
  const output = blocks.slice(index + 1).find((block: CodeBlock) => block.lang === "text");
  if (!output) throw new Error(`no output block after ${title}`);
  return output.code.trim();
}

async function runScript(title: string): Promise<string> {
  await writeFile(path.join(project, title), blockTitled(blocks, title).code);
  const { stdout } = await run(process.execPath, [title], { cwd: project });
  return stdout.trim();
}

beforeAll(async () => {
  const files: Record<string, string> = {
    // a package.json without "type", so the scripts run as CommonJS like in a fresh project
    "package.json": JSON.stringify({ name: "node-api-fixture", private: true }),
  };
  for (const file of ["webpack.config.js", "src/index.js", "src/greeting.js"]) files[file] = blockTitled(blocks, file).code;
  project = await makeProject(files);
});
afterAll(async () => removeProject(project));

describe("Node interface examples print what the page says", () => {
  it("build.js (webpack() with a callback) lists the emitted asset and writes it", async () => {
    expect(await runScript("build.js")).toBe(claimedOutput("build.js"));
    expect(existsSync(path.join(project, "dist/main.js"))).toBe(true);
  });

  it("run.js (compiler.run + close) prints the minimal stats", async () => {
    const normalize = (text: string) => text.replace(/in \d+ ms/, "in N ms");
    expect(normalize(await runScript("run.js"))).toBe(normalize(claimedOutput("run.js")));
  });

  it("memory.js (memfs output file system) prints the bundle and writes nothing to disk", async () => {
    await removeProject(path.join(project, "dist"));
    expect(await runScript("memory.js")).toBe(claimedOutput("memory.js"));
    expect(existsSync(path.join(project, "dist"))).toBe(false);
  });

  it("multi.js (MultiCompiler with dependencies and parallelism) runs client before server", async () => {
    expect(await runScript("multi.js")).toBe(claimedOutput("multi.js"));
  });

  it("validate.js and validate-options.js print the ValidationError messages shown", async () => {
    expect(await runScript("validate.js")).toBe(claimedOutput("validate.js"));
    expect(await runScript("validate-options.js")).toBe(claimedOutput("validate-options.js"));
  });

  it("watch.js rebuilds after an edit and stops on SIGINT", async () => {
    await writeFile(path.join(project, "watch.js"), blockTitled(blocks, "watch.js").code);
    const child: ChildProcess = spawn(process.execPath, ["watch.js"], { cwd: project });
    let stdout = "";
    const waitFor = (lines: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out; output so far:\n${stdout}`)), 30_000);
        const check = () => {
          if (stdout.trim().split("\n").filter(Boolean).length >= lines) {
            clearTimeout(timer);
            child.stdout!.off("data", check);
            resolve();
          }
        };
        child.stdout!.on("data", check);
        check();
      });
    child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    try {
      await waitFor(1);
      // give the watcher time to start before editing
      await new Promise((resolve) => setTimeout(resolve, 500));
      await appendFile(path.join(project, "src/greeting.js"), "export const extra = 1;\n");
      await waitFor(2);
      child.kill("SIGINT");
      await exited;
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    expect(stdout.trim()).toBe(claimedOutput("watch.js"));
  });
});
