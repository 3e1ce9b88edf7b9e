import { Worker } from "node:worker_threads";
import type { CompileOutcome, CompileRequest } from "./compile-worker.ts";

/** The content pipeline in a worker thread, one page at a time, with a time limit per page. */
export class WorkerCompiler {
  private worker = WorkerCompiler.start();

  private static start(): Worker {
    // Node 20 does not pass the TypeScript loader on to workers: the worker loads tsx itself, then the script.
    const script = new URL("./compile-worker.ts", import.meta.url).href;
    const bootstrap = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(script)}, ${JSON.stringify(script)}))`;
    return new Worker(bootstrap, { eval: true });
  }

  /** The outcome, or "hang" when the page takes longer than `limitMs` (the worker is then replaced). */
  compile(request: CompileRequest, limitMs: number): Promise<CompileOutcome | "hang"> {
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        worker.removeAllListeners();
        void worker.terminate();
        this.worker = WorkerCompiler.start();
        resolve("hang");
      }, limitMs);
      worker.once("message", (outcome: CompileOutcome) => {
        clearTimeout(timer);
        worker.removeAllListeners("error");
        resolve(outcome);
      });
      worker.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      worker.postMessage(request);
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
