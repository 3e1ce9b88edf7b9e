import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";

/**
 * content/plugins/internal-plugins.mdx lists webpack's plugins by their file
 * in node_modules/webpack/lib. Its scope (stated on the page): every file
 * whose name ends in `Plugin.js` anywhere under lib/, each listed exactly
 * once, including those with a page of their own and the legacy re-exports.
 */

const LIB = path.join(REPO_ROOT, "node_modules", "webpack", "lib");
const PAGE = path.join(REPO_ROOT, "content", "plugins", "internal-plugins.mdx");

async function pluginFilesInLib(): Promise<string[]> {
  const entries = await readdir(LIB, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith("Plugin.js"))
    .map((entry) => path.relative(LIB, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** The first cell of each table row, when it is a `…Plugin.js` path in backticks. */
async function pluginFilesOnPage(): Promise<string[]> {
  const text = await readFile(PAGE, "utf8");
  const files: string[] = [];
  for (const line of text.split("\n")) {
    const match = /^\| `([\w./-]+Plugin\.js)` \|/.exec(line);
    if (match?.[1]) files.push(match[1]);
  }
  return files;
}

describe("internal-plugins.mdx", () => {
  it("lists every *Plugin.js of webpack/lib exactly once, and only files that exist", async () => {
    const inLib = await pluginFilesInLib();
    const onPage = await pluginFilesOnPage();
    const duplicates = onPage.filter((file, index) => onPage.indexOf(file) !== index);
    const missingFromLib = onPage.filter((file) => !inLib.includes(file));
    const missingFromPage = inLib.filter((file) => !onPage.includes(file));
    console.log(`internal plugins: ${inLib.length} *Plugin.js files in webpack/lib, ${onPage.length} rows on the page`);
    expect(duplicates, "listed twice").toEqual([]);
    expect(missingFromLib, "listed on the page but not in webpack/lib").toEqual([]);
    expect(missingFromPage, "in webpack/lib but not on the page").toEqual([]);
  });

  it("states the number of files it covers", async () => {
    const inLib = await pluginFilesInLib();
    const text = await readFile(PAGE, "utf8");
    expect(text).toContain(`(${inLib.length} files)`);
  });
});
