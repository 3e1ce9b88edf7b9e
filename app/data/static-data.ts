import { menuAnchors } from "../../common/menu-anchors.ts";
import type { ArticleContent, ArticleData, SectionData } from "../../common/types.ts";
import type { SiteData } from "./SiteData.tsx";

/** The prerender's data: everything is already in memory. */
export function createStaticData(sections: SectionData[], articles: Record<string, ArticleData>): SiteData {
  const byName = new Map(sections.map((section) => [section.name, section]));
  const descriptions = new Map(
    sections.flatMap((section) => Object.values(section.pages).map((page) => [page.contentKey, page.description] as const)),
  );
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
