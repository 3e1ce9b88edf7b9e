import path from "node:path";
import { paths } from "../paths.ts";
import { refreshDataFile } from "../registry/data-file.ts";
import type { RegistryOptions } from "../registry/release-files.ts";
import { releaseSchemas } from "./history-registry.ts";
import { computeOptionHistory, OPTION_HISTORY_FILE } from "./option-history.ts";

export interface HistoryCommandOptions extends RegistryOptions {
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
export function refreshOptionHistory(options: HistoryCommandOptions): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const command = { label: "refresh:option-history", file: options.file ?? OPTION_HISTORY_FILE, print, printError: options.printError };
  return refreshDataFile(command, async () => {
    const schemas = await releaseSchemas({ ...options, cacheDir: options.cacheDir ?? HISTORY_CACHE, print });
    const history = computeOptionHistory(schemas);
    const releases = history.releases;
    return {
      data: history,
      summary: `${Object.keys(history.options).length} option paths of ${releases.length} releases (${releases[0]} to ${releases.at(-1)})`,
    };
  });
}
