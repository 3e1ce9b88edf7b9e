/**
 * Turns the engine's page results into what the search box shows: pages,
 * each with its best few sections, in an order that knows what webpack
 * readers type. Pure functions, so the same code runs in the browser, the
 * unit tests and the relevance measurements.
 */
import { ERRORS_SECTION } from "../../../../shared/site.ts";

/** One section of a page as the engine returns it (Pagefind's `sub_results`). */
export interface EngineSection {
  title: string;
  url: string;
  /** Escaped text with the matched words in `<mark>`. */
  excerpt: string;
  /** Where the query's words are in the section, and how much each counts. */
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
  /** Where the section starts in the page (in words); the page's top is 0. */
  position?: number;
}

/** One page as the engine returns it, in the engine's order. */
export interface EnginePage {
  url: string;
  title: string;
  /** The page's own summary (its front matter's description). */
  description?: string;
  /** Readers' words for the page's topic (its front matter's keywords). */
  keywords?: string[];
  section: string;
  excerpt: string;
  /** The page holds the whole query word for word (a pasted error message, say). */
  holdsQuery?: boolean;
  /** Not documentation (the blog, contributing), or a catalogue of every option: its match counts less than a page that explains (SECONDARY_PENALTY). */
  secondary?: boolean;
  /** The share of the query's weighed words the page holds, rare words counting more (1 when every word is in it). */
  coverage?: number;
  sections: EngineSection[];
}

export interface SectionHit {
  /** The page's URL, with `#heading` when the hit is a section. */
  url: string;
  title: string;
  excerpt: string;
}

export interface PageHit {
  url: string;
  title: string;
  /** The documentation section the page belongs to ("Configuration"). */
  section: string;
  /** Best first; never empty. */
  hits: SectionHit[];
}

/** How many sections a page shows at most. */
export const SECTIONS_PER_PAGE = 3;

/**
 * How strongly a heading (or a page title) names the query:
 * 6 it is the page's title and the query (`DevServer`, `htmlwebpackplugin`);
 * 5 a full path (`optimization.runtimeChunk`, `this.getOptions`) that is the
 *   query or ends with it (`runtimeChunk`, `splitChunks.cacheGroups`), on the
 *   page named after the path's first part (Optimization): webpack's own
 *   options and API members are written as paths, on the page that owns them;
 * 4 the same on another page (a migration guide's `output.publicPath`);
 * 3 it is the query, case, spaces, dots and dashes aside (`devServer port`,
 *   `--env`), or the query's last word with the rest of the query in the
 *   page's title (`compiler.hooks.emit` → `emit` on "Compiler Hooks",
 *   `module.hot.accept` → `accept(dependencies, callback?)` on "Hot Module Replacement");
 * 1 a section heading made of at least half the words of a longer query
 *   ("Images" for `load images`), or a one-word page title the query starts
 *   with (Devtool for `devtool source map`);
 * 0 none of these.
 */
export function headingMatch(query: string, heading: string, pageTitle: string): number {
  const q = query.trim().toLowerCase();
  // A method's heading may carry its signature: `accept(dependencies, callback?)` names `accept`.
  const h = heading
    .trim()
    .toLowerCase()
    .replace(/\s*\(.*\)$/, "");
  const title = compact(pageTitle);
  if (!compact(q) || !h) return 0;
  const same = compact(q) === compact(h);
  if (same && compact(h) === title) return 6;
  const queryPath = q.split(/[.\s]+/).filter(Boolean);
  const headingPath = h.split(".").filter(Boolean);
  const isPath = headingPath.length > 1 && /^[\w$.[\]{}-]+$/.test(h);
  const endsWithQuery =
    queryPath.length <= headingPath.length && queryPath.every((part, i) => part === headingPath[headingPath.length - queryPath.length + i]);
  if (isPath && endsWithQuery) return title.includes(compact(headingPath[0]!)) ? 5 : 4;
  if (same) return 3;
  if (queryPath.length > 1 && queryPath.at(-1) === h) {
    if (queryPath.slice(0, -1).every((part) => title.includes(compact(part)) || /^(hooks?|this)$/.test(part))) return 3;
  }
  const words = q.split(/\s+/);
  const headingWords = isPath ? [] : contentWords(h);
  const singular = (word: string) => word.replace(/s$/, "");
  const queryWords = contentWords(q);
  const inQuery = (part: string) => queryWords.some((word) => singular(word) === singular(part));
  // At least half the query: one word of three ("Invalid" for `invalid configuration object`) is a mention.
  if (words.length > 1 && heading !== pageTitle && headingWords.length * 2 >= queryWords.length && headingWords.every(inQuery)) return 1;
  // A query that starts with the page's one-word title is about that page (`devtool source map` → Devtool).
  if (words.length > 1 && heading === pageTitle && headingWords.length === 1 && singular(queryWords[0] ?? "") === singular(headingWords[0]!))
    return 1;
  return 0;
}

const ERRORS_PREFIX = `/${ERRORS_SECTION}/`;

/** A page that is not documentation needs its title to be the query to come first; a heading that names the query is not enough. */
const SECONDARY_PENALTY = 3;

/** A page that holds the whole query word for word matches as strongly as a heading that names it. */
const HOLDS_QUERY = 3;

/** Lower-case letters and digits only (dashes kept at the start, where they make a CLI flag). */
function compact(text: string): string {
  const lower = text.toLowerCase();
  const flag = /^-+/.exec(lower)?.[0] ?? "";
  return flag + lower.slice(flag.length).replace(/[^\p{L}\p{N}]+/gu, "");
}

const STOP_WORDS = new Set([
  "a",
  "an",
  "the",
  "to",
  "of",
  "in",
  "on",
  "for",
  "and",
  "or",
  "with",
  "how",
  "into",
  "my",
  "is",
  "use",
  "using",
  "webpack",
]);

/** `word` as typed matches `part` of a text as a whole word or a word start (`shake` finds "shaking", `caching` "cache"). */
function sameWord(word: string, part: string): boolean {
  const stem = word.replace(/(ing|es|ed|s)$/, "");
  return part === word || (stem.length > 2 && part.startsWith(stem));
}

/** The query's words that carry meaning, lower case. */
function contentWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$-]+/u)
    .filter((word) => (word.length > 1 || /\d/.test(word)) && !STOP_WORDS.has(word));
}

/**
 * How much of the query the page's title and description cover, the title
 * counting twice: from 0 to 3. Words match as words or word starts, so
 * `shake` finds "Shaking" and `caching` "cache".
 */
function aboutScore(query: string, page: EnginePage, weights: ReadonlyMap<string, number>): number {
  const words = contentWords(query);
  if (!words.length) return 0;
  const split = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}_$]+/u);
  const title = split(page.title);
  const summary = [...title, ...split(page.description ?? ""), ...(page.keywords ?? []).flatMap(split)];
  // Rare words count more where they were weighed (a question, a message); otherwise each word counts the same.
  const weightOf = (word: string) => (weights.size ? (weights.get(word) ?? 0) : 1);
  const total = words.reduce((sum, word) => sum + weightOf(word), 0) || 1;
  const share = (parts: string[]) =>
    words.filter((word) => parts.some((part) => sameWord(word, part))).reduce((sum, word) => sum + weightOf(word), 0) / total;
  return 2 * share(title) + share(summary);
}

function sectionScore(section: EngineSection): number {
  return (section.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
}

interface Ranked {
  page: EnginePage;
  order: number;
  match: number;
  about: number;
  /** How much of the query's weight the page and its best heading hold. */
  held: number;
}

/** The words of a heading or title, lower case: whole, by a path's parts and by a camelCase name's parts (`maxAssetSize` → max, asset, size). */
function headingWords(text: string): string[] {
  // Dotted names whole too (`this.getoptions` in "this.getOptions(schema)"), as the query's terms keep them.
  const whole = [...text.toLowerCase().split(/[^\p{L}\p{N}_$]+/u), ...text.toLowerCase().split(/[^\p{L}\p{N}_$.]+/u)];
  const parts = text
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$]+/u);
  return [...new Set([...whole, ...parts])].filter(Boolean);
}

/** The share of the query's weight a heading's words hold (0 to 1): `performance.maxAssetSize` holds "asset" and "size" of an asset size warning. */
export function headingWeight(heading: string, weights: ReadonlyMap<string, number>): number {
  let total = 0;
  let held = 0;
  const parts = headingWords(heading);
  for (const [term, weight] of weights) {
    total += weight;
    if (parts.some((part) => sameWord(term, part) || sameWord(part, term))) held += weight;
  }
  return total ? held / total : 0;
}

/**
 * Orders the pages and picks each page's sections:
 * 1. pages with a heading or title that names the query (`headingMatch`), best
 *    match first, or that hold a long query word for word;
 *    (on a page that is not documentation, `secondary`, a match counts less);
 * 2. then pages whose title and description cover the query;
 * 3. then the engine's order (which weighs titles and headings over body text, and prose over code).
 * Within a page, sections whose heading names the query come first (in page
 * order), then the sections where the query's words count most.
 */
export function rankResults(
  query: string,
  pages: EnginePage[],
  limit: number,
  weights: ReadonlyMap<string, number> = new Map(),
  options: { sentence?: boolean; paths?: readonly string[]; message?: boolean } = {},
): PageHit[] {
  const paths = options.sentence ? (options.paths ?? []) : [];
  const ranked: Ranked[] = pages.map((page, order) => {
    const match = Math.max(
      sentenceMatch(
        options.sentence,
        Math.max(
          headingMatch(query, page.title, page.title),
          ...page.sections.map((section) => headingMatch(query, section.title, page.title)),
          page.holdsQuery ? HOLDS_QUERY : 0,
        ),
      ),
      pathMatch(paths, page),
      options.sentence ? titleInSentence(query, page.title) : 0,
      keywordMatch(query, page.keywords ?? []),
    );
    // An errors entry explains a message a reader pasted. For a question or a task in plain words, the guide or the
    // reference that explains the topic answers, so there an entry counts as a page that does not explain, unless
    // a heading of it is what the reader typed (`ChunkLoadError`).
    const secondary = page.secondary || (!options.message && match < HOLDS_QUERY && page.url.startsWith(ERRORS_PREFIX));
    return {
      page,
      order,
      match: match - (secondary ? SECONDARY_PENALTY : 0),
      about: aboutScore(query, page, options.sentence ? weights : NO_WEIGHTS),
      held:
        ((page.coverage ?? 1) +
          HEADING_HELD *
            Math.max(0, ...[page.title, ...page.sections.map((section) => section.title)].map((title) => headingWeight(title, weights)))) *
        (secondary ? SECONDARY_HELD : 1),
    };
  });
  ranked.sort((a, b) => b.match - a.match || b.about + HELD_WEIGHT * b.held - (a.about + HELD_WEIGHT * a.held) || a.order - b.order);
  return ranked.slice(0, limit).map(({ page }) => ({
    url: page.url,
    title: page.title,
    section: page.section,
    hits: pickSections(query, page, weights, paths),
  }));
}

const NO_WEIGHTS: ReadonlyMap<string, number> = new Map();

/** A page title of several words that a sentence holds in a row names the page as strongly as a heading that is the query. */
const TITLE_IN_SENTENCE = 3;

/** A text's meaning-carrying words, plural `s` left off, so that "source map" holds "source maps". */
const phraseWords = (text: string) => contentWords(text).map((word) => word.replace(/s$/, ""));

/** Whether `words` hold `phrase` (two words or more) word for word, in a row. */
function holdsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  return phrase.length >= 2 && words.some((_, start) => phrase.every((word, offset) => words[start + offset] === word));
}

/** Whether a sentence holds a page's title of two words or more, word by word ("tree shaking" in a question about re-exports). */
function titleInSentence(query: string, title: string): number {
  return holdsPhrase(phraseWords(query), phraseWords(title)) ? TITLE_IN_SENTENCE : 0;
}

/**
 * How strongly the page's keywords name the query: a keyword that is the
 * query (`source maps` on Devtool), or a keyword of two words or more that
 * it holds word for word (`reduce bundle size`), as strongly as a heading
 * that is the query.
 */
function keywordMatch(query: string, keywords: readonly string[]): number {
  return keywords.some(keywordsNamedBy(query)) ? TITLE_IN_SENTENCE : 0;
}

/** Whether a query names a keyword: it is the keyword, or holds it word for word when it has two words or more (the query read once, for many keywords). */
export function keywordsNamedBy(query: string): (keyword: string) => boolean {
  const words = phraseWords(query);
  const whole = words.join(" ");
  return (keyword) => {
    const keywordWords = phraseWords(keyword);
    return keywordWords.length > 0 && (keywordWords.join(" ") === whole || holdsPhrase(words, keywordWords));
  };
}

/** A heading that is a path named in a sentence matches as strongly as the options' own heading naming a typed path. */
const PATH_IN_SENTENCE = 4;

/**
 * How strongly a page's headings name one of the option or API paths a
 * sentence holds (`output.clean` in "Option output.clean ignored …"): a
 * path is what the reader is asking about, whatever the other words.
 */
function pathMatch(paths: readonly string[], page: EnginePage): number {
  let best = 0;
  for (const path of paths)
    for (const section of page.sections)
      if (headingMatch(path, section.title, page.title) >= PATH_IN_SENTENCE) best = Math.max(best, headingMatch(path, section.title, page.title));
  return best;
}

/**
 * In a sentence (a question, a pasted message), a heading made of some of its
 * words is no sign that it names the query: only a page that holds the
 * whole message, or a heading or title that is the query, counts as a match;
 * the rest is weighed with the other words (headingWeight).
 */
function sentenceMatch(sentence: boolean | undefined, match: number): number {
  return sentence && match < HOLDS_QUERY ? 0 : match;
}

/** How much the query's weighed words a page and its headings hold counts against its title and summary (aboutScore, 0 to 3). */
const HELD_WEIGHT = 2;
/** A heading that holds the query's rare words counts this much against the page holding them. */
const HEADING_HELD = 0.5;
/** The blog, the contribute section and the options catalogue hold words without explaining them. */
const SECONDARY_HELD = 0.5;

function pickSections(query: string, page: EnginePage, weights: ReadonlyMap<string, number>, paths: readonly string[] = []): SectionHit[] {
  const scored = page.sections.map((section, index) => ({
    section,
    order: section.position ?? index,
    match: Math.max(
      headingMatch(query, section.url === page.url ? page.title : section.title, page.title),
      ...paths
        .map((path) => (section.url === page.url ? 0 : headingMatch(path, section.title, page.title)))
        .filter((match) => match >= PATH_IN_SENTENCE),
    ),
    named: section.url === page.url ? 0 : headingWeight(section.title, weights),
    score: sectionScore(section),
  }));
  // Among headings that name the query, the first is where it is introduced (`accept` before `accept(callback)`);
  // then headings that hold the query's rarest words.
  scored.sort((a, b) => b.match - a.match || (a.match > 0 ? a.order - b.order : b.named - a.named || b.score - a.score || a.order - b.order));
  // A heading with neither the query's words in its section nor a name that matches is not a result.
  const relevant = scored.filter(({ match, named, score }) => match > 0 || named > 0 || score > 0);
  const chosen = relevant.slice(0, SECTIONS_PER_PAGE).map(({ section }) => {
    const title = section.url === page.url ? page.title : section.title;
    return { url: section.url, title, excerpt: withoutHeadingEcho(section.excerpt, title) };
  });
  return chosen.length ? chosen : [{ url: page.url, title: page.title, excerpt: page.excerpt }];
}

/**
 * An excerpt without the heading it starts with (shown above it already):
 * Pagefind's section excerpts begin at the heading, and an option heading
 * is indexed twice (as its path and as its parts).
 */
export function withoutHeadingEcho(excerpt: string, heading: string): string {
  const echo = new Set(
    heading
      .toLowerCase()
      .split(/[\s.]+/)
      .filter(Boolean),
  );
  const plain = (token: string) =>
    token
      .replace(/<[^>]*>/g, "")
      .toLowerCase()
      .replace(/[.,:;]+$/, "");
  const tokens = excerpt.split(" ");
  let start = 0;
  while (start < tokens.length && (echo.has(plain(tokens[start]!)) || plain(tokens[start]!) === heading.toLowerCase())) start += 1;
  return tokens.slice(start).join(" ");
}
