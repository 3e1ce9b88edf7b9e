import { useEffect } from "react";
import { LoadError } from "../../chrome/LoadError/LoadError.tsx";
import { Placeholder } from "../../chrome/Placeholder/Placeholder.tsx";

/** The path of the HTML document the app started in (undefined in the prerender). */
const documentPath = typeof window === "undefined" ? undefined : window.location.pathname;

/**
 * A route that exists only as prerendered HTML (a printable page, which has
 * no article chunk): reached by client navigation, it is loaded as a whole
 * document. When this document already is that URL but without the page
 * (the offline app shell), loading it again would loop: say it failed.
 */
export function FullPageLoad({ url }: { url: string }) {
  const isThisDocument = url === documentPath;
  useEffect(() => {
    if (!isThisDocument) window.location.assign(url);
  }, [url, isThisDocument]);
  return isThisDocument ? <LoadError /> : <Placeholder />;
}
