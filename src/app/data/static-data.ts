import type { LoadedPage } from "../../shared/page-record.ts";
import type { SectionData } from "../../shared/types.ts";
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

/** The prerender's data: everything is already in memory (the pages by URL). */
export function createStaticData(sections: SectionData[], pages: Record<string, LoadedPage>): SiteData {
  const byName = sectionsByName(sections);
  return {
    peekSection: (name) => byName.get(name),
    loadSection: (name) => Promise.resolve(byName.get(name)!),
    peekPage: (url) => pages[url],
    loadPage: (url) => Promise.resolve(pages[url]!),
    subscribe: () => () => undefined,
  };
}
