import path from "node:path";
import * as pagefind from "pagefind";

export const SEARCH_INDEX_DIR = "pagefind";

/**
 * Builds the offline search index from the prerendered HTML with Pagefind.
 * Only elements marked `data-pagefind-body` are indexed (each documentation
 * page's article), so printable pages, the 404 page and the app shell, which
 * have none, stay out of it.
 */
export async function writeSearchIndex(outDir: string): Promise<{ pages: number }> {
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
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
