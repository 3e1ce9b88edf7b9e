import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/** tsx's loader by absolute URL: `--import tsx` alone is resolved from the working directory. */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * Node flags for a child process or worker thread that runs one of our
 * TypeScript files: this process's own flags, plus tsx's loader unless the
 * parent already runs under it (`tsx src/node/cli/build.ts`, Vitest's workers
 * do not).
 */
export function typescriptExecArgv(): string[] {
  return process.execArgv.some((arg) => arg.includes("tsx")) ? process.execArgv : [...process.execArgv, "--import", TSX];
}
