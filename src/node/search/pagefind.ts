import { readFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import * as pagefind from "pagefind";
import { ARTICLE_ATTRIBUTE } from "../../shared/articles.ts";
import { OPTIONS_REFERENCE_URL } from "../../shared/site.ts";
import { splitWordIndex } from "./index-parts.ts";

export const SEARCH_INDEX_DIR = "pagefind";

/**
 * The options reference is indexed by its headings (the option paths) only:
 * its descriptions repeat the schema's, which the configuration pages
 * explain, and in one page of 30,000 words they made reading its search
 * sections take seconds for any query with common words.
 */
const REFERENCE_ARTICLE = `[${ARTICLE_ATTRIBUTE}="${OPTIONS_REFERENCE_URL}"]`;
export const EXCLUDED_FROM_INDEX = [
  `${REFERENCE_ARTICLE} > :not(h2, h3, h4, h5, h6, section)`,
  `${REFERENCE_ARTICLE} section > :not(h2, h3, h4, h5, h6)`,
];

/**
 * Builds the offline search index from the prerendered HTML with Pagefind.
 * Only elements marked `data-pagefind-body` are indexed (each documentation
 * page's article), so printable pages, the 404 page and the app shell, which
 * have none, stay out of it. Its word index is then written again in
 * smaller parts (index-parts.ts), so that a search downloads less of it.
 */
export async function writeSearchIndex(outDir: string): Promise<{ pages: number; parts: number; splitMs: number }> {
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors: EXCLUDED_FROM_INDEX });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    const added = await index.addDirectory({ path: outDir, glob: "**/*.html" });
    if (added.errors.length) throw new Error(`Pagefind could not index the site: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath: path.join(outDir, SEARCH_INDEX_DIR) });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
    await entryWritten(path.join(outDir, SEARCH_INDEX_DIR, "pagefind-entry.json"));
    const splitStart = performance.now();
    const parts = await splitWordIndex(path.join(outDir, SEARCH_INDEX_DIR));
    return { pages: added.page_count, parts: parts.after, splitMs: performance.now() - splitStart };
  } finally {
    await pagefind.close();
  }
}

/**
 * Pagefind's service can answer `writeFiles` before its entry file is on
 * disk; closing it then leaves the file empty (seen once in a few dozen
 * builds), and search fails to start in the browser. Waits until the file
 * holds JSON, or stops the build saying why.
 */
async function entryWritten(file: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const text = await readFile(file, "utf8").catch(() => "");
    try {
      if (text) return void JSON.parse(text);
    } catch {
      // Still being written.
    }
    await sleep(100);
  }
  throw new Error(`Pagefind wrote no usable ${path.basename(file)} (empty or not JSON): the search index is incomplete.`);
}
