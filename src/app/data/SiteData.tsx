import { createContext, useContext, useEffect, useState } from "react";
import type { ArticleContent, RouteData, SectionData } from "../../shared/types.ts";

/**
 * Where the app gets its data. The browser loads section and page chunks on
 * demand; the prerender hands everything over up front. Components only read.
 */
export interface SiteData {
  /** The section's data when already loaded, else undefined. */
  peekSection(name: string): SectionData | undefined;
  loadSection(name: string): Promise<SectionData>;
  /** The page's article (HTML and sidebar anchors) when already loaded, else undefined. */
  peekArticle(articleKey: string): ArticleContent | undefined;
  loadArticle(articleKey: string): Promise<ArticleContent>;
  /** Whether the page's article can be loaded here (printable pages have no article file: they are HTML only). */
  canLoadArticle(articleKey: string): boolean;
  /** The page's route data (head, pager), known once its article is (it travels in the article's file). */
  peekRoute(articleKey: string): RouteData | undefined;
}

const SiteDataContext = createContext<SiteData | null>(null);

export const SiteDataProvider = SiteDataContext.Provider;

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error("useSiteData() needs a <SiteDataProvider>");
  return data;
}

export type Loadable<T> = { status: "loading" } | { status: "failed"; error: unknown } | { status: "ready"; value: T };

/** Loads something by key, synchronously when it is already there (so hydration matches the HTML). */
function useLoadable<T>(key: string | undefined, peek: (key: string) => T | undefined, load: (key: string) => Promise<T>): Loadable<T> {
  const [state, setState] = useState<{ key: string | undefined; value: Loadable<T> }>(() => ({ key, value: initial(key) }));
  function initial(current: string | undefined): Loadable<T> {
    if (current === undefined) return { status: "loading" };
    const value = peek(current);
    return value === undefined ? { status: "loading" } : { status: "ready", value };
  }
  const current = state.key === key ? state.value : initial(key);
  useEffect(() => {
    if (key === undefined || current.status !== "loading") return;
    let cancelled = false;
    load(key).then(
      (value) => !cancelled && setState({ key, value: { status: "ready", value } }),
      (error: unknown) => {
        // The reader sees "Error loading content."; the console keeps the error (ChunkLoadError and its URL, say) for whoever looks.
        console.error(error);
        if (!cancelled) setState({ key, value: { status: "failed", error } });
      },
    );
    return () => {
      cancelled = true;
    };
    // `current.status` is derived from key; re-run only when the key changes.
  }, [key]);
  return current;
}

export function useSection(name: string): Loadable<SectionData> {
  const data = useSiteData();
  return useLoadable(
    name,
    (key) => data.peekSection(key),
    (key) => data.loadSection(key),
  );
}

export function useArticle(articleKey: string | undefined): Loadable<ArticleContent> {
  const data = useSiteData();
  return useLoadable(
    articleKey,
    (k) => data.peekArticle(k),
    (k) => data.loadArticle(k),
  );
}
