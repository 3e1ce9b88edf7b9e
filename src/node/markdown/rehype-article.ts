import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import type { Plugin } from "unified";
import { visit } from "unist-util-visit";

export interface ArticleOptions {
  /** Receives every element id of the page (headings of all levels, explicit ids). */
  ids: string[];
}

/**
 * Reader-facing touches on the article:
 * - headings become links to themselves (a visible `#` on hover, styled in CSS);
 * - tables scroll horizontally in a focusable, labelled region on narrow screens;
 * - GFM task-list checkboxes get a label (axe reports unlabelled ones as critical).
 */
export const rehypeArticle: Plugin<[ArticleOptions], Root> =
  ({ ids }) =>
  (tree) => {
    visit(tree, "element", (node: Element, index, parent) => {
      if (typeof node.properties.id === "string") ids.push(node.properties.id);
      if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === "string") {
        let hasLink = false;
        visit(node, "element", (child: Element) => {
          if (child.tagName === "a") hasLink = true;
        });
        if (!hasLink) {
          node.children = [
            { type: "element", tagName: "a", properties: { href: `#${node.properties.id}`, className: ["heading-anchor"] }, children: node.children },
          ];
        }
        return;
      }
      if (node.tagName === "table" && parent && index !== undefined) {
        const headers: string[] = [];
        visit(node, "element", (cell: Element) => {
          if (cell.tagName === "th") headers.push(toString(cell).trim());
        });
        parent.children[index] = {
          type: "element",
          tagName: "div",
          properties: {
            className: ["table-wrap"],
            role: "region",
            tabIndex: 0,
            ariaLabel: headers.length ? `Table: ${headers.join(", ")}` : "Table",
          },
          children: [node],
        };
        return "skip";
      }
      // MDX wraps an inline `<summary>` line in a paragraph; HTML wants it bare.
      if (node.tagName === "p" && parent && index !== undefined) {
        const elements = node.children.filter((child) => child.type !== "text" || child.value.trim());
        if (elements.length === 1 && elements[0]!.type === "element" && elements[0]!.tagName === "summary") {
          parent.children[index] = elements[0]!;
          return;
        }
      }
      if (node.tagName === "input" && node.properties.type === "checkbox") {
        node.properties.ariaLabel = node.properties.checked ? "Done" : "Not done";
      }
      return undefined;
    });
  };
