import type { Element, Root, RootContent } from "hast";
import { toHtml, type Options } from "hast-util-to-html";
import { visit } from "unist-util-visit";

const OPTIONS: Options = { allowDangerousHtml: false };
const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/**
 * Serialises an article to HTML, noting where each heading's content ends
 * (just before `</hN>`, by id): the configuration reference adds its links
 * there once it knows which headings name options. The output is exactly
 * `toHtml(tree)`: nodes without headings inside are serialised whole, the
 * elements around headings tag by tag.
 */
export function serialiseWithHeadingEnds(tree: Root): { html: string; headingEnds: Map<string, number> } {
  const headingEnds = new Map<string, number>();
  return { html: serialiseChildren(tree.children, 0, headingEnds), headingEnds };
}

function serialiseChildren(children: RootContent[], start: number, headingEnds: Map<string, number>): string {
  let html = "";
  for (const child of children) html += serialiseNode(child, start + html.length, headingEnds);
  return html;
}

function serialiseNode(node: RootContent, start: number, headingEnds: Map<string, number>): string {
  if (node.type !== "element" || !holdsHeading(node)) return toHtml(node, OPTIONS);
  const closing = `</${node.tagName}>`;
  const empty = toHtml({ ...node, children: [] }, OPTIONS);
  const opening = empty.slice(0, empty.length - closing.length);
  const inner = serialiseChildren(node.children, start + opening.length, headingEnds);
  const id = node.properties.id;
  if (HEADING_TAGS.has(node.tagName) && typeof id === "string" && !headingEnds.has(id)) headingEnds.set(id, start + opening.length + inner.length);
  return opening + inner + closing;
}

function holdsHeading(node: Element): boolean {
  if (HEADING_TAGS.has(node.tagName)) return true;
  return node.children.some((child) => child.type === "element" && holdsHeading(child));
}

/**
 * Prefixes every id, and every same-page link (`href="#…"`), with
 * `<prefix>--`, in place: pages joined into one printable document then keep
 * unique ids and working in-page links.
 */
export function prefixIds(tree: Root, prefix: string): void {
  visit(tree, "element", (node: Element) => {
    if (typeof node.properties.id === "string") node.properties.id = `${prefix}--${node.properties.id}`;
    const href = node.properties.href;
    if (typeof href === "string" && href.startsWith("#") && href.length > 1) node.properties.href = `#${prefix}--${href.slice(1)}`;
  });
}
