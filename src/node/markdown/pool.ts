import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { ContentError } from "../errors.ts";
import type { PageSource } from "./compile-page.ts";
import type { PageFacts } from "./facts.ts";
import type { CompileOutcome, CompileTask } from "./compile-worker.ts";
import { typescriptExecArgv } from "../typescript-loader.ts";

const WORKER = new URL("./compile-worker.ts", import.meta.url).href;

let pool: Piscina<CompileTask, CompileOutcome> | undefined;

/**
 * Compiles page bodies on worker threads, one per core: the Markdown work
 * (parsing, Shiki highlighting) is most of a cold content step, and it is
 * independent per page. Workers load TypeScript through tsx, whatever the
 * parent was started with; they are started on first use, and stop after a
 * while idle (idle workers do not keep the process alive).
 */
export function compileInPool(page: PageSource): Promise<PageFacts> {
  pool ??= new Piscina<CompileTask, CompileOutcome>({
    filename: WORKER,
    maxThreads: Math.max(1, availableParallelism()),
    minThreads: 0,
    idleTimeout: 10_000,
    // The task is asynchronous (Shiki's grammars load on first use): let the worker's event loop run.
    atomics: "disabled",
    execArgv: typescriptExecArgv(),
  });
  return pool.run(page).then((outcome) => {
    if (outcome.ok) return outcome.compiled;
    if (outcome.contentError) throw new ContentError(outcome.contentError.file, outcome.contentError.line, outcome.contentError.detail);
    throw new Error(`Markdown worker failed on ${page.file}: ${outcome.message}`);
  });
}

/** Stops the workers now (tests, and processes that want to exit at once). */
export async function closeMarkdownPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}
