// webpack runs in a child process so that its synchronous work does not stall the steps that run beside it and its
// memory goes back to the system when it exits: those steps take 0.3 s instead of 3.8 s in a cold build of the real
// site and 1.6-2.8 s instead of 6.0-7.6 s at 1,000 pages, where an edited build peaks at 912-915 MB of RSS instead of 1,038-1,065 MB
// (`npx tsx src/node/cli/build.ts` and `npm run bench -- --scale --sizes 1000`, against webpack in the build's process).
import { fork } from "node:child_process";
import type { StatsCompilation } from "webpack";
import { typescriptExecArgv } from "../typescript-loader.ts";
import type { ChildAnswer, ChildRequest } from "./production-child.ts";

const CHILD = new URL("./production-child.ts", import.meta.url);

/**
 * Runs the production webpack build in a child process
 * (`production-child.ts`) and resolves with the browser build's stats
 * (chunk groups and assets), which the prerender needs to link each page's
 * scripts. Rejects with webpack's own error text when the build fails or
 * webpack refuses the configuration.
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
