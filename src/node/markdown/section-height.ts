import type { Element, ElementContent } from "hast";
import { toString } from "hast-util-to-string";

/**
 * An estimate, from the markup alone, of how tall an article section is at a
 * given content width, meant to be a little more than the real height. It
 * becomes the section's placeholder height while the browser skips laying it
 * out (Article.css, `content-visibility`). Too short a placeholder lets a
 * skipped section's content spill over the next ones for anything that
 * measures it unrendered (Lighthouse's accessibility audit then reports
 * overlapping links as too small to tap); too tall a one only makes the
 * scrollbar start a little long. `tests/e2e/site/layout-shift.spec.ts` checks
 * the estimate against the real heights of every page.
 *
 * The sizes mirror the site's styles (base.css, Article.css): 16 px text on
 * 26.4 px lines, 14 px code on 21 px lines.
 */
export function estimateSectionHeightRem(section: Element, contentWidth: number): number {
  return Math.ceil((blocksHeight(section.children, contentWidth) * SAFETY) / 16);
}

/** Room for wrapping the estimate does not foresee (long words, wide inline code). */
const SAFETY = 1.15;
const TEXT_LINE = 26.4;
const CODE_LINE = 21;
const BLOCK_MARGIN = 32;
/** Average advance of a character of body text, inline code included, in px; headings scale it by their size. */
const CHAR_WIDTH = 8.4;
/** Words do not fill a line: the last one on it wraps whole. */
const LINE_FILL = 0.85;

const HEADINGS: Record<string, { scale: number; line: number; margin: number }> = {
  h2: { scale: 1.5, line: 39.6, margin: 20 },
  h3: { scale: 1.17, line: 30.9, margin: 37.5 },
  h4: { scale: 1, line: TEXT_LINE, margin: 42.6 },
  h5: { scale: 0.83, line: 22, margin: 44.4 },
  h6: { scale: 0.67, line: 17.7, margin: 50 },
};

const BLOCK_TAGS = new Set([
  "address",
  "aside",
  "blockquote",
  "details",
  "div",
  "dl",
  "dd",
  "dt",
  "figcaption",
  "figure",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "iframe",
  "img",
  "li",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "ul",
]);

function blocksHeight(children: ElementContent[], width: number): number {
  let height = 0;
  let inline = "";
  for (const child of children) {
    if (child.type === "element" && BLOCK_TAGS.has(child.tagName)) {
      if (inline.trim()) height += textHeight(inline, width);
      inline = "";
      height += blockHeight(child, width);
    } else if (child.type === "element" || child.type === "text") {
      inline += toString(child);
    }
  }
  if (inline.trim()) height += textHeight(inline, width);
  return height;
}

function textHeight(text: string, width: number, charWidth = CHAR_WIDTH, line = TEXT_LINE): number {
  const perLine = Math.max(1, Math.floor((width * LINE_FILL) / charWidth));
  const lines = text
    .trim()
    .split("\n")
    .reduce((sum, part) => sum + Math.max(1, Math.ceil(part.length / perLine)), 0);
  return lines * line;
}

function blockHeight(node: Element, width: number): number {
  const heading = HEADINGS[node.tagName];
  if (heading) return textHeight(toString(node).replace(/\n/g, " "), width, CHAR_WIDTH * heading.scale, heading.line) + heading.margin;
  switch (node.tagName) {
    case "pre":
      // Code does not wrap: it scrolls sideways.
      return toString(node).split("\n").length * CODE_LINE + 24;
    case "p":
    case "dt":
    case "figcaption":
    case "summary":
      return textHeight(toString(node).replace(/\n/g, " "), width) + BLOCK_MARGIN / 2;
    case "ul":
    case "ol":
      return blocksHeight(node.children, width - 40) + BLOCK_MARGIN;
    case "dd":
      return blocksHeight(node.children, width - 40);
    case "li":
      return blocksHeight(node.children, width) + 4;
    case "details":
      // Closed, only the summary shows.
      return node.properties.open === undefined
        ? blocksHeight(
            node.children.filter((child) => child.type === "element" && child.tagName === "summary"),
            width,
          ) + BLOCK_MARGIN
        : blocksHeight(node.children, width) + BLOCK_MARGIN;
    case "table":
      return tableHeight(node, width) + BLOCK_MARGIN;
    case "img":
    case "iframe":
      return mediaHeight(node, width) + BLOCK_MARGIN;
    case "hr":
      return BLOCK_MARGIN + 2;
    default:
      // Figures, asides, wrappers: their content, with room for their own padding and margins.
      return blocksHeight(node.children, width - 24) + BLOCK_MARGIN + 24;
  }
}

function tableHeight(table: Element, width: number): number {
  const rows: Element[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue;
      if (child.tagName === "tr") rows.push(child);
      else collect(child);
    }
  };
  collect(table);
  const cellsOf = (row: Element) =>
    row.children.filter((cell): cell is Element => cell.type === "element" && (cell.tagName === "td" || cell.tagName === "th"));
  const columns = Math.max(1, ...rows.map((row) => cellsOf(row).length));
  // A table wider than the column scrolls sideways: columns get at least a few words' width.
  const cellWidth = Math.max(width / columns, 120) - 16;
  return rows.reduce((sum, row) => sum + Math.max(TEXT_LINE, ...cellsOf(row).map((cell) => textHeight(toString(cell), cellWidth))) + 17, 0);
}

function mediaHeight(node: Element, width: number): number {
  const declaredWidth = Number(node.properties.width);
  const declaredHeight = Number(node.properties.height);
  if (declaredWidth > 0 && declaredHeight > 0) return Math.min(declaredHeight, (declaredHeight / declaredWidth) * width);
  return width * 0.75;
}
