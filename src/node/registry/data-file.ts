import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import * as prettier from "prettier";
import { REPO_ROOT } from "../paths.ts";

export interface DataFileCommand {
  /** The command, to start each line with (`refresh:option-history`). */
  label: string;
  /** The data file it replaces. */
  file: string;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

/**
 * Runs a command that recomputes a checked-in data file from the registry (the option history, the message
 * history): the file is replaced in one rename, formatted as the repository's Prettier formats it (so
 * `npm run check` accepts it unchanged), and the summary printed. On any failure it prints one line, returns 1
 * and leaves the file exactly as it was.
 */
export async function refreshDataFile(command: DataFileCommand, compute: () => Promise<{ data: unknown; summary: string }>): Promise<number> {
  const relative = path.relative(REPO_ROOT, command.file);
  const shown = relative && !relative.startsWith("..") ? relative : command.file;
  const print = command.print ?? ((line: string) => console.log(line));
  const printError = command.printError ?? ((line: string) => console.error(line));
  try {
    const { data, summary } = await compute();
    const temporary = `${command.file}.${process.pid}.tmp`;
    await writeFile(temporary, await formattedJson(data, command.file));
    await rename(temporary, command.file);
    print(`${command.label}: ${summary} written to ${shown}`);
    return 0;
  } catch (error) {
    printError(`${command.label}: ${(error as Error).message.split("\n")[0]}; ${shown} was left as it was.`);
    return 1;
  }
}

/** JSON as the repository's Prettier formats the file. */
export async function formattedJson(data: unknown, file: string): Promise<string> {
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(data), { ...config, filepath: file });
}
