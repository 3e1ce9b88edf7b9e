import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import pMap from "p-map";
import { articleUrl } from "../../shared/articles.ts";
import type { LoadedPage } from "../../shared/page-record.ts";
import type { SitePage } from "../content/page-records.ts";

/**
 * Writes the article file of every page that has one where the browser asks
 * for it (`<siteDir>/articles/<name>.json`, see `src/shared/articles.ts`):
 * the page's record and HTML. A few at a time, each file's text made just
 * before it is written: all of them at once are the whole site's HTML again.
 */
export async function writeArticleFiles(siteDir: string, pages: ReadonlyMap<string, SitePage>): Promise<number> {
  const withFiles = [...pages.values()].filter((page) => page.record.article !== undefined);
  await pMap(
    withFiles,
    async (page) => {
      const file = path.join(siteDir, ...articleUrl(page.record.article!).split("/"));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, articleFileText(page));
    },
    { concurrency: 32 },
  );
  return withFiles.length;
}

/** What a page's article file holds: its record and its HTML. */
export function articleFileText(page: SitePage): string {
  const data: LoadedPage = { record: page.record, html: page.html() };
  return JSON.stringify(data);
}
