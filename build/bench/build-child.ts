import { writeFile } from "node:fs/promises";
import { buildSite } from "../site/build-site.ts";

/**
 * One build of the scale benchmark, in its own process so that the runner
 * can measure its memory from outside: `--content`, `--out`, `--cache`, and
 * `--result`, a file that receives the build's page count and step timings.
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  const value = index === -1 ? undefined : args[index + 1];
  if (!value) throw new Error(`build-child: --${name} <path> is required`);
  return value;
};

const result = await buildSite({ contentDir: option("content"), outDir: option("out"), cacheDir: option("cache") });
await writeFile(option("result"), JSON.stringify(result));
