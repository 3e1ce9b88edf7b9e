import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { blockTitled, compile, pageBlocks, projectsFor } from "./helpers/examples.ts";

// The magic comments webpack reads are the `webpack…` keys it looks up on the
// options parsed from a comment (`importOptions.webpackChunkName`,
// `requireOptions.webpackIgnore`, `const { webpackDefer } = options`, …) in
// its parser plugins; each must have a `### webpackName` heading on the page.

const PAGE = "api/module-methods.mdx";
const WEBPACK_LIB = path.join(REPO_ROOT, "node_modules/webpack/lib");

async function magicCommentsInWebpack(): Promise<string[]> {
  const names = new Set<string>();
  const entries = await readdir(WEBPACK_LIB, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const source = await readFile(path.join(entry.parentPath, entry.name), "utf8");
    if (!source.includes("parseCommentOptions") && !source.includes("parseMagicComment") && !source.includes("importOptions")) continue;
    for (const match of source.matchAll(/\b(?:importOptions|requireOptions|options)\.(webpack[A-Z][A-Za-z]+)\b/g)) names.add(match[1]!);
    for (const match of source.matchAll(/const \{([^}]*)\} = options;/g)) {
      for (const name of match[1]!.match(/webpack[A-Z][A-Za-z]+/g) ?? []) names.add(name);
    }
  }
  return [...names].sort();
}

describe("module methods page", () => {
  const newProject = projectsFor();

  it("documents every magic comment webpack's parsers read", async () => {
    const names = await magicCommentsInWebpack();
    const text = await readFile(path.join(REPO_ROOT, "content", PAGE), "utf8");
    const headings = new Set([...text.matchAll(/^### `?(webpack[A-Z][A-Za-z]+)`?\s*$/gm)].map((match) => match[1]!));
    console.log(`magic comments: ${names.length} in webpack's lib, ${headings.size} with a heading on ${PAGE}`);
    expect(names).toContain("webpackChunkName");
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !headings.has(name))).toEqual([]);
    expect([...headings].filter((name) => !names.includes(name))).toEqual([]);
  });

  it("emits the chunk the webpackChunkName example names", async () => {
    const blocks = await pageBlocks(PAGE);
    const project = await newProject({
      "src/index.js": blockTitled(blocks, "src/index.js").code,
      "src/chart.js": blockTitled(blocks, "src/chart.js").code,
    });
    const { files } = await compile({ entry: "./src/index.js" }, project);
    expect(Object.keys(files).sort()).toEqual(["chart.js", "main.js"]);
    expect(files["chart.js"]).toContain("chart rendered");
    expect(files["main.js"]).not.toContain("chart rendered");
  });

  it("bundles the worker of the Web workers example as its own chunk", async () => {
    const blocks = await pageBlocks(PAGE);
    const project = await newProject({
      "src/main.js": blockTitled(blocks, "src/main.js").code,
      "src/resize.worker.js": blockTitled(blocks, "src/resize.worker.js").code,
    });
    const { files } = await compile({ entry: "./src/main.js" }, project);
    const workerChunks = Object.entries(files).filter(([name, code]) => name !== "main.js" && /self\.onmessage\s*=/.test(code));
    expect(workerChunks).toHaveLength(1);
    expect(files["main.js"]).not.toMatch(/self\.onmessage\s*=/);
  });
});
