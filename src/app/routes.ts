import site from "@generated/site.json";
import { ROOT_SECTION, type PageData, type SectionData, type SectionInfo } from "../shared/types.ts";

/** The content's sections, in folder order (generated from the top-level content folders). */
export const SECTIONS: readonly SectionInfo[] = site.sections;

/** Heads of the app's own routes, computed at build time like every route's. */
export const APP_ROUTE_HEADS = site.heads;

/** The section a URL belongs to: its first path segment when that is a section. */
export function sectionOfUrl(pathname: string): SectionInfo | undefined {
  const first = pathname.split("/").filter(Boolean)[0];
  return SECTIONS.find((section) => section.name === first);
}

/** The data chunk a URL's page lives in. */
export function sectionNameOf(pathname: string): string {
  return sectionOfUrl(pathname)?.name ?? ROOT_SECTION;
}

/** Where the content's fragment redirects (content/redirects.json) send this page and hash, if anywhere; the hash is kept. */
export function hashRedirect(pathname: string, hash: string): string | undefined {
  const rule = site.fragmentRedirects.find((candidate) => candidate.path === pathname && hash.startsWith(candidate.hashPrefix));
  return rule && `${rule.destination}${hash}`;
}

/** Whether a page shows its section's sidebar (a drawer on phones): not printable pages, not sections without a menu. */
export function hasSidebar(section: SectionData, page: PageData): boolean {
  return section.menu.length > 0 && !page.printable;
}
