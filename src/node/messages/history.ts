import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { deprecationsOf } from "./deprecations.ts";
import { errorClassesOf } from "./error-classes.ts";
import type { MessageHistory } from "./catalogue.ts";
import { codeFilesOf, packageAt } from "./packages.ts";

const run = promisify(execFile);

/** The releases of a package, oldest first, as the registry lists them: stable ones of the given major only. */
export async function releasesOf(name: string, major: number): Promise<string[]> {
  const { stdout } = await run("npm", ["view", name, "versions", "--json"], { maxBuffer: 64 * 1024 * 1024 });
  const all = JSON.parse(stdout) as string[];
  return all.filter((version) => new RegExp(`^${major}\\.\\d+\\.\\d+$`).test(version)).sort(compareVersions);
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number));
  for (let index = 0; index < 3; index++) if (x![index] !== y![index]) return x![index]! - y![index]!;
  return 0;
}

/**
 * The ids of the classes and deprecation codes of one release of webpack, read
 * with the catalogue's own code from its published files (fetched once with
 * `npm pack` into `cacheDir`).
 */
export async function idsOfRelease(version: string, cacheDir: string): Promise<Set<string>> {
  const folder = path.join(cacheDir, `webpack-${version}`);
  const dir = path.join(folder, "package");
  if (!existsSync(path.join(dir, "package.json"))) {
    await mkdir(folder, { recursive: true });
    await run("npm", ["pack", `webpack@${version}`, "--pack-destination", folder, "--silent"], { maxBuffer: 16 * 1024 * 1024 });
    const tarball = (await readdir(folder)).find((file) => file.endsWith(".tgz"));
    if (!tarball) throw new Error(`npm pack webpack@${version} wrote no tarball`);
    await run("tar", ["-xzf", path.join(folder, tarball), "-C", folder]);
  }
  const pkg = packageAt(dir);
  const files = codeFilesOf(pkg);
  return new Set([...errorClassesOf(pkg, files), ...deprecationsOf(pkg, files)].map((fact) => fact.id));
}

/**
 * The first release that has each id, assuming that a message, once added, stays: the oldest release is
 * read for every id, then a binary search between it and the newest, over releases read once each and
 * shared by all ids.
 */
export async function firstReleases(
  ids: readonly string[],
  releases: readonly string[],
  idsOf: (version: string) => Promise<Set<string>>,
  log: (line: string) => void = () => undefined,
): Promise<MessageHistory[string]> {
  const read = new Map<string, Set<string>>();
  const has = async (index: number, id: string) => {
    const version = releases[index]!;
    let found = read.get(version);
    if (!found) {
      found = await idsOf(version);
      read.set(version, found);
      log(`read webpack ${version}: ${found.size} classes and codes`);
    }
    return found.has(id);
  };
  const firstSeen: Record<string, string> = {};
  for (const id of ids) {
    const newest = releases.length - 1;
    if (!(await has(newest, id))) continue;
    if (await has(0, id)) {
      firstSeen[id] = releases[0]!;
      continue;
    }
    let low = 0;
    let high = newest;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (await has(middle, id)) high = middle;
      else low = middle;
    }
    firstSeen[id] = releases[high]!;
  }
  return { checked: [...read.keys()].sort(compareVersions), firstSeen };
}
