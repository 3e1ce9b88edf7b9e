import type { PageRecord } from "./page-record.ts";

/**
 * How the search index (Pagefind, reading the built HTML) reads a page, from
 * its record: its article is the indexed body, under its section's name; its
 * title, and its description (written to say what the page is about), are
 * searched with it; a secondary page ranks after the pages that explain. A
 * page without `search` in its record (a printable page) stays out. The page
 * (DocPage.tsx) and the development server's index (src/node/dev/dev-search.ts)
 * both write these.
 */
export function articleSearchAttributes(record: PageRecord | undefined): Record<string, string> {
  return record?.search ? { "data-pagefind-body": "", "data-pagefind-meta": `section:${record.search.section}` } : {};
}

export function titleSearchAttributes(record: PageRecord | undefined): Record<string, string> {
  if (!record?.search) return {};
  const { description } = record.head;
  const keywords = record.search.keywords?.join(", ");
  const indexed = description ? ["data-description"] : [];
  return {
    "data-pagefind-meta": [
      "title",
      description ? "description[data-description]" : "",
      keywords ? "keywords[data-keywords]" : "",
      record.search.secondary ? "secondary:yes" : "",
    ]
      .filter(Boolean)
      .join(", "),
    ...(indexed.length ? { "data-pagefind-index-attrs": indexed.join(",") } : {}),
    ...(description ? { "data-description": description } : {}),
    ...(keywords ? { "data-keywords": keywords } : {}),
  };
}

/**
 * Pagefind's weight for a page's keywords (the most it has; a title is 7):
 * they are what readers call the page's topic, written for the search.
 */
export const KEYWORD_WEIGHT = "10";

/** The attributes of the hidden element that gives the index a page's keywords (its h1 carries them only as metadata). */
export function keywordSearchAttributes(): Record<string, string> {
  return { "data-pagefind-weight": KEYWORD_WEIGHT };
}

/**
 * The filter the index files each of a page's keywords under (an element of
 * its own in the hidden one above, between commas): the search box reads
 * the filter's values, every keyword of the site, and asks for the pages of
 * a keyword its query holds, so that the page a reader's words name is
 * always weighed, however Pagefind ranks it (search-engine.ts).
 */
export const KEYWORD_FILTER = "keyword";

export function keywordFilterAttributes(): Record<string, string> {
  return { "data-pagefind-filter": KEYWORD_FILTER };
}
