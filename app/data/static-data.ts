import type { SectionData } from "../../common/types.ts";
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
export function createStaticData(sections: SectionData[], contents: Record<string, string>): SiteData {
  // Built per call, these maps made prerendering quadratic in the number of pages.
  const { byName, descriptions } = lookupsOf(sections);
  return {
    peekSection: (name) => byName.get(name),
    loadSection: (name) => Promise.resolve(byName.get(name)!),
    peekContent: (key) => contents[key],
    loadContent: (key) => Promise.resolve(contents[key]!),
    peekDescription: (key) => descriptions.get(key),
  };
}
