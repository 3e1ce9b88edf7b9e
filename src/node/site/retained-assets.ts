import { existsSync, realpathSync } from "node:fs";
import { copyFile, link, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { currentVersion, type Version } from "./publish.ts";

/** How long a hashed asset stays in the output after the last build that made it. */
export const RETAIN_ASSETS_MS = 7 * 24 * 60 * 60 * 1000;

/** Kept beside the site (`dist.versions/<id>/assets.json`), never served. */
export const ASSETS_RECORD = "assets.json";

/** Which files of `assets/` a version made itself, and which it carries over from earlier builds (with when they were last made). */
export interface AssetsRecord {
  builtAt: number;
  current: string[];
  retained: Record<string, number>;
}

const COMPRESSED = [".br", ".gz"];
const isCompressedCopy = (name: string) => COMPRESSED.some((suffix) => name.endsWith(suffix));

async function readRecord(versionDir: string): Promise<AssetsRecord | undefined> {
  try {
    return JSON.parse(await readFile(path.join(versionDir, ASSETS_RECORD), "utf8")) as AssetsRecord;
  } catch {
    return undefined;
  }
}

/**
 * The files of `assets/` a site (`dist`, or a version's `site/`) carries over from earlier builds, as paths relative
 * to the site; none when it has no record.
 */
export async function retainedAssetsOf(siteDir: string): Promise<string[]> {
  const record = await readRecord(path.dirname(realpathSync(siteDir)));
  return Object.keys(record?.retained ?? {}).flatMap((name) => [name, ...COMPRESSED.map((suffix) => name + suffix)].map((file) => `assets/${file}`));
}

/**
 * A tab opened before a deploy keeps the app's script of its build, which asks for that build's section menus and
 * lazy parts by their hashed names. So that a host that uploads `dist/` keeps answering them, the new version also
 * holds the hashed assets (and their compressed copies) of the builds of the last {@link RETAIN_ASSETS_MS}, taken
 * from the current version. Runs after the service worker and the precompression: retained files are in neither the
 * precache nor the new build's own bytes, and `assets.json` beside the site says which they are.
 */
export async function retainRecentAssets(outDir: string, version: Version, now = Date.now()): Promise<string[]> {
  const assetsDir = path.join(version.siteDir, "assets");
  const made = existsSync(assetsDir) ? (await readdir(assetsDir)).filter((name) => !isCompressedCopy(name)) : [];
  const record: AssetsRecord = { builtAt: now, current: made.sort(), retained: {} };
  const previous = currentVersion(outDir);
  const previousRecord = previous && (await readRecord(previous));
  if (previous && previousRecord) {
    const candidates = new Map<string, number>(Object.entries(previousRecord.retained));
    for (const name of previousRecord.current) candidates.set(name, previousRecord.builtAt);
    const madeNow = new Set(made);
    for (const [name, lastMade] of [...candidates].sort(([a], [b]) => a.localeCompare(b))) {
      if (madeNow.has(name) || now - lastMade > RETAIN_ASSETS_MS) continue;
      const from = path.join(previous, "site", "assets", name);
      if (!existsSync(from)) continue;
      for (const file of [name, ...COMPRESSED.map((suffix) => name + suffix)]) {
        const source = path.join(previous, "site", "assets", file);
        if (existsSync(source)) await linkOrCopy(source, path.join(assetsDir, file));
      }
      record.retained[name] = lastMade;
    }
  }
  await writeFile(path.join(version.dir, ASSETS_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  return Object.keys(record.retained);
}

/** A hard link (no extra space: versions live side by side), or a copy where links are not possible. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}
