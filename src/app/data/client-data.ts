import type { LoadedPage } from "../../shared/page-record.ts";
import type { SectionData } from "../../shared/types.ts";
import { sectionNameOf } from "../routes.ts";
import { fetchPage } from "./article-loader.ts";
import { retryOnce } from "./stale-build.ts";
import type { SiteData } from "./SiteData.tsx";

/** Changes to the data while the app runs: the development server's updates when content is saved. */
export interface DataChanges {
  sections?: SectionData[];
  pages?: LoadedPage[];
  /** URLs whose pages are gone, or changed without being sent: loaded afresh when next shown. */
  removed?: string[];
}

export type ClientData = SiteData & {
  /** Puts in a page this document already carries (its record inline, its HTML prerendered). */
  prime(page: LoadedPage): void;
  update(changes: DataChanges): void;
};

/**
 * The browser's data: each section's menu is a lazy chunk webpack loads, each
 * page's record and HTML an article file the article loader fetches, named by
 * its section's index of pages.
 */
export function createClientData(): ClientData {
  const sections = new Map<string, SectionData>();
  const pages = new Map<string, LoadedPage>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  // Loads by URL: the article and the sidebar ask for the same page at once, and one request serves both.
  const pending = new Map<string, Promise<LoadedPage>>();
  const data: ClientData = {
    peekSection: (name) => sections.get(name),
    async loadSection(name) {
      const module = (await retryOnce(() => import(/* webpackChunkName: "section-[request]" */ `@generated/sections/${name}.js`))) as {
        data: SectionData;
      };
      // A section the development server replaced meanwhile stays as it was sent.
      if (!sections.has(name)) {
        sections.set(name, module.data);
        changed();
      }
      return sections.get(name)!;
    },
    peekPage: (url) => pages.get(url),
    loadPage(url) {
      let loading = pending.get(url);
      if (!loading) {
        loading = data.loadSection(sectionNameOf(url)).then(async (section) => {
          const page = await fetchPage(url, section.pages[url]?.article);
          data.prime(page);
          return page;
        });
        pending.set(url, loading);
        // A failed load may be asked for again (by the next navigation to the page).
        loading.catch(() => pending.delete(url));
      }
      return loading;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prime(page) {
      pages.set(page.record.url, page);
      changed();
    },
    update(changes) {
      for (const section of changes.sections ?? []) sections.set(section.name, section);
      for (const page of changes.pages ?? []) pages.set(page.record.url, page);
      for (const url of changes.removed ?? []) {
        pages.delete(url);
        pending.delete(url);
      }
      changed();
    },
  };
  return data;
}
