import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { visit } from "unist-util-visit";

/** An article's HTML (raw HTML nodes were parsed into the tree before this: none is written out as is). */
export function serialise(tree: Root): string {
  return toHtml(tree, { allowDangerousHtml: false });
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
