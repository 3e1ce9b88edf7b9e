import type { Element, ElementContent, Root, RootContent } from "hast";
import type { Plugin } from "unified";
import { estimateSectionHeightRem } from "./section-height.ts";

const SECTION_CLASS = "article-section";

/**
 * The article's width on the narrowest screens of each layout (DocPage.css):
 * a 320 px phone, and a window just wider than 40rem. Estimates at these
 * widths hold for the wider screens of the same layout.
 */
const NARROW_CONTENT_WIDTH = 288;
const WIDE_CONTENT_WIDTH = 609;

/**
 * Wraps each top-level `##` heading and what follows it, up to the next one,
 * in a `<section>`. The browser can then skip the layout and paint of
 * sections far from the viewport (Article.css, `content-visibility`): on a
 * long page most of the first layout's cost on a phone. Each section carries
 * its estimated height in rem for both layouts (`data-height-narrow`,
 * `data-height-wide`), its placeholder while it is skipped. The introduction
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
    section.properties.dataHeightNarrow = estimateSectionHeightRem(section, NARROW_CONTENT_WIDTH);
    section.properties.dataHeightWide = estimateSectionHeightRem(section, WIDE_CONTENT_WIDTH);
  }
  tree.children = children;
};
