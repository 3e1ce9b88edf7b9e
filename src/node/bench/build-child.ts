import { writeFile } from "node:fs/promises";
import { buildSite } from "../site/build-site.ts";
import { parseCliArgs } from "../cli/args.ts";

/**
 * One build of the scale benchmark, in its own process so that the runner
 * can measure its memory from outside: `--content`, `--out`, `--cache`, and
 * `--result`, a file that receives the build's page count and step timings.
 * Each step's progress line also says the largest RSS of this process (not
 * its children) during the step, to tell which step needs the memory.
 */
const { values } = parseCliArgs({
  content: { type: "string" },
  out: { type: "string" },
  cache: { type: "string" },
  result: { type: "string" },
});
const option = (name: keyof typeof values) => {
  const value = values[name];
  if (!value) throw new Error(`build-child: --${name} <path> is required`);
  return value;
};

let stepPeak = 0;
const sampler = setInterval(() => (stepPeak = Math.max(stepPeak, process.memoryUsage.rss())), 100);
const log = (line: string) => {
  stepPeak = Math.max(stepPeak, process.memoryUsage.rss());
  console.log(`    ${line} (process RSS peak ${Math.round(stepPeak / 1024 / 1024)} MB)`);
  stepPeak = 0;
};
const result = await buildSite({ contentDir: option("content"), outDir: option("out"), cacheDir: option("cache"), log });
clearInterval(sampler);
await writeFile(option("result"), JSON.stringify(result));
