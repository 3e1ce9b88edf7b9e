import GithubSlugger from "github-slugger";
import type { OptionEntry } from "./schema-types.ts";

/** Option paths (`module.rules[].test`): their depth, their entry, page order and anchor ids, and lookups by path. */

export const ITEM = "[]";

/** What finding an entry by path needs of it (see findEntry): an entry, or the plain-data copy a page compile gets. */
export interface EntryLocation {
  path: string;
  sameAs: readonly Pick<OptionEntry["sameAs"][number], "at" | "home">[];
}

export const KEY = ".{name}";

/** Sub-options in alphabetical order (case-insensitive), the order a reader scans a reference in. */
export function sortChildren(entry: OptionEntry): void {
  entry.children.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b));
}

/** Entries in page order: each top-level entry followed by its sub-options, depth first. */
export function inPageOrder(entries: OptionEntry[]): OptionEntry[] {
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const ordered: OptionEntry[] = [];
  const visit = (entry: OptionEntry) => {
    ordered.push(entry);
    for (const child of entry.children) {
      const next = byPath.get(child);
      if (next) visit(next);
    }
  };
  for (const entry of entries) if (entry.parent === undefined || !byPath.has(entry.parent)) visit(entry);
  return ordered;
}

/**
 * Gives every entry its anchor id: GitHub's slug of the path, the id a
 * hand-written `## output.filename` heading gets (`outputfilename`). Where two
 * paths share a slug (`output.libraryExport` and `output.library.export`), the
 * later one in page order gets `-1`, as headings on any page do.
 */
export function assignAnchorIds(entries: OptionEntry[]): void {
  const slugger = new GithubSlugger();
  for (const entry of inPageOrder(entries)) entry.id = slugger.slug(entry.path);
}

/** Named segments of a path: `module.rules[].test` → 3. */
export function depthOf(path: string): number {
  return path.replaceAll(ITEM, "").replaceAll(KEY, "").split(".").length;
}

/** How many `[]` and `{name}` markers a path has. */
export function markersOf(path: string): number {
  return path.split(ITEM).length - 1 + (path.split(KEY).length - 1);
}

/** The entry a prefix belongs to: `module.rules[]` → `module.rules`, `a.{name}[]` → `a`. */
export function entryOfPrefix(prefix: string): string {
  let result = prefix;
  for (;;) {
    if (result.endsWith(ITEM)) result = result.slice(0, -ITEM.length);
    else if (result.endsWith(KEY)) result = result.slice(0, -KEY.length);
    else return result;
  }
}

/** `module.rules[].oneOf[]` is inside `module.rules[]`; `module.rules[]` is not inside `module.rules[]`... but is its own home. */
export function isInside(prefix: string, home: string): boolean {
  return home === "" || prefix.startsWith(`${home}.`) || prefix.startsWith(`${home}[`);
}

export function ordered(names: string[], first: string[] | undefined): string[] {
  if (!first) return names;
  return [...first.filter((name) => names.includes(name)), ...names.filter((name) => !first.includes(name))];
}

/**
 * The entry that documents a path, following {@link SameAs} pointers:
 * `resolveLoader.alias` → `resolve.alias`, `module.rules[].oneOf[].test` →
 * `module.rules[].test`. Undefined when no entry documents it.
 */
export function findEntry<Entry extends EntryLocation>(path: string, byPath: ReadonlyMap<string, Entry>): Entry | undefined {
  const found = followSameAs(path, byPath);
  if (found) return found;
  // Where an option takes one object or a list of them, its paths have no `[]`: `stats.children[].all` is `stats.children.all`.
  for (let index = path.indexOf(ITEM); index !== -1; index = path.indexOf(ITEM, index + 1)) {
    const shorter = findEntry(path.slice(0, index) + path.slice(index + ITEM.length), byPath);
    if (shorter) return shorter;
  }
  return undefined;
}

export function followSameAs<Entry extends EntryLocation>(path: string, byPath: ReadonlyMap<string, Entry>): Entry | undefined {
  let current = path;
  for (let hops = 0; hops < 20; hops++) {
    const direct = byPath.get(current);
    if (direct) return direct;
    let rewritten: string | undefined;
    // The longest entry path that prefixes `current` and points elsewhere.
    for (let end = current.length; end > 0 && rewritten === undefined; end--) {
      const entry = byPath.get(current.slice(0, end));
      if (!entry || !isBoundary(current, end)) continue;
      for (const sameAs of entry.sameAs) {
        const from = entry.path + sameAs.at;
        if (current.startsWith(from) && isBoundary(current, from.length) && current.length > from.length) {
          rewritten = sameAs.home + current.slice(from.length);
          break;
        }
      }
    }
    if (rewritten === undefined) return undefined;
    current = rewritten;
  }
  return undefined;
}

export function isBoundary(path: string, index: number): boolean {
  return index === path.length || path[index] === "." || path[index] === "[";
}
