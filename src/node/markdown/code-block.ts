import type { Element, ElementContent } from "hast";
import type { Code } from "mdast";
import { THEMES, getHighlighter, resolveLanguage } from "./highlighter.ts";
import { titleOf } from "./remark-code-titles.ts";
import { ARTICLE_CLASS, ARTICLE_DATA } from "../../shared/article-markup.ts";
import { hastProperty } from "./hast-property.ts";

type Highlighter = Awaited<ReturnType<typeof getHighlighter>>;

/**
 * Turns a fenced code block into highlighted markup: a figure with the file
 * name as caption, Shiki's light and dark colours in one `<pre>`, diff lines
 * marked, and a copy button (shown once scripts run).
 */
export function codeBlockToHast(highlighter: Highlighter, code: Code): Element {
  const requested = code.lang?.toLowerCase() ?? "";
  const language = resolveLanguage(requested);
  const isDiff = language === "diff";
  const title = titleOf(code.meta);
  const root = highlighter.codeToHast(code.value.replace(/\n$/, ""), {
    lang: language,
    themes: THEMES,
    defaultColor: "light",
    // Shiki stops highlighting a line after 500 ms by default: on a busy machine a line could
    // then come out plain, so the same page built twice differed. No limit: the output is the same on any machine.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        line(node, lineNumber) {
          if (!isDiff) return;
          const text = code.value.split("\n")[lineNumber - 1] ?? "";
          if (text.startsWith("+")) this.addClassToHast(node, "diff-add");
          else if (text.startsWith("-")) this.addClassToHast(node, "diff-remove");
        },
      },
    ],
  });
  const pre = root.children[0] as Element;
  const children: ElementContent[] = [];
  if (title) {
    children.push({
      type: "element",
      tagName: "figcaption",
      properties: { className: [ARTICLE_CLASS.codeTitle] },
      children: [{ type: "text", value: title }],
    });
  }
  children.push(pre, {
    type: "element",
    tagName: "button",
    properties: { type: "button", className: [ARTICLE_CLASS.copyButton], "aria-label": title ? `Copy ${title}` : "Copy code" },
    children: [{ type: "text", value: "Copy" }],
  });
  return {
    type: "element",
    tagName: "figure",
    properties: {
      className: [ARTICLE_CLASS.codeBlock],
      dataLanguage: requested || "text",
      ...(isDiff ? { [hastProperty(ARTICLE_DATA.diff)]: "" } : {}),
    },
    children,
  };
}
