/**
 * The search engine behind the header's box: Pagefind's browser module and
 * its index, written by the build to `/pagefind/`. Loaded on first use only;
 * the service worker precaches both, so search works offline.
 */

export interface SearchResult {
  url: string;
  title: string;
  section: string;
  /** Pagefind's excerpt: escaped text with the matched words in `<mark>`. */
  excerpt: string;
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string; section?: string };
}

interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}

export const SEARCH_MODULE = "/pagefind/pagefind.js";

let engine: Promise<Pagefind> | undefined;

/** Loads Pagefind once; a failed load (offline before the worker cached it) may be retried. */
export function loadEngine(): Promise<Pagefind> {
  engine ??= (import(/* webpackIgnore: true */ SEARCH_MODULE) as Promise<Pagefind>).then(async (pagefind) => {
    // Short excerpts keep every result in view without scrolling the list.
    await pagefind.options({ excerptLength: 12 });
    await pagefind.init();
    return pagefind;
  });
  engine.catch(() => (engine = undefined));
  return engine;
}

/** How many results the box shows. */
export const RESULT_LIMIT = 7;

export async function searchDocs(query: string): Promise<SearchResult[]> {
  const pagefind = await loadEngine();
  const response = await pagefind.search(query);
  if (!response) return [];
  // Read a few more than shown, so a title match just below the cut can move up.
  const data = await Promise.all(response.results.slice(0, RESULT_LIMIT * 2).map((result) => result.data()));
  const results = data.map((item) => ({
    url: item.url,
    title: item.meta.title ?? item.url,
    section: item.meta.section ?? "",
    excerpt: item.excerpt,
  }));
  return rankTitleMatchesFirst(query, results).slice(0, RESULT_LIMIT);
}

/**
 * Pages whose title contains every word of the query come first; within each
 * group Pagefind's own order (relevance) is kept.
 */
export function rankTitleMatchesFirst<T extends { title: string }>(query: string, results: T[]): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (result: T) => words.length > 0 && words.every((word) => result.title.toLowerCase().includes(word));
  return [...results.filter(matches), ...results.filter((result) => !matches(result))];
}
