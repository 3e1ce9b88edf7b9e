import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { prepareVersion, publishVersion } from "./publish.ts";
import { RETAIN_ASSETS_MS, retainRecentAssets, retainedAssetsOf } from "./retained-assets.ts";

const temp = mkdtempSync(path.join(os.tmpdir(), "retained-assets-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const DAY = 24 * 60 * 60 * 1000;

/** A build that makes these files in assets/, published at `now`. */
async function build(dist: string, assets: string[], now: number): Promise<string[]> {
  const version = await prepareVersion(dist);
  await mkdir(path.join(version.siteDir, "assets"), { recursive: true });
  for (const name of assets) await writeFile(path.join(version.siteDir, "assets", name), name);
  const retained = await retainRecentAssets(dist, version, now);
  await publishVersion(dist, version);
  return retained;
}

it("keeps the hashed assets of the last seven days' builds (with their compressed copies) for tabs opened before a deploy", async () => {
  const dist = path.join(temp, "dist");
  const start = Date.UTC(2026, 0, 1);
  await build(dist, ["main.aaa.js", "main.aaa.js.br", "main.aaa.js.gz", "section-guides-js.111.js"], start);
  expect(await build(dist, ["main.bbb.js", "section-guides-js.111.js"], start + DAY)).toEqual(["main.aaa.js"]);
  // The old script, its compressed copies, and the new build's own files are all served.
  for (const name of ["main.aaa.js", "main.aaa.js.br", "main.aaa.js.gz", "main.bbb.js", "section-guides-js.111.js"]) {
    expect(readFileSync(path.join(dist, "assets", name), "utf8")).toBe(name);
  }
  expect((await retainedAssetsOf(dist)).sort()).toEqual(["assets/main.aaa.js", "assets/main.aaa.js.br", "assets/main.aaa.js.gz"]);

  // A third build carries both older scripts while they are recent, counted from the last build that made each.
  expect(await build(dist, ["main.ccc.js", "section-guides-js.111.js"], start + 7 * DAY)).toEqual(["main.aaa.js", "main.bbb.js"]);
  expect(await build(dist, ["main.ddd.js", "section-guides-js.111.js"], start + DAY + RETAIN_ASSETS_MS + 1)).toEqual(["main.ccc.js"]);
  expect(existsSync(path.join(dist, "assets", "main.aaa.js"))).toBe(false);
  expect(existsSync(path.join(dist, "assets", "main.bbb.js"))).toBe(false);
  expect(existsSync(path.join(dist, "assets", "main.ccc.js"))).toBe(true);
});

it("keeps nothing on a first build", async () => {
  expect(await build(path.join(temp, "first"), ["main.aaa.js"], Date.now())).toEqual([]);
});
