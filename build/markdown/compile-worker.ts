import { ContentError } from "../content/errors.ts";
import { compileBody, type CompiledBody } from "./compile.ts";

export interface CompileTask {
  file: string;
  body: string;
  format: "md" | "mdx";
}

/** What crosses back from a worker: errors as plain data, since a thrown ContentError would lose its class on the way. */
export type CompileOutcome =
  { ok: true; compiled: CompiledBody } | { ok: false; contentError?: { file: string; line: number; detail: string }; message: string };

/** A worker thread of the Markdown pool (pool.ts): compiles one page body. The Shiki highlighter loads once per worker. */
export default async function compileTask(task: CompileTask): Promise<CompileOutcome> {
  try {
    return { ok: true, compiled: await compileBody(task.file, task.body, task.format) };
  } catch (error) {
    if (error instanceof ContentError)
      return { ok: false, contentError: { file: error.file, line: error.line, detail: error.detail }, message: error.message };
    return { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
