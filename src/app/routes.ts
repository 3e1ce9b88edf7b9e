import site from "@generated/site.json";
import type { PageRecord } from "../shared/page-record.ts";
import { ROOT_SECTION, type SectionData, type SectionInfo } from "../shared/types.ts";

/** The content's sections, in folder order (generated from the top-level content folders). */
export const SECTIONS: readonly SectionInfo[] = site.sections;

/** The app's own routes (src/shared/app-routes.ts), each with its head, computed at build time like every route's. */
export const APP_ROUTES = site.appRoutes;

/** The section a URL belongs to: its first path segment when that is a section. */
export function sectionOfUrl(pathname: string): SectionInfo | undefined {
  const first = pathname.split("/").filter(Boolean)[0];
  return SECTIONS.find((section) => section.name === first);
}

/** The data chunk a URL's page lives in. */
export function sectionNameOf(pathname: string): string {
  return sectionOfUrl(pathname)?.name ?? ROOT_SECTION;
}

/**
 * Whether a page shows its section's sidebar (a drawer on phones), as its
 * record says; while its record loads (a client-side navigation, which only
 * pages with an article file take), whether its section has a menu.
 */
export function hasSidebar(section: SectionData, record: PageRecord | undefined): boolean {
  return record ? record.sidebar : section.menu.length > 0;
}
