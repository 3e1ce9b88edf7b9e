/**
 * The search engine behind the header's box: Pagefind's browser module and
 * its index, written by the build to `/pagefind/`. Loaded on first use only;
 * the service worker precaches both, so search works offline.
 */
import { OPTIONS_REFERENCE_URL } from "../../../../shared/site.ts";
import { rankResults, type EnginePage, type EngineSection, type PageHit } from "./rank-results.ts";

export type { PageHit, SectionHit } from "./rank-results.ts";

interface PagefindData {
  url: string;
  excerpt: string;
  content: string;
  meta: { title?: string; section?: string };
  sub_results: EngineSection[];
}

interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}

/** The part of Pagefind's browser API the site uses. */
export interface Pagefind {
  options(options: { excerptLength?: number; ranking?: Record<string, number> }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

export const SEARCH_MODULE = "/pagefind/pagefind.js";

/**
 * Pagefind's ranking, set for pages of very different lengths: the long
 * configuration pages must not lose to a short page that mentions an option
 * once (`pageLength`, default 0.75), and a word that starts like the query's
 * (`multiple` in `entryChunkMultiplicator`) counts for less than the word itself
 * (`termSimilarity`, default 1). Measured with the relevance test's queries.
 */
export const RANKING = { pageLength: 0.75, termSimilarity: 1 };

/** Words in an excerpt: enough to show the sentence around the match. */
const EXCERPT_WORDS = 16;

let engine: Promise<Pagefind> | undefined;

/** Loads Pagefind once; a failed load (offline before the worker cached it) may be retried. */
export function loadEngine(): Promise<Pagefind> {
  engine ??= (import(/* webpackIgnore: true */ SEARCH_MODULE) as Promise<Pagefind>).then(async (pagefind) => {
    await configureEngine(pagefind);
    return pagefind;
  });
  engine.catch(() => (engine = undefined));
  return engine;
}

export async function configureEngine(pagefind: Pagefind): Promise<void> {
  await pagefind.options({ excerptLength: EXCERPT_WORDS, ranking: RANKING });
  await pagefind.init();
}

/** How many pages the box shows. */
export const PAGE_LIMIT = 6;
/** How many of the engine's best pages are read (each is one small download) to choose and order them. */
const CANDIDATES = 12;
/** How many more come from the query read as separate words, when it is a path. */
const PATH_CANDIDATES = 4;

export async function searchDocs(query: string): Promise<PageHit[]> {
  return searchWith(await loadEngine(), query, PAGE_LIMIT);
}

/**
 * Searches, reads the best candidates and orders them (rank-results.ts).
 * A dotted query (`compiler.hooks.emit`) is also searched as separate words:
 * Pagefind matches a dotted word only as a whole, and the page that answers
 * it may never write the path out.
 */
export async function searchWith(pagefind: Pagefind, query: string, limit: number): Promise<PageHit[]> {
  const asWords = query.includes(".") ? query.replace(/\./g, " ") : undefined;
  const [found, foundAsWords] = await Promise.all([pagefind.search(query), asWords ? pagefind.search(asWords) : undefined]);
  const candidates = (found?.results ?? []).slice(0, CANDIDATES);
  const seen = new Set(candidates.map((result) => result.id));
  for (const result of (foundAsWords?.results ?? []).slice(0, PATH_CANDIDATES)) {
    if (!seen.has(result.id)) candidates.push(result);
  }
  const pages: EnginePage[] = (await Promise.all(candidates.map((result) => result.data()))).map((data) => ({
    url: data.url,
    title: data.meta.title ?? data.url,
    section: data.meta.section ?? "",
    excerpt: data.excerpt,
    content: data.content,
    sections: data.sub_results,
  }));
  return rankResults(query, pages, { limit, catalogue: OPTIONS_REFERENCE_URL });
}
