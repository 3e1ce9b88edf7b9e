import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import pMap from "p-map";
import { articleUrl, type ArticleFile } from "../../shared/articles.ts";
import { menuAnchors } from "../../shared/menu-anchors.ts";
import type { RouteData, SectionData } from "../../shared/types.ts";
import { articleKeysOf, type Articles } from "./generated-modules.ts";

/**
 * Writes the article file of every page that has one where the browser asks
 * for it (`<siteDir>/articles/<key>.json`, see `src/shared/articles.ts`): the
 * pages the section modules list. A few at a time, each
 * file's text made just before it is written: all of them at once are the
 * whole site's HTML again.
 */
export async function writeArticleFiles(
  siteDir: string,
  site: { articles: Articles; sections: SectionData[]; routes: Map<string, RouteData> },
): Promise<number> {
  const urlOf = new Map<string, string>();
  for (const section of site.sections) {
    const keys = new Set(articleKeysOf(section));
    for (const [url, page] of Object.entries(section.pages))
      if (keys.has(page.articleKey) && !urlOf.has(page.articleKey)) urlOf.set(page.articleKey, url);
  }
  await pMap(
    urlOf,
    async ([key, url]) => {
      const article = site.articles.get(key);
      const route = site.routes.get(url);
      if (!article || !route) throw new Error(`no article or route data for ${key} (${url})`);
      const file = path.join(siteDir, ...articleUrl(key).split("/"));
      await mkdir(path.dirname(file), { recursive: true });
      const data: ArticleFile = { html: article.html, anchors: menuAnchors(article.anchors), route };
      await writeFile(file, JSON.stringify(data));
    },
    { concurrency: 32 },
  );
  return urlOf.size;
}
