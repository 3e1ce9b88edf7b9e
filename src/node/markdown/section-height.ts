// Skipped sections hold a height estimated at build time so that the scrollbar is right from the first paint: with it
// every one of the site's 180 pages is as tall at load as once laid out within 10% (at worst 8.6% at 412 px and 5.1%
// at 1280 px), without it 99 and 69 of them are not (the options reference 90% short), for about 0.1 s of CPU over the
// site's 1,237 sections (`npx playwright test tests/e2e/site/layout-shift.spec.ts` measures it on the last build).
import type { Element, ElementContent } from "hast";
import { toString } from "hast-util-to-string";

/**
 * How tall an article section will be, from its markup alone, as a function
 * of the article's width `w`: `fixed + area / w` px. Code, headings' single
 * lines, margins and tables do not depend on the width (`fixed`); wrapped
 * text takes about its characters' total advance times its line height,
 * divided by the width (`area`). The browser evaluates the formula at the
 * real width (Article.css, `contain-intrinsic-size` with typed `attr()`), so
 * a skipped section keeps about its real height at every window size and the
 * scrollbar tells the truth from the first paint. It aims at the right
 * height, not an upper bound: over a page the errors of its sections mostly
 * cancel, and `tests/e2e/site/layout-shift.spec.ts` holds every page's height
 * at load within 10% of its height once laid out.
 *
 * The sizes mirror the site's styles (base.css, Article.css): 16 px text on
 * 26.4 px lines, 14 px code on 21 px lines.
 */
export interface HeightModel {
  /** px that do not depend on the width. */
  fixed: number;
  /** px²: divided by the article's width in px, the height of the wrapped text. */
  area: number;
}

export function sectionHeightModel(section: Element): HeightModel {
  const model = blocksHeight(section.children, 0);
  return { fixed: Math.round(model.fixed), area: Math.round(model.area) };
}

const TEXT_LINE = 26.4;
/** A line of highlighted code, and a code block's padding and borders. */
const CODE_LINE = 21.9;
const CODE_BOX = 26;
/** Average advance of a character of 14 px monospace text, and of the 14 px small print of an error message's facts line and its line. */
const CODE_CHAR_WIDTH = 8.4;
const SMALL_CHAR_WIDTH = 7.3;
const SMALL_LINE = 23.1;
/** Between an error message and its facts line. */
const MESSAGE_GAP = 8;
/** A code block's file-name bar. */
const CODE_TITLE = 30;
/** The package-manager tabs above an install command. */
const TAB_LIST = 33;
/** A table cell's vertical padding and border, and its horizontal ones. */
const CELL_BOX = 17;
const CELL_SIDES = 25;
const BLOCK_MARGIN = 32;
/** Average advance of a character of body text, inline code included, in px; headings scale it by their size. */
const CHAR_WIDTH = 8.4;
/** Words do not fill a line: the last one on it wraps whole. */
const LINE_FILL = 0.87;
/** A typical article width, for the few sizes the formula cannot follow (indented text, tables, images). */
const TYPICAL_WIDTH = 560;

/**
 * Headings' size and line, and what their margins add to the 16 px every
 * block is counted with (margins collapse: the larger of two wins).
 */
const HEADINGS: Record<string, { scale: number; line: number; margin: number }> = {
  h2: { scale: 1.5, line: 39.6, margin: 4 },
  h3: { scale: 1.17, line: 30.9, margin: 5.4 },
  h4: { scale: 1, line: TEXT_LINE, margin: 10.6 },
  h5: { scale: 0.83, line: 22, margin: 12.4 },
  h6: { scale: 0.67, line: 17.7, margin: 18 },
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

const fixed = (px: number): HeightModel => ({ fixed: px, area: 0 });
const plus = (a: HeightModel, b: HeightModel): HeightModel => ({ fixed: a.fixed + b.fixed, area: a.area + b.area });

/** `indent`: how much narrower than the article this content is (list and aside padding). */
function blocksHeight(children: ElementContent[], indent: number): HeightModel {
  let height = fixed(0);
  let inline = "";
  for (const child of children) {
    if (child.type === "element" && BLOCK_TAGS.has(child.tagName)) {
      if (inline.trim()) height = plus(height, textHeight(inline, indent));
      inline = "";
      height = plus(height, blockHeight(child, indent));
    } else if (child.type === "element" || child.type === "text") {
      inline += visibleText(child);
    }
  }
  if (inline.trim()) height = plus(height, textHeight(inline, indent));
  return height;
}

/**
 * Wrapped text: its advance over the width, plus half a line for the last,
 * partly filled one (a single short line is a whole line). Lines broken in
 * the source (`<br>`, preformatted text) each start anew.
 */
function textHeight(text: string, indent: number, charWidth = CHAR_WIDTH, line = TEXT_LINE): HeightModel {
  // Indented text wraps on a narrower measure: scaled as at a typical width.
  const narrower = TYPICAL_WIDTH / Math.max(TYPICAL_WIDTH / 2, TYPICAL_WIDTH - indent);
  return text
    .trim()
    .split("\n")
    .reduce((sum, part) => {
      const advance = (part.length * charWidth * narrower) / LINE_FILL;
      // Short enough for one line at any article width: exactly one line.
      if (advance < 280) return plus(sum, fixed(line));
      return plus(sum, { fixed: line / 2, area: advance * line });
    }, fixed(0));
}

const hasClass = (node: Element, name: string) => Array.isArray(node.properties.className) && node.properties.className.includes(name);
/** The text a reader sees: without what is there for screen readers only (" (opens in a new tab)"). */
function visibleText(node: ElementContent): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element" || hasClass(node, "visually-hidden")) return "";
  return node.children.map(visibleText).join("");
}

const childElements = (node: Element) => node.children.filter((child): child is Element => child.type === "element");

/** Code does not wrap: it scrolls sideways. */
function codeHeight(pre: Element): number {
  return toString(pre).replace(/\n$/, "").split("\n").length * CODE_LINE + CODE_BOX;
}

/** The site's own blocks (src/node/markdown): code blocks with their title bar, install tabs (one panel shows), tables in their scroller, asides. */
function componentHeight(node: Element, indent: number): HeightModel | undefined {
  if (hasClass(node, "code-block")) {
    const parts = childElements(node);
    const pre = parts.find((part) => part.tagName === "pre");
    const title = parts.some((part) => hasClass(part, "code-block__title"));
    return fixed((pre ? codeHeight(pre) : 0) + (title ? CODE_TITLE : 0) + BLOCK_MARGIN / 2);
  }
  if (hasClass(node, "install-tabs")) {
    const panel = childElements(node).find((part) => hasClass(part, "install-tabs__panel"));
    return plus(fixed(TAB_LIST + BLOCK_MARGIN / 2), panel ? blocksHeight(panel.children, indent) : fixed(0));
  }
  if (hasClass(node, "table-wrap")) {
    const table = childElements(node).find((part) => part.tagName === "table");
    return plus(table ? tableHeight(table, indent) : fixed(0), fixed(BLOCK_MARGIN / 2));
  }
  if (hasClass(node, "aside")) return plus(blocksHeight(node.children, indent + 36), fixed(BLOCK_MARGIN / 2 + 24));
  if (hasClass(node, "webpack-message")) {
    // A message wraps (Article.css): its text at code size, then its facts line in small print.
    const parts = childElements(node);
    const pre = parts.find((part) => part.tagName === "pre");
    const facts = parts.find((part) => part.tagName === "p");
    return plus(
      plus(
        pre ? textHeight(toString(pre), indent + CODE_BOX, CODE_CHAR_WIDTH, CODE_LINE) : fixed(0),
        facts ? textHeight(visibleText(facts), indent, SMALL_CHAR_WIDTH, SMALL_LINE) : fixed(0),
      ),
      fixed(CODE_BOX + MESSAGE_GAP + BLOCK_MARGIN / 2),
    );
  }
  return undefined;
}

function blockHeight(node: Element, indent: number): HeightModel {
  const heading = HEADINGS[node.tagName];
  if (heading)
    return plus(textHeight(visibleText(node).replace(/\n/g, " "), indent, CHAR_WIDTH * heading.scale, heading.line), fixed(heading.margin));
  const component = componentHeight(node, indent);
  if (component) return component;
  switch (node.tagName) {
    case "pre":
      return fixed(codeHeight(node) + BLOCK_MARGIN / 2);
    case "p":
    case "dt":
    case "figcaption":
    case "summary":
      return plus(textHeight(visibleText(node).replace(/\n/g, " "), indent), fixed(BLOCK_MARGIN / 2));
    case "ul":
    case "ol":
      return plus(blocksHeight(node.children, indent + 40), fixed(BLOCK_MARGIN / 2));
    case "dd":
      return blocksHeight(node.children, indent + 40);
    case "li":
      return blocksHeight(node.children, indent);
    case "details":
      // Closed, only the summary shows.
      return plus(
        node.properties.open === undefined
          ? blocksHeight(
              node.children.filter((child) => child.type === "element" && child.tagName === "summary"),
              indent,
            )
          : blocksHeight(node.children, indent),
        fixed(BLOCK_MARGIN),
      );
    case "table":
      return plus(tableHeight(node, indent), fixed(BLOCK_MARGIN / 2));
    case "img":
    case "iframe":
      return fixed(mediaHeight(node, TYPICAL_WIDTH - indent) + BLOCK_MARGIN / 2);
    case "hr":
      return fixed(BLOCK_MARGIN + 2);
    default:
      // Figures, asides, wrappers: their content, with their own padding and margins.
      return plus(blocksHeight(node.children, indent + 24), fixed(BLOCK_MARGIN / 2 + 24));
  }
}

/** Two article widths, a phone's and a desktop's, between which a table's height is interpolated in 1 / width. */
const NARROW_WIDTH = 360;
const WIDE_WIDTH = 680;

/**
 * A table's height is not simply its text over the width: its columns are
 * never narrower than their longest word. It is worked out at a phone's and
 * a desktop's article width and put in the same form as the rest (a fixed
 * part and a part in 1 / width) through those two points.
 */
function tableHeight(table: Element, indent: number): HeightModel {
  const rows: Element[] = [];
  const collect = (node: Element) => {
    for (const child of childElements(node)) {
      if (child.tagName === "tr") rows.push(child);
      else collect(child);
    }
  };
  collect(table);
  const cells = rows.map((row) =>
    childElements(row)
      .filter((cell) => cell.tagName === "td" || cell.tagName === "th")
      .map((cell) => visibleText(cell).trim()),
  );
  const narrow = tableHeightAt(cells, NARROW_WIDTH - indent);
  const wide = tableHeightAt(cells, WIDE_WIDTH - indent);
  const area = Math.max(0, (narrow - wide) / (1 / NARROW_WIDTH - 1 / WIDE_WIDTH));
  return { fixed: wide - area / WIDE_WIDTH, area };
}

/**
 * The browser's automatic table layout, roughly: each column gets at least
 * its longest word, and what room is left goes to the columns in proportion
 * to how much more their longest cell wants.
 */
function tableHeightAt(cells: string[][], width: number): number {
  const advance = (text: string) => (text.length * CHAR_WIDTH) / LINE_FILL;
  const columns = Math.max(1, ...cells.map((row) => row.length));
  const least = Array.from({ length: columns }, (_, column) =>
    Math.max(1, ...cells.map((row) => Math.max(0, ...(row[column] ?? "").split(/\s+/).map(advance)))),
  );
  const most = Array.from({ length: columns }, (_, column) => Math.max(least[column]!, ...cells.map((row) => advance(row[column] ?? ""))));
  const room = width - columns * CELL_SIDES;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const spare = room - sum(least);
  const wanted = sum(most) - sum(least);
  const widths = least.map((min, column) =>
    spare <= 0 || wanted <= 0 ? min : Math.min(most[column]!, min + (spare * (most[column]! - min)) / wanted),
  );
  return cells.reduce(
    (height, row) => height + Math.max(1, ...row.map((text, column) => Math.ceil(advance(text) / widths[column]!))) * TEXT_LINE + CELL_BOX,
    0,
  );
}

function mediaHeight(node: Element, width: number): number {
  const declaredWidth = Number(node.properties.width);
  const declaredHeight = Number(node.properties.height);
  if (declaredWidth > 0 && declaredHeight > 0) return Math.min(declaredHeight, (declaredHeight / declaredWidth) * width);
  return width * 0.75;
}
