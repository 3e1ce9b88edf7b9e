import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { compareTrees } from "./compare-trees.ts";

const root = await mkdtemp(path.join(os.tmpdir(), "compare-trees-"));
afterAll(() => rm(root, { recursive: true, force: true }));

async function tree(name: string, files: Record<string, string>): Promise<string> {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  return dir;
}

it("names every file that differs in bytes or exists on one side only, and nothing else", async () => {
  const first = await tree("a", { "index.html": "same", "assets/main.1.js": "x", "a.js.br": "one" });
  const second = await tree("b", { "index.html": "same", "assets/main.2.js": "x", "a.js.br": "two" });
  expect(await compareTrees(first, second)).toEqual([
    { file: "a.js.br", kind: "content differs" },
    { file: "assets/main.1.js", kind: "only in first" },
    { file: "assets/main.2.js", kind: "only in second" },
  ]);
  expect(await compareTrees(first, await tree("c", { "index.html": "same", "assets/main.1.js": "x", "a.js.br": "one" }))).toEqual([]);
});

it("compares what a link to a build points at (dist is a link)", async () => {
  const site = await tree("site", { "index.html": "x" });
  await symlink(site, path.join(root, "dist"));
  expect(await compareTrees(path.join(root, "dist"), site)).toEqual([]);
});
