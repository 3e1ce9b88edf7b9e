import { ROOT_SECTION, type PageData, type SectionData } from "../common/types.ts";
import { sectionOfUrl } from "../common/site.ts";

/** The data chunk a URL's page lives in. */
export function sectionNameOf(pathname: string): string {
  return sectionOfUrl(pathname) ?? ROOT_SECTION;
}

/** Client-side redirect kept from the old site: the cache options moved to their own page. */
export function hashRedirect(pathname: string, hash: string): string | undefined {
  if (pathname === "/configuration/other-options/" && hash.startsWith("#cache")) return `/configuration/cache/${hash}`;
  return undefined;
}

/** Whether a page shows its section's sidebar (a drawer on phones): not printable pages, not sections without a menu. */
export function hasSidebar(section: SectionData, page: PageData): boolean {
  return section.menu.length > 0 && !page.printable;
}
