import type { Element, ElementContent, Root, RootContent } from "hast";
import type { Plugin } from "unified";
import { ARTICLE_CLASS } from "../../shared/article-markup.ts";
import { sectionHeightModel } from "./section-height.ts";

const SECTION_CLASS = ARTICLE_CLASS.section;

/**
 * Wraps each top-level `##` heading and what follows it, up to the next one,
 * in a `<section>`. The browser can then skip the layout and paint of
 * sections far from the viewport (Article.css, `content-visibility`): on a
 * long page most of the first layout's cost. Each section carries its
 * height as a function of the article's width (section-height.ts:
 * `data-fixed` px plus `data-area` / width), its placeholder while it is
 * skipped. The introduction
 * before the first `##` stays as it is. The sections have no accessible name,
 * so they add no landmarks for screen readers to wade through.
 */
export const rehypeSections: Plugin<[], Root> = () => (tree) => {
  const children: RootContent[] = [];
  const sections: Element[] = [];
  for (const child of tree.children) {
    if (child.type === "element" && child.tagName === "h2") {
      sections.push({ type: "element", tagName: "section", properties: { className: [SECTION_CLASS] }, children: [] });
      children.push(sections.at(-1)!);
    }
    const section = sections.at(-1);
    if (section && child.type !== "doctype") section.children.push(child as ElementContent);
    else children.push(child);
  }
  for (const section of sections) {
    const { fixed, area } = sectionHeightModel(section);
    section.properties.dataFixed = fixed;
    section.properties.dataArea = area;
  }
  tree.children = children;
};
