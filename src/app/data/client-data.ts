import { menuAnchors } from "../../shared/menu-anchors.ts";
import type { ArticleContent, ArticleData, RouteData, SectionData } from "../../shared/types.ts";
import type { SiteData } from "./SiteData.tsx";

/** A generated section module (src/node/site/generate.ts): its data, and a loader per page article. */
interface SectionModule {
  data: SectionData;
  pages: Record<string, () => Promise<ArticleData & { route: RouteData }>>;
}

/**
 * The browser's data: each section's menu and each page's article are lazy
 * chunks, loaded through webpack's dynamic import so that its runtime reports
 * failures ("Loading chunk … failed"). A page's article loader comes with its
 * section; an unknown page is "Cannot find module" with code MODULE_NOT_FOUND,
 * as webpack reports an unknown request.
 */
export function createClientData(): SiteData & { primeContent(key: string, content: ArticleContent, route: RouteData | undefined): void } {
  const sections = new Map<string, SectionData>();
  const contents = new Map<string, ArticleContent>();
  const routes = new Map<string, RouteData>();
  const articleLoaders = new Map<string, SectionModule["pages"][string]>();
  return {
    peekSection: (name) => sections.get(name),
    async loadSection(name) {
      const module = (await import(/* webpackChunkName: "section-[request]" */ `@generated/sections/${name}.js`)) as SectionModule;
      for (const [key, load] of Object.entries(module.pages)) articleLoaders.set(key, load);
      sections.set(name, module.data);
      return module.data;
    },
    peekContent: (key) => contents.get(key),
    async loadContent(key) {
      const load = articleLoaders.get(key);
      if (!load) throw Object.assign(new Error(`Cannot find module './${key}.html'`), { code: "MODULE_NOT_FOUND" });
      const module = await load();
      const content: ArticleContent = { html: module.html, anchors: menuAnchors(module.anchors) };
      routes.set(key, module.route);
      contents.set(key, content);
      return content;
    },
    canLoadContent: (key) => contents.has(key) || articleLoaders.has(key),
    peekRoute: (key) => routes.get(key),
    primeContent(key, content, route) {
      contents.set(key, content);
      if (route) routes.set(key, route);
    },
  };
}
