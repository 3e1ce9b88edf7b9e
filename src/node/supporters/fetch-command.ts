import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../paths.ts";
import { fetchSnapshot, type FetchOptions } from "./opencollective.ts";
import { SNAPSHOT_FILE, serializeSnapshot } from "./snapshot.ts";

export interface FetchCommandOptions extends FetchOptions {
  /** Where the snapshot goes (the repository's `data/supporters.json`). */
  file?: string;
  /** One line for the reader; errors go here too. */
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

/**
 * `npm run fetch:supporters`: fetches, then replaces the snapshot in one
 * rename. On any failure it prints one line, returns 1 and leaves the
 * snapshot exactly as it was.
 */
export async function fetchSupportersCommand(options: FetchCommandOptions): Promise<number> {
  const file = options.file ?? SNAPSHOT_FILE;
  const shown = path.relative(REPO_ROOT, file) || file;
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? ((line: string) => console.error(line));
  try {
    const snapshot = await fetchSnapshot(options);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, serializeSnapshot(snapshot));
    await rename(temporary, file);
    print(`fetch:supporters: ${snapshot.supporters.length} supporters written to ${shown} (data of ${snapshot.fetchedAt})`);
    return 0;
  } catch (error) {
    printError(`fetch:supporters: ${(error as Error).message}; ${shown} was left as it was.`);
    return 1;
  }
}
