import type { SectionData } from "../../common/types.ts";
import type { SiteData } from "./SiteData.tsx";

/** The prerender's data: everything is already in memory. */
export function createStaticData(sections: SectionData[], contents: Record<string, string>): SiteData {
  const byName = new Map(sections.map((section) => [section.name, section]));
  const descriptions = new Map(
    sections.flatMap((section) => Object.values(section.pages).map((page) => [page.contentKey, page.description] as const)),
  );
  return {
    peekSection: (name) => byName.get(name),
    loadSection: (name) => Promise.resolve(byName.get(name)!),
    peekContent: (key) => contents[key],
    loadContent: (key) => Promise.resolve(contents[key]!),
    peekDescription: (key) => descriptions.get(key),
  };
}
