import type { Element, Root } from "hast";
import type { Plugin } from "unified";
import { visit } from "unist-util-visit";
import type { HeadingFact, OptionHeadingFact } from "../markdown/facts.ts";
import type { LinkReference } from "../markdown/rehype-links.ts";
import { optionHeadings, referenceLink } from "./headings.ts";
import { findEntry, type EntryLocation } from "./option-paths.ts";

/** What a page compile needs to know of the options reference to link its option headings: plain data, part of the cache key. */
export interface ReferenceIndex {
  /** The reference page's URL. */
  url: string;
  entries: ReferenceIndexEntry[];
}

/** An entry of the reference: its path, its anchor id, its depth (1: a top-level option) and where it takes another option's shape. */
export interface ReferenceIndexEntry extends EntryLocation {
  id: string;
  depth: number;
  /** From the option history: the release an option heading's version badge states, when after the first webpack 5 release. */
  added?: string;
  /** From the option history, for an option the installed schema deprecates: the release since which webpack deprecates it. */
  deprecatedIn?: string;
}

export interface ReferenceLinksOptions {
  /** The reference; a page without one gets no links. */
  reference?: ReferenceIndex;
  /** The page's headings (from remarkHeadingIds): their text decides which name an option. */
  headings: readonly HeadingFact[];
  /** Receives each added link, for the link check. */
  links: LinkReference[];
  /** Receives each option heading, with the entry it links to (none when the schema has no such option). */
  optionHeadings: OptionHeadingFact[];
}

/**
 * Ends every heading that names an option (see optionHeadings) with a
 * "Reference" link to the option's entry in the options reference. Runs after
 * the headings became links to themselves: a heading that already holds a
 * link gets no self-link.
 */
export const rehypeReferenceLinks: Plugin<[ReferenceLinksOptions], Root> =
  ({ reference, headings, links, optionHeadings: found }) =>
  (tree) => {
    if (!reference) return;
    const byPath = new Map(reference.entries.map((entry) => [entry.path, entry]));
    const topLevel = new Set(reference.entries.filter((entry) => entry.depth === 1).map((entry) => entry.path));
    const hrefs = new Map<string, { href: string; path: string; line: number }>();
    for (const { heading, path } of optionHeadings(headings, topLevel)) {
      const entry = findEntry(path, byPath);
      found.push({ path, id: heading.id, line: heading.line, entry: entry?.path });
      if (entry) hrefs.set(heading.id, { href: `${reference.url}#${entry.id}`, path, line: heading.line });
    }
    if (!hrefs.size) return;
    visit(tree, "element", (node: Element) => {
      const id = node.properties.id;
      const target = typeof id === "string" && /^h[1-6]$/.test(node.tagName) ? hrefs.get(id) : undefined;
      if (!target) return;
      hrefs.delete(id as string);
      node.children.push(...referenceLink(target.href, target.path));
      const [path, hash] = target.href.split("#");
      links.push({ path: path!, hash, line: target.line });
    });
  };
