import { fork } from "node:child_process";
import type { StatsCompilation } from "webpack";
import { typescriptExecArgv } from "../typescript-loader.ts";
import type { ChildAnswer, ChildRequest } from "./production-child.ts";

const CHILD = new URL("./production-child.ts", import.meta.url);

/**
 * Runs the production webpack build in a child process (see
 * `production-child.ts` for why) and resolves with the browser build's stats
 * (chunk groups and assets), which the prerender needs to link each page's
 * scripts. Rejects with webpack's own error text when the build fails.
 */
export function runWebpackInChild(options: ChildRequest): Promise<StatsCompilation> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD, [], { execArgv: typescriptExecArgv(), stdio: "inherit" });
    let answer: ChildAnswer | undefined;
    child.once("message", (message: ChildAnswer) => (answer = message));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (answer?.ok) resolve(answer.clientStats);
      else if (answer) reject(new Error(answer.message));
      else reject(new Error(`the webpack build stopped without an answer (${signal ? `signal ${signal}` : `exit code ${code}`})`));
    });
    child.send(options);
  });
}
