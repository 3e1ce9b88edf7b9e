/**
 * The search engine behind the header's box: Pagefind's browser module and
 * its index, written by the build to `/pagefind/`. Loaded on first use only;
 * the service worker precaches both, so search works offline.
 */
import type { ErrorTemplate } from "../../../../shared/error-templates.ts";
import { escapeHtml } from "../../../../shared/escape-html.ts";
import { mayBePrintedMessage, prefixOf, readQuery, type ReadQuery } from "./read-query.ts";
import { OTHER_MESSAGES } from "./other-messages.ts";
import { KEYWORD_FILTER } from "../../../../shared/search-attributes.ts";
import { keywordsNamedBy, rankResults, SECTIONS_PER_PAGE, type EnginePage, type EngineSection, type PageHit } from "./rank-results.ts";

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
  meta: { title?: string; section?: string; description?: string; keywords?: string; secondary?: string };
  anchors: PagefindAnchor[];
  sub_results: (EngineSection & { anchor?: PagefindAnchor })[];
}

interface PagefindResult {
  id: string;
  data(): Promise<PagefindData>;
}

/** The part of Pagefind's browser API the site uses. */
export interface Pagefind {
  options(options: { excerptLength?: number; ranking?: { termFrequency?: number } }): Promise<void>;
  init(): Promise<void>;
  /** A search for words, among the pages given a filter's value when `filters` says so. */
  search(query: string, options?: { filters?: Record<string, string[]> }): Promise<{ results: PagefindResult[] } | null>;
  /** Every filter's values, each with its count of pages. */
  filters(): Promise<Record<string, Record<string, number>>>;
}

export const SEARCH_MODULE = "/pagefind/pagefind.js";

let errorTemplates: Promise<readonly ErrorTemplate[]> | undefined;

/**
 * webpack's message templates, each with the errors catalogue's entry that
 * explains it (`error-templates.json`, written by the build): a pasted
 * message that one of them matches opens that entry first (read-query.ts).
 * A chunk of their own, loaded with the engine by the first search that may
 * be a printed message, so neither the first visit nor a search for a name
 * or a question carries them; a failed load (offline before the worker
 * cached it) may be retried, and meanwhile a search goes on without them.
 */
export function loadErrorTemplates(): Promise<readonly ErrorTemplate[]> {
  errorTemplates ??= import(/* webpackChunkName: "error-templates" */ "@generated/error-templates.json").then((module) => module.default);
  errorTemplates.catch(() => (errorTemplates = undefined));
  return errorTemplates;
}

// The development server rewrites the list when an errors page's messages change: take the new one, no reload.
if (import.meta.webpackHot) import.meta.webpackHot.accept("@generated/error-templates.json", () => (errorTemplates = undefined));

/** Pagefind's weight of how often a word occurs in a page, from 0 to 1 (configureEngine). */
const TERM_FREQUENCY = 0.3;

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
  // How often a word occurs counts less than where it occurs (Pagefind's default term frequency is 1): a page
  // whose title, headings or keywords name the words should come before one that repeats them in prose. On the
  // relevance sets, 0.3 moved real readers' queries from 120 to 122 of 126 into the first three and kept the old
  // set whole; 0 lost an old query. The other options (pageLength, termSimilarity, termSaturation) moved none.
  await pagefind.options({ excerptLength: EXCERPT_WORDS, ranking: { termFrequency: TERM_FREQUENCY } });
  await pagefind.init();
}

/** How many of each search's best pages are read (main search, phrase and dotted-words searches, other readings, best coverage), at most `cap` in all. */
interface Take {
  main: number;
  extra: number;
  other: number;
  covered: number;
  cap: number;
}
/** Names and terms: the engine's best dozen and a few from each other reading. */
const WORDS_TAKE: Take = { main: 12, extra: 3, other: 3, covered: 4, cap: 13 };
/** A question or a message: fewer from each search, since its words are weighed on every page found (coverage). */
const SENTENCE_TAKE: Take = { main: 6, extra: 3, other: 2, covered: 5, cap: 10 };

/** How many of an old name's replacement's results are read: the page it leads to is among the first few. */
const REPLACEMENT_TAKE = 4;

/** The results of several searches, each list's first `take`, in order, without repeats, at most `cap`. */
function collect(lists: [PagefindResult[], number][], cap: number): PagefindResult[] {
  const chosen = new Map<string, PagefindResult>();
  for (const [results, take] of lists) {
    for (const result of results.slice(0, take)) if (chosen.size < cap && !chosen.has(result.id)) chosen.set(result.id, result);
  }
  return [...chosen.values()];
}

/**
 * A question or a message searches at most this many distinct words: each
 * downloads its part of the index (src/node/search/index-parts.ts), and a
 * first search must stay within the site's budget (370 KB, engine included,
 * search-download.spec.ts). More words found no more right pages on the
 * relevance sets.
 */
const WORD_BUDGET = 6;

/** The other searches that add no more distinct words to those of `first` than the budget allows, in order of priority. */
function withinBudget(first: string[], others: string[], budget: number): string[] {
  const wordsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}_$.-]+/u)
      .filter(Boolean);
  const searchedWords = new Set(first.flatMap(wordsOf));
  return others.filter((other) => {
    const more = wordsOf(other).filter((word) => !searchedWords.has(word));
    if (searchedWords.size + new Set(more).size > budget) return false;
    for (const word of more) searchedWords.add(word);
    return true;
  });
}

/** How many pages the box shows. */
export const PAGE_LIMIT = 6;
/** How many pages a relaxed search reads at most. */
const CANDIDATES = 12;
/** A question's words, filler left out, are also searched with one left out when there are fewer than this many. */
const QUESTION_WORDS = 5;
/** From this many words, a query is also searched as an exact phrase: a pasted message. */
const PHRASE_WORDS = 5;

/** What the box shows for a query: the pages, and whether they come from a relaxed search (no page matched every word). */
export interface SearchOutcome {
  pages: PageHit[];
  /** Nothing matched the query as read; these pages match part of it, or its words' beginnings. */
  relaxed: boolean;
}

/** Searches as the box does: with webpack's message templates when the query may be a printed message (only then are they downloaded). */
export async function searchDocs(query: string, limit = PAGE_LIMIT): Promise<SearchOutcome> {
  const noTemplates: readonly ErrorTemplate[] = [];
  const [pagefind, templates] = await Promise.all([
    loadEngine(),
    mayBePrintedMessage(query) ? loadErrorTemplates().catch(() => noTemplates) : noTemplates,
  ]);
  return searchWith(pagefind, query, limit, templates);
}

/**
 * Reads the query (read-query.ts), searches, reads the best candidates and
 * orders them (rank-results.ts).
 * - Names and terms are searched as typed. A dotted query
 *   (`compiler.hooks.emit`) is also searched as separate words: Pagefind
 *   matches a dotted word only as a whole, and the page that answers it may
 *   never write the path out. A long query is also searched as an exact
 *   phrase (Pagefind's quotes).
 * - A question is searched without its question and filler words.
 * - A pasted message is searched by its fixed words, and its longest stretch
 *   of fixed text as an exact phrase; a quoted name in it on its own.
 * - An old name is also searched by today's name, whose page comes first.
 * - When nothing matches, the search is relaxed (relaxedCandidates) and the
 *   outcome says so.
 */
export async function searchWith(pagefind: Pagefind, query: string, limit: number, templates: readonly ErrorTemplate[] = []): Promise<SearchOutcome> {
  // The templates count only for a query that may be a printed message, the only one the box downloads them for.
  const reading = readQuery(query, mayBePrintedMessage(query) ? withOtherMessages(templates) : []);
  const searched = reading.kind === "words" ? query.trim() : reading.text;
  // A sentence's dotted words are not searched apart: every word searched downloads its part of the index.
  const asWords = reading.kind === "words" && searched.includes(".") ? searched.replace(/\./g, " ") : undefined;
  const phrase = reading.kind === "message" ? reading.phrase : searched.split(/\s+/).length >= PHRASE_WORDS ? searched : undefined;
  const asPhrase = phrase ? `"${phrase.replace(/"/g, "")}"` : undefined;
  // An old name's replacement is always searched: its page comes first (pinned). So is a path a sentence names.
  const replacements = [
    ...reading.oldNames.map((old) => old.now),
    ...reading.paths.filter((path) => !reading.oldNames.some((old) => old.name === path)),
  ];
  const others = [
    ...replacements,
    ...withinBudget(
      [searched, phrase ?? "", asWords ?? "", ...replacements],
      reading.kind === "message" ? messageParts(reading) : withOneWordLeftOut(searched, reading.kind === "question" ? QUESTION_WORDS : PHRASE_WORDS),
      reading.kind === "words" ? Infinity : WORD_BUDGET,
    ),
  ];
  const keywords = await keywordsNamed(pagefind, reading.kind === "words" ? query : reading.text);
  const [found, foundAsWords, foundAsPhrase, ...foundOthers] = await Promise.all([
    pagefind.search(searched),
    asWords ? pagefind.search(asWords) : undefined,
    asPhrase ? pagefind.search(asPhrase) : undefined,
    ...others.map((other) => pagefind.search(other)),
  ]);
  const covered = await coverage(pagefind, reading.kind === "words" && !/\s/.test(searched.trim()) ? [] : termsOf(reading.text));
  // Two words of a question side by side may be a page's name ("tree shaking", "code splitting"): each pair is
  // searched on its own (Pagefind ranks a quoted phrase's pages by page, not by weight), at no cost in downloads
  // (coverage has fetched both words' part of the index).
  const pairs = reading.kind === "question" ? await Promise.all(pairsOf(reading.text).map((pair) => pagefind.search(pair))) : [];
  // Searched by the keyword's own words (which its pages hold), the filter keeping its pages: Pagefind answers a search
  // without words by downloading its whole index.
  const keywordPages = await Promise.all(keywords.map((keyword) => pagefind.search(keyword, { filters: { [KEYWORD_FILTER]: [keyword] } })));
  // Each candidate is one more download (its page's fragment): a sentence reads fewer from each search, within a cap.
  const sentence = reading.kind !== "words";
  const take = sentence ? SENTENCE_TAKE : WORDS_TAKE;
  let candidates = collect(
    [
      ...foundOthers.slice(0, replacements.length).map((outcome): [PagefindResult[], number] => [outcome?.results ?? [], REPLACEMENT_TAKE]),
      ...keywordPages.map((outcome): [PagefindResult[], number] => [outcome?.results ?? [], KEYWORD_TAKE]),
      [found?.results ?? [], take.main],
      ...pairs.map((outcome): [PagefindResult[], number] => [outcome?.results ?? [], PAIR_TAKE]),
      [foundAsPhrase?.results ?? [], take.extra],
      [foundAsWords?.results ?? [], take.extra],
      ...foundOthers.slice(replacements.length).map((outcome): [PagefindResult[], number] => [outcome?.results ?? [], take.other]),
      [covered.best, take.covered],
    ],
    take.cap,
  );
  // Strict: some page holds every word searched (or the whole phrase). Otherwise what is shown holds only part of the query.
  const strict = [found, foundAsWords, foundAsPhrase].some((outcome) => outcome?.results.length);
  if (!candidates.length) candidates = await relaxedCandidates(pagefind, reading.text);
  const relaxed = !strict;
  const holdingQuery = new Set((foundAsPhrase?.results ?? []).map((result) => result.id));
  // Each search gives a page's sections the locations of its own words: a page found by the main search has its
  // sections scored by the words the weighing searched for one by one too (the fragment is downloaded once).
  const data = await Promise.all(
    candidates.map(async (result) => {
      const others = covered.byTerm.flatMap((results) => results.filter((other) => other.id === result.id && other !== result));
      const [page, ...more] = await Promise.all([result.data(), ...others.map((other) => other.data())]);
      return withLocationsOf(page, more);
    }),
  );
  const pages: EnginePage[] = data.map((page, index) => ({
    url: page.url,
    title: page.meta.title ?? page.url,
    description: page.meta.description,
    keywords: page.meta.keywords?.split(",").map((keyword) => keyword.trim()),
    section: page.meta.section ?? "",
    excerpt: page.excerpt,
    holdsQuery: holdingQuery.has(candidates[index]!.id),
    secondary: page.meta.secondary !== undefined,
    coverage: covered.share.get(candidates[index]!.id) ?? (covered.weights.size ? 0 : 1),
    sections: sectionsOf(page),
  }));
  // Every candidate is ranked before the pinned ones are put first: a page an old name leads to may rank low.
  const ranked = rankResults(reading.kind === "words" ? query : reading.text, pages, pages.length, covered.weights, {
    sentence: reading.kind !== "words",
    message: reading.kind === "message",
    paths: reading.paths,
  });
  return { pages: pinned(ranked, reading).slice(0, limit), relaxed: relaxed && ranked.length > 0 };
}

/** A query is read for at most this many of the site's keywords, and each one's pages are read up to KEYWORD_TAKE. */
const MAX_KEYWORDS = 2;
const KEYWORD_TAKE = 2;

const keywordLists = new WeakMap<Pagefind, Promise<string[]>>();

/**
 * The keywords of the site (front matter `keywords`, a filter of the index)
 * that a query names (rank-results.ts, keywordsNamedBy), longest first: the
 * pages that have them are read beside what the words find, since Pagefind
 * may rank such a page low (a long page, its words spread). The list is one
 * small file of the index, loaded once.
 */
async function keywordsNamed(pagefind: Pagefind, query: string): Promise<string[]> {
  let list = keywordLists.get(pagefind);
  if (!list) {
    list = pagefind.filters().then((filters) => Object.keys(filters[KEYWORD_FILTER] ?? {}));
    keywordLists.set(pagefind, list);
    list.catch(() => keywordLists.delete(pagefind));
  }
  const keywords = await list.catch(() => []);
  return keywords
    .filter(keywordsNamedBy(query))
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_KEYWORDS);
}

const combined = new WeakMap<readonly ErrorTemplate[], readonly ErrorTemplate[]>();

/** webpack's templates and the messages other programs print about a build (other-messages.ts), one list per list of templates (read-query.ts keeps each list's compiled form). */
function withOtherMessages(templates: readonly ErrorTemplate[]): readonly ErrorTemplate[] {
  let all = combined.get(templates);
  if (!all) {
    all = [...templates, ...OTHER_MESSAGES];
    combined.set(templates, all);
  }
  return all;
}

/** How many pages each pair of a question's words, searched as a phrase, adds. */
const PAIR_TAKE = 3;

/** Adjacent pairs of a question's searched words (each of them weighed, so their part of the index is loaded). */
function pairsOf(text: string): string[] {
  const terms = termsOf(text).filter((term) => !term.includes("."));
  return terms.slice(0, -1).map((term, index) => `${term} ${terms[index + 1]}`);
}

/** At most this many of a query's words are weighed (coverage): each is one more search. */
const MAX_TERMS = 6;
/** How many of the pages that hold the most of the query's weighed words are read beside the others. */
const COVERAGE_CANDIDATES = 5;

/** The words of a reading's text to weigh, lower case, without repeats; a dotted path stays whole (Pagefind indexes it so). */
export function termsOf(text: string): string[] {
  const terms = text
    .toLowerCase()
    .split(/\s+/)
    .map((term) => term.replace(/^[^\p{L}\p{N}_$-]+|[^\p{L}\p{N}_$-]+$/gu, ""))
    .filter((term) => term.length > 1);
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

interface Coverage {
  /** Each weighed word's weight: the rarer among the pages, the more it says which page answers. */
  weights: Map<string, number>;
  /** For each page found by any of the words, the share of the words' weight it holds (0 to 1). */
  share: Map<string, number>;
  /** The pages that hold the most of it. */
  best: PagefindResult[];
  /** Each weighed word's own results. */
  byTerm: PagefindResult[][];
}

/**
 * Searches each word on its own and weighs it by how few pages hold it
 * (an inverse document frequency): a page is found when it holds some of
 * the words, and holds more of the query the more of its rare words it
 * has. This is what lets a question or a pasted message find its page
 * when no page holds every word.
 */
async function coverage(pagefind: Pagefind, terms: string[]): Promise<Coverage> {
  const weights = new Map<string, number>();
  const share = new Map<string, number>();
  if (terms.length < 1) return { weights, share, best: [], byTerm: [] };
  const found = await Promise.all(terms.map((term) => pagefind.search(term)));
  const counts = found.map((outcome) => outcome?.results.length ?? 0);
  const pages = Math.max(...counts, 1) * 2;
  const byId = new Map<string, { result: PagefindResult; rank: number }>();
  let total = 0;
  found.forEach((outcome, index) => {
    const count = counts[index]!;
    const weight = count ? Math.log(1 + pages / count) : 0;
    weights.set(terms[index]!, weight);
    total += weight;
    (outcome?.results ?? []).forEach((result, rank) => {
      share.set(result.id, (share.get(result.id) ?? 0) + weight);
      const known = byId.get(result.id);
      byId.set(result.id, { result, rank: Math.min(rank, known?.rank ?? rank) });
    });
  });
  for (const [id, held] of share) share.set(id, total ? held / total : 0);
  const best = [...byId.entries()]
    .sort(([a, first], [b, second]) => share.get(b)! - share.get(a)! || first.rank - second.rank)
    .slice(0, COVERAGE_CANDIDATES)
    .map(([, entry]) => entry.result);
  return { weights, share, best, byTerm: found.map((outcome) => outcome?.results ?? []) };
}

/** Searched beside a pasted message's words: each quoted name on its own (`'contentBase'`), and the words of its longest fixed stretch. */
function messageParts(reading: ReadQuery): string[] {
  const parts = new Set<string>();
  const first = reading.text.split(" ")[0];
  if (first && !reading.phrase?.toLowerCase().includes(first.toLowerCase())) parts.add(first);
  if (reading.phrase) parts.add(reading.phrase);
  parts.delete(reading.text);
  return [...parts];
}

/** How many of each relaxed search's best pages are read. */
const RELAXED_CANDIDATES = 4;

/**
 * When no page holds every word: each word on its own and each word's
 * beginning (a typo is most often near a word's end), the pages found by
 * the most of them first.
 */
async function relaxedCandidates(pagefind: Pagefind, text: string): Promise<PagefindResult[]> {
  const terms = [...new Set(text.split(/\s+/).filter((word) => word.length > 1))].slice(0, MAX_RELAXED_WORDS);
  // A short word has no room for a typo to leave its beginning intact.
  const tries = [...new Set([...terms, ...terms.filter((term) => term.length >= TYPO_LENGTH).map(prefixOf)])];
  const found = await Promise.all(tries.map((term) => pagefind.search(term)));
  const tally = new Map<string, { result: PagefindResult; count: number; order: number }>();
  found.forEach((outcome, which) => {
    (outcome?.results ?? []).slice(0, RELAXED_CANDIDATES).forEach((result, rank) => {
      const entry = tally.get(result.id) ?? { result, count: 0, order: which * RELAXED_CANDIDATES + rank };
      entry.count += 1;
      tally.set(result.id, entry);
    });
  });
  return [...tally.values()]
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, CANDIDATES)
    .map((entry) => entry.result);
}

/** Words at least this long are also searched by their beginning when nothing matches (typo tolerance). */
const TYPO_LENGTH = 5;
/** A relaxed search tries at most this many words (and their beginnings). */
const MAX_RELAXED_WORDS = 8;

/**
 * Puts first what the query's reading points to: the errors catalogue's entry
 * for a message that matched a template (opened at its heading), else the
 * page an old name leads to (opened at its heading, where it has one).
 */
function pinned(pages: PageHit[], reading: ReadQuery): PageHit[] {
  const targets = [...reading.oldNames.map((old) => ({ url: old.url, title: old.now, excerpt: "" }))].reverse();
  if (reading.template) targets.push({ url: reading.template.url, title: reading.template.title, excerpt: escapeHtml(reading.template.template) });
  let result = pages;
  for (const target of targets) {
    const pageUrl = target.url.split("#")[0]!;
    const page = result.find((candidate) => candidate.url === pageUrl);
    const rest = result.filter((candidate) => candidate !== page);
    if (page) {
      const hit = page.hits.find((candidate) => candidate.url === target.url);
      const hits = hit
        ? [hit, ...page.hits.filter((candidate) => candidate !== hit)]
        : target.url.includes("#")
          ? [{ ...target }, ...page.hits]
          : page.hits;
      result = [{ ...page, hits: hits.slice(0, SECTIONS_PER_PAGE) }, ...rest];
    } else if (reading.template && target.url === reading.template.url) {
      result = [{ url: pageUrl, title: target.title, section: reading.template.section ?? "Errors", hits: [{ ...target }] }, ...rest];
    }
  }
  return result;
}

/**
 * A few words in plain language (`multiple entry points`) are also searched
 * with each word left out in turn: Pagefind finds only pages that hold every
 * word, and the page that answers may say "several" where the reader says
 * "multiple".
 */
function withOneWordLeftOut(query: string, under: number): string[] {
  const words = query.trim().split(/\s+/);
  if (words.length < 2 || words.length >= under || /[.:]/.test(query)) return [];
  return words.map((_, left) => words.filter((__, index) => index !== left).join(" "));
}

/** A page's sections with the word locations other searches found in them added to its own. */
function withLocationsOf(page: PagefindData, others: PagefindData[]): PagefindData {
  if (!others.length) return page;
  const sections = new Map(
    page.sub_results.map((section) => [section.url, { ...section, weighted_locations: [...(section.weighted_locations ?? [])] }]),
  );
  for (const other of others)
    for (const section of other.sub_results) {
      const known = sections.get(section.url);
      if (known) known.weighted_locations.push(...(section.weighted_locations ?? []));
      else sections.set(section.url, { ...section, weighted_locations: [...(section.weighted_locations ?? [])] });
    }
  return { ...page, sub_results: [...sections.values()] };
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
