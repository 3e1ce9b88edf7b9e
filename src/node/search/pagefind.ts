import path from "node:path";
import * as pagefind from "pagefind";
import { REFERENCE_FILE } from "../reference/render.ts";

export const SEARCH_INDEX_DIR = "pagefind";

/**
 * The options reference is indexed by its headings (the option paths) only:
 * its descriptions repeat the schema's, which the configuration pages
 * explain, and in one page of 30,000 words they made reading its search
 * sections take seconds for any query with common words.
 */
const REFERENCE_ARTICLE = `[data-article="${REFERENCE_FILE.replace(/\.mdx?$/, "")}"]`;
export const EXCLUDED_FROM_INDEX = [
  `${REFERENCE_ARTICLE} > :not(h2, h3, h4, h5, h6, section)`,
  `${REFERENCE_ARTICLE} section > :not(h2, h3, h4, h5, h6)`,
];

/**
 * Builds the offline search index from the prerendered HTML with Pagefind.
 * Only elements marked `data-pagefind-body` are indexed (each documentation
 * page's article), so printable pages, the 404 page and the app shell, which
 * have none, stay out of it.
 */
export async function writeSearchIndex(outDir: string): Promise<{ pages: number }> {
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors: EXCLUDED_FROM_INDEX });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    const added = await index.addDirectory({ path: outDir, glob: "**/*.html" });
    if (added.errors.length) throw new Error(`Pagefind could not index the site: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath: path.join(outDir, SEARCH_INDEX_DIR) });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
    return { pages: added.page_count };
  } finally {
    await pagefind.close();
  }
}
