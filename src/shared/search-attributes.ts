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
  return {
    "data-pagefind-meta": `title${description ? ", description[data-description]" : ""}${record.search.secondary ? ", secondary:yes" : ""}`,
    ...(description ? { "data-pagefind-index-attrs": "data-description", "data-description": description } : {}),
  };
}
