import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import type { Plugin } from "unified";
import { visit } from "unist-util-visit";
import type { HeadingFact, HistoryBadgeFact } from "../markdown/facts.ts";
import { badgeElement } from "../markdown/rehype-mdx-elements.ts";
import { optionHeadings } from "./headings.ts";
import { findEntry } from "./option-paths.ts";
import type { ReferenceIndex, ReferenceIndexEntry } from "./rehype-reference-links.ts";
import { isBadge, VERSION_BADGE } from "./rehype-version-badges.ts";

declare module "hast" {
  interface ElementData {
    /** A badge the build put in an option heading from the option history, not one the page wrote. */
    fromHistory?: boolean;
  }
}

export interface HistoryBadgesOptions {
  /** The reference, with each entry's history (referenceIndexOf); a page without one gets no badges. */
  reference?: ReferenceIndex;
  /** The page's headings (from remarkHeadingIds): their text decides which name an option. */
  headings: readonly HeadingFact[];
  /** Receives each heading that got badges, with their texts. */
  badges: HistoryBadgeFact[];
}

/** Words that already say since when an option is deprecated: "deprecated since 5.17.0", "deprecated in webpack 5.106". */
const STATES_DEPRECATION = /\bdeprecated (?:since|in|from) (?:webpack )?v?5\.\d+/i;

/**
 * Dates the option headings (the ones rehypeReferenceLinks links, on any page) from the option history: a heading
 * whose option came after the first webpack 5 release ends with the badge `<Badge text="5.108.0+" />` would make,
 * unless the page wrote one (which must agree: version-badges.ts); a deprecated option's heading also says since
 * when, as "deprecated since 5.17.0", unless its section already says it. Runs before the headings become links to
 * themselves, the search attributes and the section heights, so that these treat the badges as the page's own.
 */
export const rehypeHistoryBadges: Plugin<[HistoryBadgesOptions], Root> =
  ({ reference, headings, badges }) =>
  (tree) => {
    if (!reference) return;
    const byPath = new Map(reference.entries.map((entry) => [entry.path, entry]));
    const topLevel = new Set(reference.entries.filter((entry) => entry.depth === 1).map((entry) => entry.path));
    const dated = new Map<string, { entry: ReferenceIndexEntry; line: number }>();
    for (const { heading, path } of optionHeadings(headings, topLevel)) {
      const entry = findEntry(path, byPath);
      if (entry && (entry.added || entry.deprecatedIn)) dated.set(heading.id, { entry, line: heading.line });
    }
    if (!dated.size) return;
    visit(tree, "element", (node: Element, index, parent) => {
      if (!/^h[1-6]$/.test(node.tagName)) return undefined;
      const id = typeof node.properties.id === "string" ? node.properties.id : "";
      const target = dated.get(id);
      if (!target) return "skip";
      dated.delete(id);
      const { entry, line } = target;
      const texts: string[] = [];
      if (entry.added && !hasVersionBadge(node)) texts.push(`${entry.added}+`);
      const section = parent && index !== undefined ? sectionAfter(parent.children, index) : [];
      if (entry.deprecatedIn && ![node, ...section].some((part) => STATES_DEPRECATION.test(toString(part)))) {
        texts.push(`deprecated since ${entry.deprecatedIn}`);
      }
      for (const text of texts) node.children.push({ type: "text", value: " " }, { ...badgeElement(text), data: { fromHistory: true } });
      if (texts.length) badges.push({ line, option: entry.path, texts });
      return "skip";
    });
  };

/** A version badge the page wrote in the heading. */
function hasVersionBadge(heading: Element): boolean {
  let found = false;
  visit(heading, "element", (node: Element) => {
    if (isBadge(node) && VERSION_BADGE.test(toString(node).trim())) found = true;
  });
  return found;
}

/** What follows a heading up to the next heading of any level: the words that describe its option. */
function sectionAfter(siblings: readonly (ElementContent | Root["children"][number])[], index: number): ElementContent[] {
  const section: ElementContent[] = [];
  for (const node of siblings.slice(index + 1)) {
    if (node.type === "element" && /^h[1-6]$/.test(node.tagName)) break;
    if (node.type === "element" || node.type === "text") section.push(node);
  }
  return section;
}
