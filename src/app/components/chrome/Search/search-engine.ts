/**
 * The search engine behind the header's box: Pagefind's browser module and
 * its index, written by the build to `/pagefind/`. Loaded on first use only;
 * the service worker precaches both, so search works offline.
 */
import { escapeHtml } from "../../../../shared/escape-html.ts";
import { rankResults, type EnginePage, type EngineSection, type PageHit } from "./rank-results.ts";

export type { PageHit, SectionHit } from "./rank-results.ts";

interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

interface PagefindData {
  url: string;
  excerpt: string;
  content: string;
  meta: { title?: string; section?: string; description?: string; secondary?: string };
  anchors: PagefindAnchor[];
  sub_results: (EngineSection & { anchor?: PagefindAnchor })[];
}

interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}

/** The part of Pagefind's browser API the site uses. */
export interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
}

export const SEARCH_MODULE = "/pagefind/pagefind.js";

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
  // Pagefind's own ranking options (pageLength, termFrequency, termSimilarity, termSaturation) stay at their
  // defaults: on the relevance queries no setting moved more than one query; the order is decided in rank-results.ts.
  await pagefind.options({ excerptLength: EXCERPT_WORDS });
  await pagefind.init();
}

/** How many pages the box shows. */
export const PAGE_LIMIT = 6;
/** How many of the engine's best pages are read (each is one small download) to choose and order them. */
const CANDIDATES = 12;
/** How many more come from each other reading of the query: separate words (a path), an exact phrase (a long one), one word left out (a few plain words). */
const EXTRA_CANDIDATES = 3;
/** From this many words, a query is also searched as an exact phrase: a pasted message. */
const PHRASE_WORDS = 5;

export async function searchDocs(query: string): Promise<PageHit[]> {
  return searchWith(await loadEngine(), query, PAGE_LIMIT);
}

/**
 * Searches, reads the best candidates and orders them (rank-results.ts).
 * A dotted query (`compiler.hooks.emit`) is also searched as separate words:
 * Pagefind matches a dotted word only as a whole, and the page that answers
 * it may never write the path out. A long query is also searched as an exact
 * phrase (Pagefind's quotes), which finds a pasted error message among pages
 * full of its common words.
 */
export async function searchWith(pagefind: Pagefind, query: string, limit: number): Promise<PageHit[]> {
  const asWords = query.includes(".") ? query.replace(/\./g, " ") : undefined;
  const asPhrase = query.trim().split(/\s+/).length >= PHRASE_WORDS ? `"${query.trim().replace(/"/g, "")}"` : undefined;
  const [found, foundAsWords, foundAsPhrase, ...foundWithWordLeftOut] = await Promise.all([
    pagefind.search(query),
    asWords ? pagefind.search(asWords) : undefined,
    asPhrase ? pagefind.search(asPhrase) : undefined,
    ...withOneWordLeftOut(query).map((shorter) => pagefind.search(shorter)),
  ]);
  const candidates = (found?.results ?? []).slice(0, CANDIDATES);
  const seen = new Set(candidates.map((result) => result.id));
  for (const extra of [foundAsPhrase, foundAsWords, ...foundWithWordLeftOut]) {
    for (const result of (extra?.results ?? []).slice(0, EXTRA_CANDIDATES)) {
      if (!seen.has(result.id)) candidates.push(result);
      seen.add(result.id);
    }
  }
  const holdingQuery = new Set((foundAsPhrase?.results ?? []).map((result) => result.id));
  const data = await Promise.all(candidates.map((result) => result.data()));
  const pages: EnginePage[] = data.map((page, index) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    description: page.meta.description,
    section: page.meta.section ?? "",
    excerpt: page.excerpt,
    holdsQuery: holdingQuery.has(candidates[index]!.id),
    secondary: page.meta.secondary !== undefined,
    sections: sectionsOf(page),
  }));
  return rankResults(query, pages, limit);
}

/**
 * A few words in plain language (`multiple entry points`) are also searched
 * with each word left out in turn: Pagefind finds only pages that hold every
 * word, and the page that answers may say "several" where the reader says
 * "multiple".
 */
function withOneWordLeftOut(query: string): string[] {
  const words = query.trim().split(/\s+/);
  if (words.length < 2 || words.length >= PHRASE_WORDS || /[.:]/.test(query)) return [];
  return words.map((_, left) => words.filter((__, index) => index !== left).join(" "));
}

/**
 * The sections the query's words were found in (Pagefind's sub-results),
 * and every other heading of the page too, with the words that follow it as
 * excerpt: a heading can name the query (`accept` for `module.hot.accept`)
 * without any of the query's words in its section.
 */
function sectionsOf(page: PagefindData): EngineSection[] {
  const found: EngineSection[] = page.sub_results.map((section) => ({ ...section, position: section.anchor?.location ?? 0 }));
  const urls = new Set(found.map((section) => section.url));
  const words = page.content.split(/\s+/);
  for (const anchor of page.anchors) {
    const url = `${page.url}#${anchor.id}`;
    if (!/^h[2-6]$/i.test(anchor.element) || urls.has(url)) continue;
    const text = words.slice(anchor.location, anchor.location + EXCERPT_WORDS).join(" ");
    found.push({ title: anchor.text, url, excerpt: escapeHtml(text), position: anchor.location });
  }
  return found;
}
