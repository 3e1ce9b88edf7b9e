import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { paths } from "../paths.ts";
import { SEARCH_INDEX_DIR } from "../search/pagefind.ts";
import { serveSite } from "../cli/serve.ts";
import { firstSearch } from "./first-search.ts";
import { benchSearchRelevance } from "./search-relevance.ts";

/** The queries timed: an option name, a plugin, a task in plain words, pasted error messages, questions (the last the heaviest first search of the real set), an old name. */
export const SEARCH_BENCH_QUERIES = [
  "runtimeChunk",
  "HtmlWebpackPlugin",
  "multiple entry points",
  "Critical dependency: the request of a dependency is an expression",
  "ERROR in ./src/index.js 1:0-20\nModule not found: Error: Can't resolve 'fs' in '/tmp/broken/src'",
  "WARNING in entrypoint size limit: The following entrypoint(s) combined asset size exceeds the recommended limit (244 KiB). This can impact web performance.",
  "How can I run webpack to step through original unprocessed code in DevTools?",
  "Support source map debugging",
  "configure webpack to split vendor libraries in a separate chunk",
  "Uncaught Error: Shared module is not available for eager consumption: webpack/sharing/consume/default/react/react",
  "jsonpFunction",
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files of the search index the engine may download (Pagefind's own UI files are not used). */
function indexBytes(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (
        !/\.(br|gz)$/.test(name) &&
        !name.startsWith("pagefind-component-ui") &&
        !name.startsWith("pagefind-ui") &&
        !name.startsWith("pagefind-modular-ui")
      ) {
        files += 1;
        bytes += statSync(file).size;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}

/**
 * `npm run bench`'s search figures, on the production build: the index's
 * size, and for each query, in a fresh browser, the bytes the first search
 * downloads (engine, index and the pages read, as sent over the wire) and the
 * time from typing it to the first result on screen; then the relevance
 * sets' figures beside MiniSearch as VitePress ships it (search-relevance.ts).
 */
export async function benchSearch(options: { dir?: string; verbose?: boolean } = {}): Promise<void> {
  const dir = options.dir ?? paths.dist;
  const index = indexBytes(path.join(dir, SEARCH_INDEX_DIR));
  console.log(`\nSearch (Pagefind index: ${index.files} files, ${kb(index.bytes)})`);
  console.log(`  ${"first search for".padEnd(70)} downloaded   first result`);
  const server = await serveSite({ dir, port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (const query of SEARCH_BENCH_QUERIES) {
      const context = await browser.newContext({ serviceWorkers: "block" });
      const { bytes, ms } = await firstSearch(await context.newPage(), new URL("/concepts/", server.url).href, query);
      console.log(`  ${JSON.stringify(query).slice(0, 68).padEnd(70)} ${kb(bytes).padStart(10)}   ${`${ms} ms`.padStart(12)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  await benchSearchRelevance(dir, { verbose: options.verbose });
}
