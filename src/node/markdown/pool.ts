import { availableParallelism } from "node:os";
import type { Piscina } from "piscina";
import { ContentError } from "../errors.ts";
import type { PageSource } from "./compile-page.ts";
import type { PageFacts } from "./facts.ts";
import type { CompileOutcome, CompileTask, CompileWorkerData } from "./compile-worker.ts";
import { createWorkerPool } from "../worker-pool.ts";

/** The Markdown workers' module: everything a page compile runs is reached from it. */
export const MARKDOWN_WORKER = new URL("./compile-worker.ts", import.meta.url);

let pool: Promise<Piscina<CompileTask, CompileOutcome>> | undefined;
/** One worker per core. */
const THREADS = Math.max(1, availableParallelism());
/** How many highlighted blocks a kept worker remembers: more than the longest page has, and few megabytes. */
const REMEMBERED_BLOCKS = 2000;
/** Whether the workers stay for the life of the process (keepMarkdownWorkers). */
let keep = false;

/**
 * Compiles page bodies on worker threads, one per core: the Markdown work
 * (parsing, Shiki highlighting) is most of a cold content step, and it is
 * independent per page. Workers run a bundle of their code (worker-pool.ts);
 * they are started on first use, and stop after a while idle (idle workers
 * do not keep the process alive) unless the process keeps them (keepMarkdownWorkers).
 */
export function compileInPool(page: PageSource): Promise<PageFacts> {
  const workers = (pool ??= createWorkerPool<CompileTask, CompileOutcome>(MARKDOWN_WORKER, {
    maxThreads: THREADS,
    minThreads: keep ? THREADS : 0,
    idleTimeout: keep ? Infinity : 10_000,
    // The task is asynchronous (Shiki's grammars load on first use): let the worker's event loop run.
    atomics: "disabled",
    // Compiling a page allocates many short-lived syntax trees: a larger young generation than a worker's default
    // means fewer collections (a cold content step of 1,000 synthetic pages takes 23.8 s of CPU instead of 29.7 s, for
    // 912 MB of peak RSS instead of 680 MB; medians of 3 at load average 4-5).
    resourceLimits: { maxYoungGenerationSizeMb: 128 },
    // Kept workers compile the same pages again and again: they remember highlighted blocks.
    workerData: { rememberBlocks: keep ? REMEMBERED_BLOCKS : 0 } satisfies CompileWorkerData,
  }));
  return workers
    .then((threads) => threads.run(page))
    .then((outcome) => {
      if (outcome.ok) return outcome.compiled;
      if (outcome.contentError) throw new ContentError(outcome.contentError.file, outcome.contentError.line, outcome.contentError.detail);
      throw new Error(`Markdown worker failed on ${page.file}: ${outcome.message}`);
    });
}

/**
 * Keeps the workers, from the first use on, for the life of the process: the
 * development server's, where a save must not wait for a worker to start,
 * import the compiler and load Shiki's grammars (a second or more, where the
 * compile itself takes a few hundred milliseconds). Called before the first compile.
 */
export function keepMarkdownWorkers(): void {
  if (pool) throw new Error("keepMarkdownWorkers() must be called before the Markdown workers start");
  keep = true;
}

/**
 * Compiles a page on every worker at once, for the result of one: a worker
 * takes one task at a time, so each gets one. Warms the workers (the
 * development server's start): each then has the page's grammars loaded
 * and the compiler's code optimised by V8, whose first compiles of a long
 * page take several times as long as later ones.
 */
export async function compileOnEveryWorker(page: PageSource): Promise<PageFacts> {
  const [first] = await Promise.all(Array.from({ length: THREADS }, () => compileInPool(page)));
  return first!;
}

/** Stops the workers now (tests, and processes that want to exit at once). */
export async function closeMarkdownPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await (await current)?.destroy();
}
