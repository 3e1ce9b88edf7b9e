import type { Element, ElementContent, Root, RootContent } from "hast";
import { toString } from "hast-util-to-string";
import type { Plugin } from "unified";
import { ARTICLE_CLASS } from "../../shared/article-markup.ts";
import type { OptionHeadingFact, VersionBadgeFact } from "../markdown/facts.ts";
import { findEntry } from "./option-paths.ts";
import type { ReferenceIndex } from "./rehype-reference-links.ts";

/** `<Badge text="5.20.0+" />`: a badge whose text is a release and a plus states the release that added something. */
export const VERSION_BADGE = /^(\d+\.\d+\.\d+)\+$/;
const NAME = /^[A-Za-z_$][\w$]*$/;
const QUOTED = /^(['"])(.*)\1$/;

export interface VersionBadgesOptions {
  reference?: ReferenceIndex;
  /** The page's option headings, as rehypeReferenceLinks found them. */
  optionHeadings: readonly OptionHeadingFact[];
  /** Receives every version badge of the page, in order. */
  badges: VersionBadgeFact[];
}

/**
 * Reads the version badges a page wrote and ties each to the option it dates (README, "Version
 * badges"): a badge in an option heading dates that option (`## output.clean <Badge text="5.20.0+" />`); a
 * badge right after the inline code that starts a table row or a list item, in an option's section, dates what
 * the code names: a sub-option (`| \`charset\` <Badge … /> |` under `### optimization.minimizeOptions.css`) or,
 * quoted, a string value (`- \`'stats'\` <Badge … />:` under `## performance.hints`). Any other badge is tied
 * to nothing and keeps the words before it, for the list of such badges.
 */
export const rehypeVersionBadges: Plugin<[VersionBadgesOptions], Root> =
  ({ reference, optionHeadings, badges }) =>
  (tree) => {
    if (!reference) return;
    const byPath = new Map(reference.entries.map((entry) => [entry.path, entry]));
    const headingsById = new Map(optionHeadings.map((heading) => [heading.id, heading]));
    /** The option whose section the walk is in, with its heading's level. */
    let section: { entry?: string; level: number } | undefined;

    const visit = (node: Root | RootContent, ancestors: Element[]) => {
      if (node.type !== "element" && node.type !== "root") return;
      if (node.type === "element") {
        const level = /^h([1-6])$/.exec(node.tagName)?.[1];
        if (level) {
          const id = typeof node.properties.id === "string" ? node.properties.id : "";
          const heading = headingsById.get(id);
          if (heading) section = { entry: heading.entry, level: Number(level) };
          else if (section && Number(level) <= section.level) section = undefined;
        }
        if (isBadge(node)) {
          // The badges rehype-history-badges.ts added from the history are not the page's to check.
          if (node.data?.fromHistory) return;
          const version = VERSION_BADGE.exec(toString(node).trim())?.[1];
          if (version) badges.push(badgeFact(node, version, ancestors));
          return;
        }
      }
      const next = node.type === "element" ? [...ancestors, node] : ancestors;
      for (const child of node.children) visit(child, next);
    };

    const badgeFact = (badge: Element, version: string, ancestors: Element[]): VersionBadgeFact => {
      const line = badge.position?.start.line ?? 0;
      const heading = ancestors.find((ancestor) => /^h[1-6]$/.test(ancestor.tagName));
      const headingFact = heading && typeof heading.properties.id === "string" ? headingsById.get(heading.properties.id) : undefined;
      if (headingFact) return { line, version, option: headingFact.entry, names: headingFact.path, by: "heading" };
      const block = [...ancestors]
        .reverse()
        .find((ancestor) => ["td", "th", "li", "p", "h1", "h2", "h3", "h4", "h5", "h6"].includes(ancestor.tagName));
      const context = textBefore(block, badge);
      const lead = leadingCode(ancestors, badge);
      if (lead && section?.entry) {
        const quoted = QUOTED.exec(lead.code);
        if (quoted) return { line, version, option: section.entry, value: quoted[2], names: lead.code, by: lead.by, context };
        if (NAME.test(lead.code)) {
          const entry = findEntry(`${section.entry}.${lead.code}`, byPath);
          if (entry) return { line, version, option: entry.path, names: lead.code, by: lead.by, context };
        }
      }
      return { line, version, context };
    };

    visit(tree, []);
  };

export function isBadge(node: Element): boolean {
  const className = node.properties.className;
  return node.tagName === "span" && Array.isArray(className) && className.includes(ARTICLE_CLASS.badge);
}

/**
 * The inline code a badge directly follows when both start a table row's first cell or a list item:
 * `| \`charset\` <Badge /> |`, `- \`'stats'\` <Badge />: …`.
 */
function leadingCode(ancestors: Element[], badge: Element): { code: string; by: "row" | "item" } | undefined {
  const cellIndex = ancestors.findLastIndex((ancestor) => ancestor.tagName === "td" || ancestor.tagName === "th" || ancestor.tagName === "li");
  if (cellIndex === -1) return undefined;
  const cell = ancestors[cellIndex]!;
  if (cell.tagName !== "li") {
    const row = ancestors[cellIndex - 1];
    const firstCell = row?.children.find((child): child is Element => child.type === "element");
    if (firstCell !== cell) return undefined;
  }
  // A list item's text may sit in a paragraph.
  let holder: Element = cell;
  const first = meaningful(holder.children)[0];
  if (first?.type === "element" && first.tagName === "p") holder = first;
  const [code, next] = meaningful(holder.children);
  if (code?.type !== "element" || code.tagName !== "code" || next !== badge) return undefined;
  return { code: toString(code), by: cell.tagName === "li" ? "item" : "row" };
}

function meaningful(children: ElementContent[]): ElementContent[] {
  return children.filter((child) => child.type === "element" || (child.type === "text" && child.value.trim() !== ""));
}

/** The last words before the badge in its block (paragraph, cell, item or heading), for the list of badges tied to nothing. */
function textBefore(block: Element | undefined, badge: Element): string {
  if (!block) return "";
  let text = "";
  let done = false;
  const walk = (node: ElementContent) => {
    if (done) return;
    if (node === badge) {
      done = true;
      return;
    }
    if (node.type === "text") text += node.value;
    else if (node.type === "element") node.children.forEach(walk);
  };
  block.children.forEach(walk);
  const words = text.replace(/\s+/g, " ").trim().split(" ");
  return words.slice(-6).join(" ");
}
