import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import * as prettier from "prettier";
import { paths, REPO_ROOT } from "../paths.ts";
import { releaseSchemas, type RegistryOptions } from "./history-registry.ts";
import { computeOptionHistory, OPTION_HISTORY_FILE, type OptionHistory } from "./option-history.ts";

export interface HistoryCommandOptions extends Omit<RegistryOptions, "cacheDir"> {
  /** The data file (the repository's `data/option-history.json`). */
  file?: string;
  cacheDir?: string;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

export const HISTORY_CACHE = path.join(paths.cache, "option-history");

/**
 * `npm run refresh:option-history`: reads every stable webpack 5 release's schema (the registry's tarballs, or
 * the cache), computes the history and replaces the file in one rename. On any failure it prints one line,
 * returns 1 and leaves the file exactly as it was.
 */
export async function refreshOptionHistory(options: HistoryCommandOptions): Promise<number> {
  const file = options.file ?? OPTION_HISTORY_FILE;
  const relative = path.relative(REPO_ROOT, file);
  const shown = relative && !relative.startsWith("..") ? relative : file;
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? ((line: string) => console.error(line));
  try {
    const schemas = await releaseSchemas({ ...options, cacheDir: options.cacheDir ?? HISTORY_CACHE, print });
    const history = computeOptionHistory(schemas);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, await serializeOptionHistory(history, file));
    await rename(temporary, file);
    const releases = history.releases;
    print(
      `refresh:option-history: ${Object.keys(history.options).length} option paths of ${releases.length} releases ` +
        `(${releases[0]} to ${releases.at(-1)}) written to ${shown}`,
    );
    return 0;
  } catch (error) {
    printError(`refresh:option-history: ${(error as Error).message}; ${shown} was left as it was.`);
    return 1;
  }
}

/** The file's text, formatted as the repository's Prettier formats it (so `npm run check` accepts it unchanged). */
export async function serializeOptionHistory(history: OptionHistory, file = OPTION_HISTORY_FILE): Promise<string> {
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(history), { ...config, filepath: file });
}
