/**
 * `npm run messages:history`: recomputes data/message-history.json, the first
 * release of webpack whose code has each error class and deprecation code of
 * the installed webpack (README: "The errors catalogue"). It asks npm for
 * webpack's releases, and reads the last release of webpack 4 (the baseline: a
 * message it already had gets no release of its own) and every stable
 * webpack 5 release up to the installed one, each unpacked from the tarball
 * `npm pack` fetches. What each release holds is kept in .cache/message-history/
 * (by version and the reader's code), so a second run reads only new releases.
 * The build never runs this; it reads the file. On a failure it prints one
 * line, exits 1 and leaves the file as it was.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import * as prettier from "prettier";
import { HISTORY_FILE, type MessageHistory } from "../messages/catalogue.ts";
import { compareVersions, historyOf, isHistoryRelease, releaseIds, type ReleaseMessages } from "../messages/history.ts";
import { findPackage, packageAt } from "../messages/packages.ts";
import { readerSource } from "../messages/reader-key.ts";
import { paths, REPO_ROOT } from "../paths.ts";
import { parseCliArgs } from "./args.ts";

const run = promisify(execFile);
const PACKAGE = "webpack";
const CACHE = path.join(paths.cache, "message-history");
const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

parseCliArgs({});

try {
  const installed = findPackage(PACKAGE, [REPO_ROOT]);
  if (!installed) throw new Error(`${PACKAGE} is not installed: run npm install`);
  const { stdout } = await run(NPM, ["view", PACKAGE, "versions", "--json"], { maxBuffer: 16 * 1024 * 1024 });
  const published = JSON.parse(stdout) as string[];
  const baseline = published
    .filter((version) => /^4\.\d+\.\d+$/.test(version))
    .sort(compareVersions)
    .at(-1);
  if (!baseline) throw new Error(`npm lists no webpack 4 release`);
  const versions = published.filter((version) => isHistoryRelease(version, installed.version, baseline)).sort(compareVersions);
  if (versions.at(-1) !== installed.version) throw new Error(`npm does not list the installed ${PACKAGE} ${installed.version}`);
  const reader = createHash("sha256").update(readerSource()).digest("hex").slice(0, 12);
  await mkdir(CACHE, { recursive: true });
  const releases: ReleaseMessages[] = [];
  let read = 0;
  for (const version of versions) {
    const cacheFile = path.join(CACHE, `${PACKAGE}-${version}-${reader}.json`);
    if (existsSync(cacheFile)) {
      releases.push(JSON.parse(await readFile(cacheFile, "utf8")) as ReleaseMessages);
      continue;
    }
    const release = { version, ids: await idsOfRelease(version) };
    await writeFile(cacheFile, JSON.stringify(release));
    releases.push(release);
    if (++read % 10 === 0) console.log(`messages:history: ${read} releases read (at ${version})`);
  }
  const history: MessageHistory = { [PACKAGE]: historyOf(releases) };
  const config = (await prettier.resolveConfig(HISTORY_FILE)) ?? {};
  const text = await prettier.format(JSON.stringify(history), { ...config, filepath: HISTORY_FILE });
  const temporary = `${HISTORY_FILE}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, HISTORY_FILE);
  console.log(
    `messages:history: ${Object.keys(history[PACKAGE]!.firstSeen).length} messages of ${versions.length} releases ` +
      `(${versions[0]} to ${versions.at(-1)}, ${read} read now) written to ${path.relative(REPO_ROOT, HISTORY_FILE)}`,
  );
} catch (error) {
  console.error(`messages:history: ${(error as Error).message.split("\n")[0]}; ${path.relative(REPO_ROOT, HISTORY_FILE)} was left as it was.`);
  process.exitCode = 1;
}

/** The ids a release's code has: its tarball fetched by npm (which checks it against the registry's checksum) and unpacked in a temporary folder. */
async function idsOfRelease(version: string): Promise<string[]> {
  const dir = await mkdtemp(path.join(CACHE, `${PACKAGE}-${version}-`));
  try {
    const { stdout } = await run(NPM, ["pack", `${PACKAGE}@${version}`, "--pack-destination", dir, "--json", "--silent"]);
    const [packed] = JSON.parse(stdout) as { filename: string }[];
    if (!packed) throw new Error(`npm pack ${PACKAGE}@${version} gave no tarball`);
    await run("tar", ["-xzf", path.join(dir, path.basename(packed.filename)), "-C", dir, "package/package.json", "package/lib"]);
    return releaseIds(packageAt(path.join(dir, "package")));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
