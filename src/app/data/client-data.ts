import { menuAnchors } from "../../shared/menu-anchors.ts";
import type { ArticleContent, RouteData, SectionData } from "../../shared/types.ts";
import { loadArticle } from "./article-loader.ts";
import { retryOnce } from "./stale-build.ts";
import type { SiteData } from "./SiteData.tsx";

/** A generated section module (src/node/site/generate.ts): its data, and the pages that have an article chunk. */
interface SectionModule {
  data: SectionData;
  articles: string[];
}

/**
 * The browser's data: each section's menu and each page's article are lazy
 * chunks, loaded by webpack's runtime so that it reports failures ("Loading
 * chunk … failed"). Which pages have an article comes with their section; an
 * unknown page is "Cannot find module" with code MODULE_NOT_FOUND, as webpack
 * reports an unknown request.
 */
export function createClientData(): SiteData & { primeContent(key: string, content: ArticleContent, route: RouteData | undefined): void } {
  const sections = new Map<string, SectionData>();
  const contents = new Map<string, ArticleContent>();
  const routes = new Map<string, RouteData>();
  const articleKeys = new Set<string>();
  return {
    peekSection: (name) => sections.get(name),
    async loadSection(name) {
      const module = (await retryOnce(() => import(/* webpackChunkName: "section-[request]" */ `@generated/sections/${name}.js`))) as SectionModule;
      for (const key of module.articles) articleKeys.add(key);
      sections.set(name, module.data);
      return module.data;
    },
    peekContent: (key) => contents.get(key),
    async loadContent(key) {
      if (!articleKeys.has(key)) throw Object.assign(new Error(`Cannot find module './${key}.html'`), { code: "MODULE_NOT_FOUND" });
      const module = await loadArticle(key);
      const content: ArticleContent = { html: module.html, anchors: menuAnchors(module.anchors) };
      routes.set(key, module.route);
      contents.set(key, content);
      return content;
    },
    canLoadContent: (key) => contents.has(key) || articleKeys.has(key),
    peekRoute: (key) => routes.get(key),
    primeContent(key, content, route) {
      contents.set(key, content);
      if (route) routes.set(key, route);
    },
  };
}
