import { useEffect } from "react";
import { LoadError } from "../../chrome/LoadError/LoadError.tsx";
import { Placeholder } from "../../chrome/Placeholder/Placeholder.tsx";

/** The path of the HTML document the app started in (undefined in the prerender). */
export const documentPath = typeof window === "undefined" ? undefined : window.location.pathname;

/**
 * A route the app loads as a whole document: one that exists only as prerendered HTML (a printable page, which has no
 * article chunk), or one whose code or data this tab's older build can no longer load (`LoadFailed.tsx`). When this
 * document already is that URL (the offline app shell, or the page just loaded in full), loading it again would loop:
 * say it failed. The hash and query the reader navigated to are kept.
 */
export function FullPageLoad({ url }: { url: string }) {
  const isThisDocument = url === documentPath;
  useEffect(() => {
    if (isThisDocument) return;
    const { pathname, search, hash } = window.location;
    window.location.assign(pathname === url ? `${url}${search}${hash}` : url);
  }, [url, isThisDocument]);
  return isThisDocument ? <LoadError /> : <Placeholder />;
}
