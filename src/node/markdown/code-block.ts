import type { Element, ElementContent } from "hast";
import { toString } from "hast-util-to-string";
import type { Code } from "mdast";
import type { DecorationItem } from "shiki";
import { LINE_ADDED, LINE_REMOVED } from "../../shared/code-notation.ts";
import { CHECK_LINK_CLASS, CONFIG_EXAMPLE_CLASS } from "../../shared/config-examples.ts";
import { copyText } from "../../shared/copy-text.ts";
import { NOTATION_TRANSFORMERS, usesNotation } from "./code-notation.ts";
import { THEMES, getHighlighter, resolveLanguage } from "./highlighter.ts";
import { titleOf } from "./remark-code-titles.ts";
import { ARTICLE_CLASS, ARTICLE_DATA } from "../../shared/article-markup.ts";
import { hastProperty } from "./hast-property.ts";

type Highlighter = Awaited<ReturnType<typeof getHighlighter>>;

/** What makes a block a configuration example that explains itself (config-examples.ts). */
export interface ExampleMarkup {
  /** Ranges of the code wrapped in elements of their own: the option keys. */
  decorations?: DecorationItem[];
  /** The configuration check's URL, for the example's "Check this configuration" link (the app adds the text to it). */
  checkUrl?: string;
}

/**
 * Turns a fenced code block into highlighted markup: a figure with the file
 * name as caption, Shiki's light and dark colours in one `<pre>`, marked
 * lines (a diff's, or the notation's: code-notation.ts), and a copy button
 * (shown once scripts run). A configuration example also has its option keys
 * made links (`decorations`) and a link to the configuration check.
 */
export function codeBlockToHast(highlighter: Highlighter, code: Code, example?: ExampleMarkup): Element {
  const { decorations = [], checkUrl } = example ?? {};
  const requested = code.lang?.toLowerCase() ?? "";
  const language = resolveLanguage(requested);
  const isDiff = language === "diff";
  const title = titleOf(code.meta);
  const notation = usesNotation(code.value, code.meta, code.lang);
  const highlight = () =>
    highlighter.codeToHast(code.value.replace(/\n$/, ""), {
      lang: language,
      themes: THEMES,
      defaultColor: "light",
      // Shiki stops highlighting a line after 500 ms by default: on a busy machine a line could
      // then come out plain, so the same page built twice differed. No limit: the output is the same on any machine.
      tokenizeTimeLimit: 0,
      decorations,
      meta: { __raw: code.meta ?? "" },
      transformers: [
        ...(notation ? NOTATION_TRANSFORMERS : []),
        {
          line(node, lineNumber) {
            if (!isDiff) return;
            const text = code.value.split("\n")[lineNumber - 1] ?? "";
            if (text.startsWith("+")) this.addClassToHast(node, LINE_ADDED);
            else if (text.startsWith("-")) this.addClassToHast(node, LINE_REMOVED);
          },
        },
      ],
    });
  // Everything the highlighting depends on (the notation and the diff marks follow from the language, code and meta).
  const pre = remembered
    ? structuredClone(remembered(JSON.stringify([language, code.value, code.meta ?? "", decorations]), () => highlight().children[0] as Element))
    : (highlight().children[0] as Element);
  const children: ElementContent[] = [];
  if (title) {
    children.push({
      type: "element",
      tagName: "figcaption",
      properties: { className: [ARTICLE_CLASS.codeTitle] },
      children: [{ type: "text", value: title }],
    });
  }
  children.push(pre);
  // After the code in the reading order; shown in the title bar (Article.css).
  if (checkUrl) {
    children.push({
      type: "element",
      tagName: "a",
      properties: { href: checkUrl, className: [CHECK_LINK_CLASS] },
      children: [{ type: "text", value: "Check this configuration" }],
      // The link check names the block's line.
      position: code.position,
    });
  }
  children.push({
    type: "element",
    tagName: "button",
    properties: { type: "button", className: [ARTICLE_CLASS.copyButton], "aria-label": title ? `Copy ${title}` : "Copy code" },
    children: [{ type: "text", value: "Copy" }],
  });
  return {
    type: "element",
    tagName: "figure",
    properties: {
      // An example explains its keys whether or not the content has a check page to open it in.
      className: example ? [ARTICLE_CLASS.codeBlock, CONFIG_EXAMPLE_CLASS] : [ARTICLE_CLASS.codeBlock],
      dataLanguage: requested || "text",
      ...(isDiff ? { [hastProperty(ARTICLE_DATA.diff)]: "" } : {}),
    },
    children,
  };
}

/** Highlighted blocks by what they were made from, when remembering is on; the oldest go first. */
let remembered: ((key: string, make: () => Element) => Element) | undefined;

/**
 * Remembers up to `limit` highlighted blocks, in this thread, for the life of
 * the process: the development server's workers, which compile the same page
 * again at each save, where most of its blocks have not changed (Shiki's
 * tokenizing is a sixth of a long page's compile). Builds leave it off: they
 * compile each block once.
 */
export function rememberHighlighting(limit: number): void {
  const blocks = new Map<string, Element>();
  remembered = (key, make) => {
    let block = blocks.get(key);
    if (block) blocks.delete(key);
    else block = make();
    blocks.set(key, block);
    if (blocks.size > limit) blocks.delete(blocks.keys().next().value!);
    return block;
  };
}

/** What the block's Copy button gives (src/app/components/docs/Article/article-actions.ts does the same with the page's DOM). */
export function copiedText(figure: Element): string {
  const lines: string[] = [];
  const visit = (node: ElementContent) => {
    if (node.type !== "element") return;
    const classes = classesOf(node);
    if (classes.includes("line")) {
      if (!classes.includes(LINE_REMOVED)) lines.push(toString(node));
      return;
    }
    node.children.forEach(visit);
  };
  const pre = figure.children.find((child) => child.type === "element" && child.tagName === "pre");
  if (pre) visit(pre);
  return copyText(lines, figure.properties[hastProperty(ARTICLE_DATA.diff)] !== undefined);
}

/** An element's classes, as Shiki writes them (`class`, a string or a list) or as hast does (`className`). */
function classesOf(node: Element): string[] {
  const value = node.properties.class ?? node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" ? value.split(/\s+/) : [];
}
