import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { paths, REPO_ROOT } from "../paths.ts";
import { refreshDataFile } from "../registry/data-file.ts";
import { readReleases, type RegistryOptions, type ReleaseId } from "../registry/release-files.ts";
import { bundleWorker } from "../worker-pool.ts";
import { HISTORY_FILE, type MessageHistory } from "./catalogue.ts";
import { historyOf, historyReleases } from "./history.ts";
import { findPackage } from "./packages.ts";
import { RELEASE_FILES, releaseIds } from "./release-ids.ts";

const PACKAGE = "webpack";

export interface MessageHistoryCommandOptions extends RegistryOptions {
  /** The data file (the repository's `data/message-history.json`). */
  file?: string;
  /** `.cache/message-history/` by default: `files/`, what each release's tarball held of `RELEASE_FILES`; `ids-<reader>/`, what the reader found in it. */
  cacheDir?: string;
  /** The release the history reaches (the installed webpack's by default). */
  installed?: string;
  /** The key of the code that reads a release (by default a hash of release-ids.ts and what it imports, bundled, and of acorn's version). */
  readerKey?: string;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

export const MESSAGE_HISTORY_CACHE = path.join(paths.cache, "message-history");

/**
 * `npm run messages:history`: recomputes data/message-history.json, the first release of webpack whose code has
 * each error class and deprecation code of the installed webpack (README: "The errors catalogue"). It reads the
 * last webpack 4 release and every stable webpack 5 release up to the installed one from the registry with the
 * option history's reader (each tarball downloaded once, its `lib/` kept in `files/`), and keeps the ids found in
 * each release under the key of the code that found them, so that only an edit to that code reads the releases'
 * files again (from the cache, downloading nothing). On any failure it prints one line, returns 1 and leaves the
 * file as it was.
 */
export function refreshMessageHistory(options: MessageHistoryCommandOptions): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const command = { label: "messages:history", file: options.file ?? HISTORY_FILE, print, printError: options.printError };
  return refreshDataFile(command, async () => {
    const installed = options.installed ?? findPackage(PACKAGE, [REPO_ROOT])?.version;
    if (!installed) throw new Error(`${PACKAGE} is not installed: run npm install`);
    const cacheDir = options.cacheDir ?? MESSAGE_HISTORY_CACHE;
    const idsDir = path.join(cacheDir, `ids-${options.readerKey ?? (await readerKey())}`);
    let found = 0;
    const releases = await readReleases<readonly string[]>({
      ...options,
      print,
      package: PACKAGE,
      label: command.label,
      versions: (published) => historyReleases(published, installed),
      select: RELEASE_FILES,
      cacheDir: path.join(cacheDir, "files"),
      kept: (release) => keptIds(idsDir, release),
      read: async (release, files) => {
        const ids = releaseIds(PACKAGE, release.version, files);
        await keepIds(idsDir, release, ids);
        if (++found % 20 === 0) print(`${command.label}: ${found} releases read`);
        return ids;
      },
    });
    const history: MessageHistory = { [PACKAGE]: historyOf(releases.map(({ version, value }) => ({ version, ids: value }))) };
    const { checked, firstSeen } = history[PACKAGE]!;
    return {
      data: history,
      summary: `${Object.keys(firstSeen).length} classes and deprecation codes of ${checked.length} releases (${checked[0]} to ${checked.at(-1)}, ${found} read now)`,
    };
  });
}

interface KeptIds extends ReleaseId {
  ids: string[];
}

async function keptIds(folder: string, release: ReleaseId): Promise<readonly string[] | undefined> {
  const file = path.join(folder, `${PACKAGE}-${release.version}.json`);
  if (!existsSync(file)) return undefined;
  const kept = JSON.parse(await readFile(file, "utf8")) as KeptIds;
  return kept.checksum === release.checksum ? kept.ids : undefined;
}

async function keepIds(folder: string, release: ReleaseId, ids: string[]): Promise<void> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${PACKAGE}-${release.version}.json`);
  await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify({ ...release, ids } satisfies KeptIds));
  await rename(`${file}.${process.pid}.tmp`, file);
}

/**
 * The key of the code that reads a release: release-ids.ts with every module of ours it imports, bundled as the
 * Markdown workers are (an edit anywhere else, such as the catalogue's extension or its tool messages, leaves it
 * as it is), and the version of the parser it runs.
 */
async function readerKey(): Promise<string> {
  const { hash } = await bundleWorker(new URL("./release-ids.ts", import.meta.url));
  const acorn = (createRequire(import.meta.url)("acorn/package.json") as { version: string }).version;
  return `${hash}-${acorn}`;
}
