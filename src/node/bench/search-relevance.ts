import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import MiniSearch from "minisearch";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { RELEVANCE_QUERIES } from "../../../tests/e2e/site/search-queries.ts";
import { REAL_QUERIES } from "../../../tests/e2e/site/search-real-queries.ts";
import { PAGE_LIMIT, searchWith, type Pagefind } from "../../app/components/chrome/Search/search-engine.ts";
import { loadBuiltEngine } from "../search/node-pagefind.ts";
import { paths } from "../paths.ts";
import { workFolderName } from "../site/build-site.ts";
import { ERROR_TEMPLATES_MODULE } from "../site/generated-modules.ts";
import type { ErrorTemplate } from "../../shared/error-templates.ts";

type Node = DefaultTreeAdapterMap["childNode"] | DefaultTreeAdapterMap["document"];
type Element = DefaultTreeAdapterMap["element"];

/** One query of a relevance set, reduced to what is scored. */
export interface ScoredQuery {
  query: string;
  /** Right pages, each `/path/` or `/path/#heading`; the first is the page named by the set. */
  right: string[];
  /** Whether one heading answers it (then the first result should open it). */
  heading: boolean;
}

/** What one engine showed for a query: each page's URL and the link its first result opens. */
export interface Shown {
  page: string;
  link: string;
}

export interface Figures {
  queries: number;
  first: number;
  topThree: number;
  /** Mean reciprocal rank of the first right page among the pages shown (0 when none is). */
  mrr: number;
  headingQueries: number;
  headingFirst: number;
}

/**
 * Whether the first result opens a right place: one of the right headings,
 * or anywhere on a page that another right target names whole (no heading).
 */
export function headingRight(query: ScoredQuery, first: Shown): boolean {
  const wholePages = query.right.slice(1).filter((target) => !target.includes("#"));
  return query.right.filter((target) => target.includes("#")).includes(first.link) || wholePages.includes(first.page);
}

/** Scores what an engine showed for each query of a set. */
export function score(queries: ScoredQuery[], shown: Shown[][]): Figures {
  let first = 0;
  let topThree = 0;
  let reciprocal = 0;
  let headingQueries = 0;
  let headingFirst = 0;
  queries.forEach((query, index) => {
    const pages = new Set(query.right.map((target) => target.split("#")[0]!));
    const results = shown[index] ?? [];
    const rank = results.findIndex((result) => pages.has(result.page));
    if (rank === 0) first += 1;
    if (rank >= 0 && rank < 3) topThree += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (query.heading && results[0] && headingRight(query, results[0])) headingFirst += 1;
    if (query.heading) headingQueries += 1;
  });
  return { queries: queries.length, first, topThree, mrr: reciprocal / (queries.length || 1), headingQueries, headingFirst };
}

/** The two relevance sets as scored queries. */
export function relevanceSets(): { name: string; queries: ScoredQuery[] }[] {
  const target = (page: string, heading?: string) => (heading ? `${page}#${heading}` : page);
  return [
    {
      name: "documentation's own (search-queries.ts)",
      queries: RELEVANCE_QUERIES.map((query) => ({
        query: query.query,
        right: [target(query.page, query.heading), ...(query.alsoRight ?? [])],
        heading: Boolean(query.heading),
      })),
    },
    {
      name: "real readers' (search-real-queries.ts)",
      queries: REAL_QUERIES.map((query) => ({
        query: query.query,
        right: [target(query.page, query.heading), ...(query.alsoRight ?? [])],
        heading: Boolean(query.heading),
      })),
    },
  ];
}

/** One searchable section, as VitePress's local search splits a page: at each heading. */
interface SectionDocument {
  id: string;
  /** The section's heading (the page's title for the part before the first heading). */
  title: string;
  /** The headings above it, the page's title first. */
  titles: string[];
  text: string;
}

const isElement = (node: Node): node is Element => "tagName" in node;

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function find(node: Node, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of "childNodes" in node ? node.childNodes : []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  if (isElement(node) && attribute(node, "data-pagefind-ignore") !== undefined) return "";
  return ("childNodes" in node ? node.childNodes : []).map(textOf).join(isElement(node) && /^(p|li|pre|h\d|tr|div)$/.test(node.tagName) ? " " : "");
}

/**
 * Splits a built page's article (the element Pagefind indexes) into one
 * document per heading section, with the headings above each, as
 * VitePress's `localSearchPlugin` does with a rendered page. Controls
 * marked `data-pagefind-ignore` (copy buttons, the outline) are left out.
 */
export function sectionsOfPage(html: string, url: string): SectionDocument[] {
  const article = find(parse(html), (element) => attribute(element, "data-pagefind-body") !== undefined);
  if (!article) return [];
  const sections: SectionDocument[] = [];
  const stack: { level: number; title: string }[] = [];
  let current: SectionDocument | undefined;
  const walk = (node: Node) => {
    if (isElement(node) && attribute(node, "data-pagefind-ignore") !== undefined) return;
    if (isElement(node) && /^h[1-6]$/.test(node.tagName)) {
      const level = Number(node.tagName.slice(1));
      const title = textOf(node).replace(/\s+/g, " ").trim();
      while (stack.length && stack.at(-1)!.level >= level) stack.pop();
      const id = attribute(node, "id");
      current = { id: level === 1 || !id ? url : `${url}#${id}`, title, titles: stack.map((entry) => entry.title), text: "" };
      sections.push(current);
      stack.push({ level, title });
      return;
    }
    if (node.nodeName === "#text" && current) current.text += (node as DefaultTreeAdapterMap["textNode"]).value;
    for (const child of "childNodes" in node ? node.childNodes : []) walk(child);
    if (isElement(node) && /^(p|li|pre|tr|div|td|th)$/.test(node.tagName) && current) current.text += " ";
  };
  walk(article);
  return sections.filter((section, index, all) => all.findIndex((other) => other.id === section.id) === index);
}

/** Every built page Pagefind indexes, split into sections. */
export function sectionsOfSite(dir: string): SectionDocument[] {
  const documents: SectionDocument[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name === "index.html") {
        const relative = path.relative(dir, folder).split(path.sep).join("/");
        documents.push(...sectionsOfPage(readFileSync(file, "utf8"), relative ? `/${relative}/` : "/"));
      }
    }
  };
  walk(dir);
  return documents;
}

/**
 * MiniSearch configured exactly as VitePress's default local search ships
 * it: fields `title`, `titles` and `text`, `titles` and `title` stored;
 * queries with `fuzzy: 0.2`, `prefix: true` and boosts title 4, text 2,
 * titles 1.
 */
export function vitePressIndex(documents: SectionDocument[]): { search: (query: string) => Shown[]; gzipBytes: number } {
  const index = new MiniSearch<SectionDocument>({ fields: ["title", "titles", "text"], storeFields: ["title", "titles"] });
  index.addAll(documents);
  // VitePress ships the serialised index as one module, loaded whole on first search.
  const gzipBytes = gzipSync(JSON.stringify(index)).byteLength;
  const search = (query: string) => {
    const pages = new Map<string, Shown>();
    for (const result of index.search(query, { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } })) {
      const link = String(result.id);
      const page = link.split("#")[0]!;
      if (!pages.has(page)) pages.set(page, { page, link });
    }
    return [...pages.values()];
  };
  return { search, gzipBytes };
}

async function oursShown(engine: Pagefind, query: string, templates: readonly ErrorTemplate[]): Promise<Shown[]> {
  const { pages } = await searchWith(engine, query, PAGE_LIMIT, templates);
  return pages.map((page) => ({ page: page.url, link: page.hits[0]!.url }));
}

/**
 * The errors catalogue's templates the build of `dir` gave the search box (its generated `error-templates.json`),
 * as the box loads them; none when that build's folder is gone.
 */
export function builtErrorTemplates(dir: string): readonly ErrorTemplate[] {
  const file = path.join(paths.cache, "builds", workFolderName(paths.content, path.resolve(dir)), "generated", ERROR_TEMPLATES_MODULE);
  if (!existsSync(file)) {
    console.log(`  (no ${path.relative(process.cwd(), file)}: searched without the errors catalogue's templates; build the site first)`);
    return [];
  }
  return JSON.parse(readFileSync(file, "utf8")) as ErrorTemplate[];
}

const percent = (count: number, of: number) => `${count}/${of} (${((count / (of || 1)) * 100).toFixed(1)}%)`;

/**
 * `npm run bench -- --search-only`'s relevance figures: each relevance set
 * searched with the site's own search (Pagefind and the query layer, run
 * in Node.js on the built index) and with MiniSearch configured as
 * VitePress ships it, indexing the same built pages; top-1, top-3, mean
 * reciprocal rank and the share of one-heading queries whose first result
 * opens that heading, in one run. With `verbose`, the queries whose first
 * page is wrong are listed.
 */
export async function benchSearchRelevance(dir: string, options: { verbose?: boolean } = {}): Promise<void> {
  const engine = await loadBuiltEngine(dir);
  const templates = builtErrorTemplates(dir);
  const documents = sectionsOfSite(dir);
  const miniSearch = vitePressIndex(documents);
  console.log("\nSearch relevance (the site's search against MiniSearch as VitePress ships it, same built pages)");
  console.log(
    `  MiniSearch's index: ${documents.length} sections, ${(miniSearch.gzipBytes / 1024).toFixed(1)} KB gzip, downloaded whole by a first search`,
  );
  console.log(`  ${"set / engine".padEnd(50)} ${"top-1".padStart(16)} ${"top-3".padStart(16)} ${"MRR".padStart(6)} ${"heading first".padStart(16)}`);
  for (const set of relevanceSets()) {
    const ours: Shown[][] = [];
    const theirs: Shown[][] = [];
    for (const query of set.queries) {
      ours.push(await oursShown(engine, query.query, templates));
      theirs.push(miniSearch.search(query.query));
    }
    for (const [name, shown] of [
      ["this site", ours],
      ["MiniSearch (VitePress)", theirs],
    ] as const) {
      const figures = score(set.queries, shown);
      console.log(
        `  ${`${set.name}, ${name}`.padEnd(50)} ${percent(figures.first, figures.queries).padStart(16)} ${percent(figures.topThree, figures.queries).padStart(16)} ${figures.mrr.toFixed(3).padStart(6)} ${percent(figures.headingFirst, figures.headingQueries).padStart(16)}`,
      );
    }
    if (options.verbose) {
      set.queries.forEach((query, index) => {
        const shown = ours[index]!;
        const pages = new Set(query.right.map((target) => target.split("#")[0]!));
        const firstRight = shown[0] && pages.has(shown[0].page);
        const headingWrong = query.heading && !(shown[0] && headingRight(query, shown[0]));
        if (!firstRight || headingWrong)
          console.log(
            `    ${firstRight ? "heading" : "MISS"} ${JSON.stringify(query.query).slice(0, 90)} → ${
              shown
                .slice(0, 3)
                .map((result) => result.link)
                .join(", ") || "nothing"
            } (want ${query.right[0]})`,
          );
      });
    }
  }
  await benchIndexBytes(dir, templates);
}

/**
 * What each query of both sets reads of the index on a first search (the engine's WebAssembly, the index parts of
 * its words, the fragments of the pages it reads), each with a fresh engine, heaviest first: the browser's first
 * search adds the scripts it loads before (pagefind.js, the search chunk and, for what may be a pasted message,
 * the templates).
 */
export async function indexReads(dir: string, templates: readonly ErrorTemplate[]): Promise<{ query: string; bytes: number }[]> {
  const measured: { query: string; bytes: number }[] = [];
  for (const set of relevanceSets())
    for (const { query } of set.queries) {
      let bytes = 0;
      const engine = await loadBuiltEngine(dir, { fresh: true, onRead: (read) => (bytes += read) });
      await searchWith(engine, query, PAGE_LIMIT, templates);
      measured.push({ query, bytes });
    }
  return measured.sort((a, b) => b.bytes - a.bytes);
}

async function benchIndexBytes(dir: string, templates: readonly ErrorTemplate[]): Promise<void> {
  const measured = await indexReads(dir, templates);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const median = measured[Math.floor(measured.length / 2)]!.bytes;
  console.log(`
  index read by a first search, ${measured.length} queries of both sets (without the browser's scripts): median ${kb(median)}; heaviest:`);
  for (const { query, bytes } of measured.slice(0, 3)) console.log(`    ${kb(bytes).padStart(9)}  ${JSON.stringify(query).slice(0, 90)}`);
}
