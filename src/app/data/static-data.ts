import { menuAnchors } from "../../shared/menu-anchors.ts";
import type { ArticleContent, ArticleData, RouteData, SectionData } from "../../shared/types.ts";
import type { SiteData } from "./SiteData.tsx";

/** Sections by name, made once per sections list: the prerender renders every page with the same list. */
const lookups = new WeakMap<SectionData[], Map<string, SectionData>>();

function sectionsByName(sections: SectionData[]): Map<string, SectionData> {
  let found = lookups.get(sections);
  if (!found) {
    // Built per call, this map made prerendering quadratic in the number of pages.
    found = new Map(sections.map((section) => [section.name, section]));
    lookups.set(sections, found);
  }
  return found;
}

/** The prerender's data: everything is already in memory (articles and route data by article key). */
export function createStaticData(sections: SectionData[], articles: Record<string, ArticleData>, routes: Record<string, RouteData>): SiteData {
  const byName = sectionsByName(sections);
  const contents = new Map<string, ArticleContent>(
    Object.entries(articles).map(([key, article]) => [key, { html: article.html, anchors: menuAnchors(article.anchors) }]),
  );
  return {
    peekSection: (name) => byName.get(name),
    loadSection: (name) => Promise.resolve(byName.get(name)!),
    peekArticle: (key) => contents.get(key),
    loadArticle: (key) => Promise.resolve(contents.get(key)!),
    canLoadArticle: (key) => contents.has(key),
    peekRoute: (key) => routes[key],
  };
}
