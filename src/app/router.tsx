import { useCallback, type ReactNode } from "react";
import { Router as WouterRouter, useLocation as useWouterLocation } from "wouter";
import { useLocationProperty } from "wouter/use-browser-location";

/**
 * The app's routing, on wouter (about 2 KB gzip): the browser's history
 * in the browser, a fixed URL in the prerender. Components use these three names and nothing else from the
 * router library, so that it stays replaceable.
 */
export { Link } from "wouter";

/** The prerender's router: every hook sees `url`, and there is no hash. */
export function StaticRouter({ url, children }: { url: string; children: ReactNode }) {
  return <WouterRouter ssrPath={url}>{children}</WouterRouter>;
}

// The hash is read afresh on every history change (wouter's subscription includes `hashchange`).
const currentHash = () => (typeof window === "undefined" ? "" : window.location.hash);

/** The current path and hash. The hash is "" in the prerender. */
export function useLocation(): { pathname: string; hash: string } {
  const [pathname] = useWouterLocation();
  const hash = useLocationProperty(currentHash, currentHash);
  return { pathname, hash };
}

/** Client-side navigation to a URL of this site (path, optionally with a hash). */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useWouterLocation();
  return useCallback((to: string, options?: { replace?: boolean }) => navigate(to, options), [navigate]);
}
