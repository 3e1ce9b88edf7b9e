import type { RouteData, SectionData } from "../../common/types.ts";
import type { SiteData } from "./SiteData.tsx";

/** The prerender's data: everything is already in memory (articles and route data by content key). */
export function createStaticData(sections: SectionData[], contents: Record<string, string>, routes: Record<string, RouteData>): SiteData {
  const byName = new Map(sections.map((section) => [section.name, section]));
  return {
    peekSection: (name) => byName.get(name),
    loadSection: (name) => Promise.resolve(byName.get(name)!),
    peekContent: (key) => contents[key],
    loadContent: (key) => Promise.resolve(contents[key]!),
    canLoadContent: (key) => key in contents,
    peekRoute: (key) => routes[key],
  };
}
