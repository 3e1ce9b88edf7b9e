/** What sibling ordering looks at. */
export interface Sortable {
  title: string;
  sort?: number;
  group?: string;
}

/**
 * Sibling order: by group (lower case, missing = "", so ungrouped pages come
 * first), then by `sort` when both have one (a page with `sort` before one
 * without), then by title, case-insensitively.
 */
export function compareSiblings(a: Sortable, b: Sortable): number {
  const groupA = (a.group ?? "").toLowerCase();
  const groupB = (b.group ?? "").toLowerCase();
  if (groupA !== groupB) return groupA < groupB ? -1 : 1;
  if (a.sort !== undefined && b.sort !== undefined && a.sort !== b.sort) return a.sort - b.sort;
  if (a.sort !== undefined && b.sort === undefined) return -1;
  if (a.sort === undefined && b.sort !== undefined) return 1;
  return a.title.toLowerCase().localeCompare(b.title.toLowerCase());
}

/** Blog order: the index first, then the newest post first. */
export function compareBlogPosts(a: { name: string; date?: string }, b: { name: string; date?: string }): number {
  const isIndexA = /^index\.mdx?$/.test(a.name);
  const isIndexB = /^index\.mdx?$/.test(b.name);
  if (isIndexA !== isIndexB) return isIndexA ? -1 : 1;
  return (b.date ?? "").localeCompare(a.date ?? "");
}
