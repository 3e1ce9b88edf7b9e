import type { Nodes as HastNodes } from "hast";
import { toHtml } from "hast-util-to-html";
import type { PhrasingContent, Root } from "mdast";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/** How much of a post's opening a teaser keeps, in characters of visible text. */
const TEASER_LENGTH = 240;

const parser = unified().use(remarkParse);
const toHast = unified().use(remarkRehype);

/**
 * The teaser of a blog post, as HTML: its first three non-heading, non-blank
 * lines (no import/export or JSX lines), with their inline formatting (code,
 * emphasis, links), cut between words within 240 characters of visible text
 * (a code span is kept whole or left out), then `...`.
 * Raw HTML is dropped, and a link to anything but a web address or a path of
 * the site keeps only its text.
 */
export function teaserOf(body: string): string {
  const lines = body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#") && !/^(import|export)\s/.test(line) && !/^<\/?[A-Za-z]/.test(line));
  const tree = parser.parse(lines.slice(0, 3).join("\n"));
  const inline = cut(joinParagraphs(tree), { left: TEASER_LENGTH });
  const last = inline.at(-1);
  if (last?.type === "text") last.value = last.value.trimEnd();
  inline.push({ type: "text", value: "..." });
  const hast = toHast.runSync({ type: "root", children: [{ type: "paragraph", children: inline }] }) as HastNodes;
  // The paragraph is the teaser's own `<p>` (the blog index's): only its content is kept.
  return toHtml(hast).replace(/^<p>|<\/p>$/g, "");
}

/** The phrasing content of every paragraph (a line may also be a list item or a quote), one space between them. */
function joinParagraphs(tree: Root): PhrasingContent[] {
  const result: PhrasingContent[] = [];
  const visit = (node: Root | Root["children"][number]) => {
    if (node.type === "paragraph") {
      if (result.length) result.push({ type: "text", value: " " });
      result.push(...node.children);
    } else if ("children" in node) {
      for (const child of node.children) visit(child);
    }
  };
  visit(tree);
  return result;
}

/** Keeps the first `budget.left` characters of visible text; drops raw HTML and images, and links to unsafe addresses. */
function cut(nodes: PhrasingContent[], budget: { left: number }): PhrasingContent[] {
  const kept: PhrasingContent[] = [];
  for (const node of nodes) {
    if (budget.left <= 0) break;
    switch (node.type) {
      case "text": {
        const whole = node.value.replace(/\s+/g, " ");
        // A cut falls between words, never inside one.
        const value = whole.length <= budget.left ? whole : whole.slice(0, budget.left + 1).replace(/\s*\S*$/, "");
        budget.left = whole.length <= budget.left ? budget.left - whole.length : 0;
        kept.push({ ...node, value });
        break;
      }
      case "inlineCode": {
        // Code is kept whole or not at all: half an option name reads as another name.
        const value = node.value.replace(/\s+/g, " ");
        if (value.length > budget.left) budget.left = 0;
        else {
          budget.left -= value.length;
          kept.push({ ...node, value });
        }
        break;
      }
      case "break":
        kept.push({ type: "text", value: " " });
        budget.left -= 1;
        break;
      case "link":
        if (/^(https?:\/\/|\/|#)/.test(node.url)) kept.push({ ...node, children: cut(node.children, budget) });
        else kept.push(...cut(node.children, budget));
        break;
      case "emphasis":
      case "strong":
      case "delete":
        kept.push({ ...node, children: cut(node.children, budget) });
        break;
      default:
        // Raw HTML, images, footnote references and the like have no place in a one-paragraph summary.
        break;
    }
  }
  return kept;
}

/** Words a minute of a reader of technical prose; code is read more slowly still, and is counted as words. */
const WORDS_PER_MINUTE = 200;

/** A post's reading time in whole minutes (at least one), from the words of its Markdown source. */
export function readingMinutesOf(body: string): number {
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
