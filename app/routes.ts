import { ROOT_SECTION } from "../common/types.ts";
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
