import { menuAnchors } from "../../common/menu-anchors.ts";
import type { ArticleContent, ArticleData, SectionData } from "../../common/types.ts";
import type { SiteData } from "./SiteData.tsx";

/** Lookups over all sections, made once per sections list: the prerender renders every page with the same list. */
const lookups = new WeakMap<SectionData[], { byName: Map<string, SectionData>; descriptions: Map<string, string | undefined> }>();

function lookupsOf(sections: SectionData[]) {
  let found = lookups.get(sections);
  if (!found) {
    found = {
      byName: new Map(sections.map((section) => [section.name, section])),
      descriptions: new Map(sections.flatMap((section) => Object.values(section.pages).map((page) => [page.contentKey, page.description] as const))),
    };
    lookups.set(sections, found);
  }
  return found;
}

/** The prerender's data: everything is already in memory. */
export function createStaticData(sections: SectionData[], articles: Record<string, ArticleData>): SiteData {
  // Built per call, these maps made prerendering quadratic in the number of pages.
  const { byName, descriptions } = lookupsOf(sections);
  const contents = new Map<string, ArticleContent>(
    Object.entries(articles).map(([key, article]) => [key, { html: article.html, anchors: menuAnchors(article.anchors) }]),
  );
  return {
    peekSection: (name) => byName.get(name),
    loadSection: (name) => Promise.resolve(byName.get(name)!),
    peekContent: (key) => contents.get(key),
    loadContent: (key) => Promise.resolve(contents.get(key)!),
    peekDescription: (key) => descriptions.get(key),
  };
}
