import type { Element, ElementContent, Root, RootContent } from "hast";
import type { Plugin } from "unified";

export const SECTION_CLASS = "article-section";

/**
 * Wraps each top-level `##` heading and what follows it, up to the next one,
 * in a `<section>`. The browser can then skip the layout and paint of
 * sections far from the viewport (Article.css, `content-visibility`): on a
 * long page most of the first layout's cost on a phone. The introduction
 * before the first `##` stays as it is. The sections have no accessible name,
 * so they add no landmarks for screen readers to wade through.
 */
export const rehypeSections: Plugin<[], Root> = () => (tree) => {
  const children: RootContent[] = [];
  let section: Element | undefined;
  for (const child of tree.children) {
    if (child.type === "element" && child.tagName === "h2") {
      section = { type: "element", tagName: "section", properties: { className: [SECTION_CLASS] }, children: [] };
      children.push(section);
    }
    if (section && child.type !== "doctype") section.children.push(child as ElementContent);
    else children.push(child);
  }
  tree.children = children;
};
