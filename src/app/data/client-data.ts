import type { ArticleContent, RouteData, SectionData } from "../../shared/types.ts";
import { fetchArticleFile } from "./article-loader.ts";
import { retryOnce } from "./stale-build.ts";
import type { SiteData } from "./SiteData.tsx";

/** A generated section module (src/node/site/generated-modules.ts): its data, and the pages that have an article file. */
interface SectionModule {
  data: SectionData;
  articles: string[];
}

/**
 * The browser's data: each section's menu is a lazy chunk webpack loads, each
 * page's article a file the article loader fetches (its failures are shaped as
 * webpack's). Which pages have an article comes with their section.
 */
export function createClientData(): SiteData & { primeArticle(key: string, content: ArticleContent, route: RouteData | undefined): void } {
  const sections = new Map<string, SectionData>();
  const contents = new Map<string, ArticleContent>();
  const routes = new Map<string, RouteData>();
  const articleKeys = new Set<string>();
  // Loads by key: the article and the sidebar ask for the same page's article at once, and one request serves both.
  const pending = new Map<string, Promise<ArticleContent>>();
  return {
    peekSection: (name) => sections.get(name),
    async loadSection(name) {
      const module = (await retryOnce(() => import(/* webpackChunkName: "section-[request]" */ `@generated/sections/${name}.js`))) as SectionModule;
      for (const key of module.articles) articleKeys.add(key);
      sections.set(name, module.data);
      return module.data;
    },
    peekArticle: (key) => contents.get(key),
    loadArticle(key) {
      let loading = pending.get(key);
      if (!loading) {
        loading = fetchArticleFile(key, articleKeys).then(({ route, ...content }) => {
          routes.set(key, route);
          contents.set(key, content);
          return content;
        });
        pending.set(key, loading);
        // A failed load may be asked for again (by the next navigation to the page).
        loading.catch(() => pending.delete(key));
      }
      return loading;
    },
    canLoadArticle: (key) => contents.has(key) || articleKeys.has(key),
    peekRoute: (key) => routes.get(key),
    primeArticle(key, content, route) {
      contents.set(key, content);
      if (route) routes.set(key, route);
    },
  };
}
