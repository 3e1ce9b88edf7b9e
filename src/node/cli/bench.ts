import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { paths } from "../paths.ts";
import { buildSite } from "../site/build-site.ts";
import { DEFAULT_SCALE_SIZES, runScaleBench } from "../bench/scale.ts";
import { runLoadBench } from "../bench/load.ts";
import { benchLighthouse } from "../bench/lighthouse.ts";
import { pageAssetsOf } from "../bench/page-assets.ts";
import { benchConfigCheck } from "../bench/config-check.ts";
import { benchSearch } from "../bench/search.ts";
import { benchDev } from "../bench/dev.ts";
import { parseCliArgs } from "./args.ts";

/**
 * `npm run bench`: cold build (no caches), warm build (persistent caches),
 * and the HTML / JS / CSS bytes a first visit to each page kind loads.
 * Then Lighthouse on the production build (`--lighthouse-only`: just that part, on the existing dist/).
 * Prints figures; the goals are in the README and the issues, not asserted here.
 */
const { values: flags } = parseCliArgs({
  "lighthouse-only": { type: "boolean" },
  "load-only": { type: "boolean" },
  "search-only": { type: "boolean" },
  // With --search-only: list the relevance queries whose first result is wrong.
  verbose: { type: "boolean" },
  scale: { type: "boolean" },
  sizes: { type: "string" },
  "config-check-only": { type: "boolean" },
  "dev-only": { type: "boolean" },
});
// `--dev-only`: the development server's save-to-visible time on the real content (src/node/bench/dev.ts).
if (flags["dev-only"]) {
  await benchDev();
  process.exit(0);
}
// `--config-check-only`: the configuration check page's bytes and speed, on the site built last.
if (flags["config-check-only"]) {
  await benchConfigCheck();
  process.exit(0);
}
// `--load-only`: the load test alone, on the site built last.
if (flags["load-only"]) process.exit((await runLoadBench()) ? 0 : 1);
// `--search-only [--verbose]`: the search figures alone (index size, first-search bytes and time, relevance beside MiniSearch), on the site built last.
if (flags["search-only"]) {
  await benchSearch({ verbose: flags.verbose });
  process.exit(0);
}
// `--lighthouse-only`: Lighthouse alone, on the site built last.
if (flags["lighthouse-only"]) {
  await benchLighthouse();
  process.exit(0);
}
// `--scale [--sizes 1000,10000]`: the synthetic-content benchmark only (src/node/bench/scale.ts).
if (flags.scale) {
  await runScaleBench(flags.sizes ? flags.sizes.split(",").map(Number) : DEFAULT_SCALE_SIZES);
  process.exit(0);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// Its own caches, so a cold build starts from nothing without discarding the ones `npm run build` and `npm test` keep.
const benchCache = path.join(paths.cache, "bench");
rmSync(benchCache, { recursive: true, force: true });
let start = performance.now();
const cold = await buildSite({ cacheDir: benchCache });
const coldMs = performance.now() - start;
start = performance.now();
const warm = await buildSite({ cacheDir: benchCache });
const warmMs = performance.now() - start;

console.log(`\nBuild of ${cold.pages} pages on this machine`);
console.log(
  `  cold: ${seconds(coldMs)}  (${Object.entries(cold.timings)
    .map(([step, ms]) => `${step} ${seconds(ms)}`)
    .join(", ")})`,
);
console.log(
  `  warm: ${seconds(warmMs)}  (${Object.entries(warm.timings)
    .map(([step, ms]) => `${step} ${seconds(ms)}`)
    .join(", ")})`,
);

const KINDS: Record<string, string> = {
  home: "/",
  "docs page (concepts)": "/concepts/entry-points/",
  "docs page (largest: configuration/output)": "/configuration/output/",
  "section index": "/guides/",
  "blog index": "/blog/",
  printable: "/configuration/printable/",
  "404": "/404.html",
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (files: string[]) => {
  const buffers = files.map((file) => readFileSync(path.join(paths.dist, file)));
  return { raw: buffers.reduce((sum, buffer) => sum + buffer.length, 0), gzip: buffers.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0) };
};

console.log("\nFirst visit, per page kind (raw / gzip)");
console.log(`  ${"page kind".padEnd(44)} ${"HTML".padEnd(20)} ${"JS".padEnd(20)} CSS`);
for (const [kind, url] of Object.entries(KINDS)) {
  const htmlFile = url.endsWith(".html") ? url : path.join(url, "index.html");
  const html = readFileSync(path.join(paths.dist, htmlFile), "utf8");
  const assets = pageAssetsOf(html);
  const h = sizes([htmlFile]);
  const j = sizes(assets.scripts);
  const c = sizes(assets.stylesheets);
  console.log(
    `  ${kind.padEnd(44)} ${`${kb(h.raw)} / ${kb(h.gzip)}`.padEnd(20)} ${`${kb(j.raw)} / ${kb(j.gzip)}`.padEnd(20)} ${kb(c.raw)} / ${kb(c.gzip)}`,
  );
}

await benchConfigCheck();
await benchSearch();
await benchLighthouse();
if (!(await runLoadBench())) process.exitCode = 1;
