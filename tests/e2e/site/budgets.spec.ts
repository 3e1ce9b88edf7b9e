import { readFileSync } from "node:fs";
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

// The budgets follow what the router change and the runtime without a chunk-name map reached
// (docs pages 85.3–87.6 KB, the landing page 87.3 KB); react-dom alone is about 60 KB of it.
const DOCS_PAGE_BUDGET = 90 * KB;
const LANDING_PAGE_BUDGET = 90 * KB;

// /plugins/ has the largest section chunk.
for (const url of ["/concepts/", "/configuration/output/", "/guides/installation/", "/plugins/split-chunks-plugin/"]) {
  test(`a docs page (${url}) loads at most ${DOCS_PAGE_BUDGET / KB} KB of gzipped JavaScript on first visit`, () => {
    const total = firstVisitScripts(html(url)).reduce((sum, file) => sum + gzipBytes(file), 0);
    console.log(`${url}: ${(total / KB).toFixed(1)} KB gzip JavaScript`);
    expect(total).toBeGreaterThan(10 * KB);
    expect(total).toBeLessThanOrEqual(DOCS_PAGE_BUDGET);
  });

  test(`a docs page (${url}) has at most 25 KB of HTML outside the article`, () => {
    const page = html(url);
    const article = /<div class="prose" data-article="[^"]*">([\s\S]*?)<\/div><div data-pagefind-ignore="all"><ul class="doc__links">/.exec(page);
    expect(article).not.toBeNull();
    const outside = Buffer.byteLength(page) - Buffer.byteLength(article![1]!);
    console.log(`${url}: ${(outside / KB).toFixed(1)} KB outside the article`);
    expect(outside).toBeLessThanOrEqual(25 * KB);
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
