/**
 * Turns the engine's page results into what the search box shows: pages,
 * each with its best few sections, in an order that knows what webpack
 * readers type. Pure functions, so the same code runs in the browser, the
 * unit tests and the relevance benchmark.
 */

/** One section of a page as the engine returns it (Pagefind's `sub_results`). */
export interface EngineSection {
  title: string;
  url: string;
  /** Escaped text with the matched words in `<mark>`. */
  excerpt: string;
  /** Where the query's words are in the section, and how much each counts. */
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

/** One page as the engine returns it, in the engine's order. */
export interface EnginePage {
  url: string;
  title: string;
  section: string;
  excerpt: string;
  /** The page's whole indexed text, when the engine gives it. */
  content?: string;
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
 *   page's title (`compiler.hooks.emit` → `emit` on "Compiler Hooks");
 * 0 none of these.
 */
export function headingMatch(query: string, heading: string, pageTitle: string): number {
  const q = query.trim().toLowerCase();
  const h = heading.trim().toLowerCase();
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
  return 0;
}

/** Lower-case letters and digits only (dashes kept at the start, where they make a CLI flag). */
function compact(text: string): string {
  const lower = text.toLowerCase();
  const flag = /^-+/.exec(lower)?.[0] ?? "";
  return flag + lower.slice(flag.length).replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Lower-case words separated by single spaces, for finding a pasted message in a page's text. */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** A query this long that appears word for word in the page: a pasted error message, most likely. */
const PHRASE_WORDS = 4;

function containsPhrase(query: string, content: string | undefined): boolean {
  const phrase = words(query);
  return content !== undefined && phrase.trim().split(" ").length >= PHRASE_WORDS && words(content).includes(phrase);
}

const STOP_WORDS = new Set(["a", "an", "the", "to", "of", "in", "on", "for", "and", "or", "with", "how", "into", "my", "is", "use", "using"]);

/** The query's words that carry meaning, lower case. */
function contentWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_$-]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

/** Share of the query's words found in the title (as words or word starts, so `shake` finds "Shaking"). */
function titleCoverage(query: string, title: string): number {
  const words = contentWords(query);
  if (!words.length) return 0;
  const titleWords = title.toLowerCase().split(/[^\p{L}\p{N}_$]+/u);
  const stem = (word: string) => word.replace(/(ing|s|es|ed)$/, "");
  const found = words.filter((word) => titleWords.some((t) => t === word || (stem(word).length > 2 && t.startsWith(stem(word)))));
  return found.length / words.length;
}

function sectionScore(section: EngineSection): number {
  return (section.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
}

interface Ranked {
  page: EnginePage;
  order: number;
  match: number;
  catalogue: boolean;
  title: number;
}

export interface RankOptions {
  /** How many pages to return. */
  limit: number;
  /** A page that lists every option (the options reference): after the pages that explain one, at the same strength of match. */
  catalogue?: string;
}

/**
 * Orders the pages and picks each page's sections:
 * 1. pages with a heading or title that names the query (`headingMatch`), best
 *    match first, or that hold a long query word for word (a pasted message);
 * 2. then pages whose title holds all the query's words;
 * 3. then the engine's order (which weighs titles and headings over body text, and prose over code).
 * Within a page, sections whose heading names the query come first, then the
 * sections where the query's words count most.
 */
export function rankResults(query: string, pages: EnginePage[], { limit, catalogue }: RankOptions): PageHit[] {
  const ranked: Ranked[] = pages.map((page, order) => ({
    page,
    order,
    match: Math.max(
      headingMatch(query, page.title, page.title),
      ...page.sections.map((section) => headingMatch(query, section.title, page.title)),
      containsPhrase(query, page.content) ? 3 : 0,
    ),
    catalogue: page.url === catalogue,
    title: titleCoverage(query, page.title) === 1 ? 1 : 0,
  }));
  ranked.sort((a, b) => b.match - a.match || Number(a.catalogue) - Number(b.catalogue) || b.title - a.title || a.order - b.order);
  return ranked.slice(0, limit).map(({ page }) => ({
    url: page.url,
    title: page.title,
    section: page.section,
    hits: pickSections(query, page),
  }));
}

function pickSections(query: string, page: EnginePage): SectionHit[] {
  const scored = page.sections.map((section, order) => ({
    section,
    order,
    match: headingMatch(query, section.url === page.url ? page.title : section.title, page.title),
    score: sectionScore(section),
  }));
  scored.sort((a, b) => b.match - a.match || b.score - a.score || a.order - b.order);
  const chosen = scored.slice(0, SECTIONS_PER_PAGE).map(({ section }) => ({
    url: section.url,
    title: section.url === page.url ? page.title : section.title,
    excerpt: section.excerpt,
  }));
  return chosen.length ? chosen : [{ url: page.url, title: page.title, excerpt: page.excerpt }];
}
