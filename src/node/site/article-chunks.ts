import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import pMap from "p-map";
import { CHUNK_LOADING_GLOBAL, articleChunkId, articleModuleId, articleUrl } from "../../shared/article-chunks.ts";
import type { RouteData, SectionData } from "../../shared/types.ts";
import { articleKeysOf, type Articles } from "./generate.ts";

/**
 * A page's article chunk (see `src/shared/article-chunks.ts`): a script that
 * hands webpack's runtime one chunk holding one module, whose exports are the
 * article's HTML, its sidebar anchors and its route data (head and pager, for
 * client navigation). The data is a JSON string parsed at once: JavaScript
 * engines read JSON faster than the same object written as code.
 */
export function articleChunkSource(key: string, exports: { html: string; anchors: unknown; route: RouteData }): string {
  const global = `self[${JSON.stringify(CHUNK_LOADING_GLOBAL)}]`;
  const module = `(module)=>{module.exports=JSON.parse(${JSON.stringify(JSON.stringify(exports))})}`;
  return `(${global}=${global}||[]).push([[${JSON.stringify(articleChunkId(key))}],{${JSON.stringify(articleModuleId(key))}:${module}}]);\n`;
}

/**
 * Writes the article chunk of every page that has one where the browser asks
 * for it (`<siteDir>/articles/<key>.js`): the pages the section modules list (printable pages
 * too when `printable` is set, for the dev server, which prerenders nothing).
 * A few at a time, each file's text made just before it is written: all of
 * them at once are the whole site's HTML again.
 */
export async function writeArticleChunks(
  siteDir: string,
  site: { articles: Articles; sections: SectionData[]; routes: Map<string, RouteData> },
  options: { printable?: boolean } = {},
): Promise<number> {
  const urlOf = new Map<string, string>();
  for (const section of site.sections) {
    const keys = new Set(articleKeysOf(section, options.printable ?? false));
    for (const [url, page] of Object.entries(section.pages))
      if (keys.has(page.contentKey) && !urlOf.has(page.contentKey)) urlOf.set(page.contentKey, url);
  }
  await pMap(
    urlOf,
    async ([key, url]) => {
      const article = site.articles.get(key);
      const route = site.routes.get(url);
      if (!article || !route) throw new Error(`no article or route data for ${key} (${url})`);
      const file = path.join(siteDir, ...articleUrl(key).split("/"));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, articleChunkSource(key, { ...article, route }));
    },
    { concurrency: 32 },
  );
  return urlOf.size;
}
