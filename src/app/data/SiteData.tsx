import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";
import type { LoadedPage } from "../../shared/page-record.ts";
import type { SectionData } from "../../shared/types.ts";

/**
 * Where the app gets its data: each section's chunk (its menu and the index
 * of its pages) and each page's record and HTML, by URL. The browser loads
 * them on demand; the prerender hands everything over up front. Components
 * only read, and re-render when what they read is loaded or replaced (the
 * development server replaces a page when its source is saved).
 */
export interface SiteData {
  /** The section's data when already loaded, else undefined. */
  peekSection(name: string): SectionData | undefined;
  loadSection(name: string): Promise<SectionData>;
  /** The page's record and HTML when already loaded, else undefined. */
  peekPage(url: string): LoadedPage | undefined;
  loadPage(url: string): Promise<LoadedPage>;
  /** Calls `listener` after a section or page is loaded or replaced; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
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
  const data = useSiteData();
  const read = () => (key === undefined ? undefined : peek(key));
  const value = useSyncExternalStore(data.subscribe, read, read);
  const [failure, setFailure] = useState<{ key: string; error: unknown }>();
  const missing = key !== undefined && value === undefined;
  useEffect(() => {
    if (!missing) return;
    let cancelled = false;
    setFailure((previous) => (previous?.key === key ? undefined : previous));
    load(key).catch((error: unknown) => {
      // The reader sees "Error loading content."; the console keeps the error (its type and URL, say) for whoever looks.
      console.error(error);
      if (!cancelled) setFailure({ key, error });
    });
    return () => {
      cancelled = true;
    };
    // `load` is the same function for a given key; re-run only when the key changes or its value goes.
  }, [key, missing]);
  if (value !== undefined) return { status: "ready", value };
  if (key !== undefined && failure?.key === key) return { status: "failed", error: failure.error };
  return { status: "loading" };
}

export function useSection(name: string): Loadable<SectionData> {
  const data = useSiteData();
  return useLoadable(
    name,
    (key) => data.peekSection(key),
    (key) => data.loadSection(key),
  );
}

/** The page at `url`: its record and HTML. */
export function usePage(url: string | undefined): Loadable<LoadedPage> {
  const data = useSiteData();
  return useLoadable(
    url,
    (key) => data.peekPage(key),
    (key) => data.loadPage(key),
  );
}
