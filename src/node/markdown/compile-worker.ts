import { workerData } from "node:worker_threads";
import { ContentError } from "../errors.ts";
import { rememberHighlighting } from "./code-block.ts";
import { compileBody } from "./compile.ts";
import type { PageSource } from "./compile-page.ts";
import type { PageFacts } from "./facts.ts";

export type CompileTask = PageSource;

/** What crosses back from a worker: errors as plain data, since a thrown ContentError would lose its class on the way. */
export type CompileOutcome =
  { ok: true; compiled: PageFacts } | { ok: false; contentError?: { file: string; line: number; detail: string }; message: string };

/** What the pool tells its workers (pool.ts). */
export interface CompileWorkerData {
  /** Workers that stay for the life of the process remember highlighted blocks (code-block.ts). */
  rememberBlocks?: number;
}

const settings = workerData as CompileWorkerData | undefined;
if (settings?.rememberBlocks) rememberHighlighting(settings.rememberBlocks);

/** A worker thread of the Markdown pool (pool.ts): compiles one page body. The Shiki highlighter loads once per worker. */
export default async function compileTask(task: CompileTask): Promise<CompileOutcome> {
  try {
    return { ok: true, compiled: await compileBody(task.file, task.markdown, task.format, task.options) };
  } catch (error) {
    if (error instanceof ContentError)
      return { ok: false, contentError: { file: error.file, line: error.line, detail: error.detail }, message: error.message };
    return { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
