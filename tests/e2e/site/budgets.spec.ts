import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { pageAssetsOf } from "../../../src/node/bench/page-assets.ts";

const DIST = path.resolve("dist");
const KB = 1024;

function html(url: string): string {
  return readFileSync(path.join(DIST, url, "index.html"), "utf8");
}

/** JavaScript a first visit downloads: the entry scripts and the preloaded section chunk (read as the browser reads the page). */
function firstVisitScripts(page: string): string[] {
  return pageAssetsOf(page).scripts;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;

// The budgets follow what was reached once the router was replaced and the articles left webpack (main.js lost its
// map of every page's chunk hash): docs pages 82.6–84.5 KB, the landing page 84.7 KB. React and react-dom alone
// are about 67 KB of it (minified, gzip).
const DOCS_PAGE_BUDGET = 87 * KB;
const LANDING_PAGE_BUDGET = 87 * KB;
/** HTML of a docs page besides its article: the header, sidebar, outline, page links and the inline page record. */
const HTML_OUTSIDE_BUDGET = 26.5 * KB;

// /plugins/ has the largest section chunk.
for (const url of ["/concepts/", "/configuration/output/", "/guides/installation/", "/plugins/split-chunks-plugin/"]) {
  test(`a docs page (${url}) loads at most ${DOCS_PAGE_BUDGET / KB} KB of gzipped JavaScript on first visit`, () => {
    const total = firstVisitScripts(html(url)).reduce((sum, file) => sum + gzipBytes(file), 0);
    console.log(`${url}: ${(total / KB).toFixed(1)} KB gzip JavaScript`);
    expect(total).toBeGreaterThan(10 * KB);
    expect(total).toBeLessThanOrEqual(DOCS_PAGE_BUDGET);
  });

  // Most on /configuration/output/, whose record lists the most headings: 26.2 KB (26,847 bytes), of which the inline
  // record is 5.4 KB; 24.8 KB before the page's own parts around the article: breadcrumbs 0.2 KB and their structured
  // data 0.3 KB, "Was this page helpful?" 0.5 KB, Copy page and "Last updated" 0.2 KB, their record fields 0.15 KB.
  test(`a docs page (${url}) has at most ${HTML_OUTSIDE_BUDGET / KB} KB of HTML outside the article`, () => {
    const page = html(url);
    const article = /<div class="prose" data-article="[^"]*">([\s\S]*?)<\/div><div data-pagefind-ignore="all"><ul class="doc__links">/.exec(page);
    expect(article).not.toBeNull();
    const outside = Buffer.byteLength(page) - Buffer.byteLength(article![1]!);
    console.log(`${url}: ${(outside / KB).toFixed(1)} KB outside the article`);
    expect(outside).toBeLessThanOrEqual(HTML_OUTSIDE_BUDGET);
  });
}

test(`the landing page loads at most ${LANDING_PAGE_BUDGET / KB} KB of gzipped JavaScript on first visit`, () => {
  const scripts = firstVisitScripts(html("/"));
  const total = scripts.reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(`/: ${(total / KB).toFixed(1)} KB gzip JavaScript (${scripts.length} files)`);
  // The supporter lists and the vote page are separate chunks, not part of the first visit.
  expect(scripts.some((file) => /\/(supporters|vote)\.[a-f0-9]+\.js$/.test(file))).toBe(false);
  expect(total).toBeGreaterThan(10 * KB);
  expect(total).toBeLessThanOrEqual(LANDING_PAGE_BUDGET);
});

test("the app's script holds nothing per page (no article's hash or key), so it does not grow with the documentation", () => {
  const main = firstVisitScripts(html("/concepts/")).find((file) => /\/main\.[a-f0-9]+\.js$/.test(file))!;
  const script = readFileSync(path.join(DIST, main), "utf8");
  const keys = readdirSync(path.join(DIST, "articles"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length).split(path.sep).join("/"));
  expect(keys.length).toBeGreaterThan(100);
  expect(keys.filter((key) => key.includes("/") && script.includes(`"${key}"`))).toEqual([]);
});
