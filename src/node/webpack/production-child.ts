import webpack, { type StatsCompilation } from "webpack";
import { clientConfig, serverConfig, workerConfig, type WebpackOptions } from "./config.ts";

/**
 * The production build's webpack run, in a process of its own (started by
 * `run-in-child.ts`): it receives the options, builds the browser, prerender
 * and service-worker bundles in one call, and answers with the browser
 * build's chunk groups and assets, or with webpack's errors, and exits as
 * soon as webpack is done (run-in-child.ts says why it is a process).
 */
export type ChildRequest = WebpackOptions & { workerDir: string };
export type ChildAnswer = { ok: true; clientStats: StatsCompilation } | { ok: false; message: string };

// The build that started this process has stopped (it failed in a step of its own): so does this one.
process.once("disconnect", () => process.exit(1));
process.once("message", (request: ChildRequest) => {
  let compiler: ReturnType<typeof webpack>;
  try {
    compiler = webpack([clientConfig(request), serverConfig(request), workerConfig(request)]);
  } catch (error) {
    // An invalid configuration throws here, before any build: answer with webpack's message rather than crash.
    process.send!({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies ChildAnswer, () => process.disconnect());
    return;
  }
  compiler.run((error, stats) => {
    let answer: ChildAnswer;
    if (error) answer = { ok: false, message: error.stack ?? error.message };
    else if (!stats) answer = { ok: false, message: "webpack returned no stats" };
    else if (stats.hasErrors()) answer = { ok: false, message: stats.toString({ all: false, errors: true, colors: false }) };
    else
      answer = {
        ok: true,
        clientStats: stats.stats[0]!.toJson({ all: false, entrypoints: true, chunkGroups: true, assets: true }),
      };
    // The persistent cache is written when the compiler closes: answer only after that, then leave.
    compiler.close((closeError) => {
      if (closeError && answer.ok) answer = { ok: false, message: `webpack could not store its cache: ${closeError.message}` };
      process.removeAllListeners("disconnect");
      process.send!(answer, () => process.disconnect());
    });
  });
});
