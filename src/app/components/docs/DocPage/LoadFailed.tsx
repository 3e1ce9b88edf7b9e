import { useEffect, useState } from "react";
import { answers, isFromOlderBuild } from "../../../data/stale-build.ts";
import { LoadError } from "../../chrome/LoadError/LoadError.tsx";
import { Placeholder } from "../../chrome/Placeholder/Placeholder.tsx";
import { FullPageLoad, documentPath } from "./FullPageLoad.tsx";

/**
 * A client-side navigation to `url` whose code or data failed to load. When the failure is this tab's build being
 * older than the site's (the server answers, but no longer has the file) and the server serves `url`, the page is
 * loaded in full, once: the new document runs the new build. Otherwise (offline, the server down, or the full load
 * already happened) the reader sees "Error loading content." and the rest of the page keeps working.
 */
export function LoadFailed({ url, error }: { url: string; error: unknown }) {
  const [outcome, setOutcome] = useState<"checking" | "load in full" | "error">(url === documentPath ? "error" : "checking");
  useEffect(() => {
    if (url === documentPath) return;
    let cancelled = false;
    void (async () => {
      const loadInFull = (await isFromOlderBuild(error)) && (await answers(url));
      if (!cancelled) setOutcome(loadInFull ? "load in full" : "error");
    })();
    return () => {
      cancelled = true;
    };
  }, [url, error]);
  if (outcome === "checking") return <Placeholder />;
  return outcome === "load in full" ? <FullPageLoad url={url} /> : <LoadError />;
}
