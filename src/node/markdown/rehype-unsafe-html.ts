import type { Element, Root, RootContent } from "hast";
import type { Plugin } from "unified";
import { ContentError } from "../errors.ts";

/**
 * Elements that would run code, load another document, restyle or re-base the
 * whole site, or post a form: the format allows HTML for markup (`<details>`,
 * `<kbd>`, `<br />`), not for these.
 */
const REFUSED_ELEMENTS = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "base",
  "meta",
  "link",
  "style",
  "form",
  "template",
]);

/** URL schemes that run code or carry a whole document; `data:image/…` is a picture and stays allowed. */
const UNSAFE_URL = /^(?:javascript|vbscript|data(?!:image\/)):/i;

/**
 * Refuses HTML that would escape its page (README, "Writing a page"): the
 * elements above, event-handler attributes (`onclick`) and `javascript:` URLs,
 * whether written as HTML, JSX or a Markdown link. A content error with the
 * line rather than silent removal, so the author sees why it has no effect.
 */
export const rehypeUnsafeHtml: Plugin<[], Root> = () => (tree, file) => {
  const stack: { node: Root | RootContent; line: number }[] = [{ node: tree, line: 1 }];
  while (stack.length) {
    const { node, line: parentLine } = stack.pop()!;
    const line = node.position?.start.line ?? parentLine;
    if (node.type === "element") {
      const problem = problemOf(node);
      if (problem) throw new ContentError(file.path, line, problem);
    }
    // Reversed onto the stack, so the first problem in the page is the one reported.
    if ("children" in node) for (const child of [...node.children].reverse()) stack.push({ node: child, line });
  }
};

function problemOf(element: Element): string | undefined {
  const tag = element.tagName.toLowerCase();
  if (REFUSED_ELEMENTS.has(tag)) return `<${tag}> is not allowed in content: pages may use HTML for markup only`;
  for (const [name, value] of Object.entries(element.properties)) {
    if (/^on/i.test(name)) return `the event handler ${name.toLowerCase()} on <${tag}> is not allowed in content`;
    const values = Array.isArray(value) ? value : [value];
    // Browsers ignore control characters and spaces in a URL's scheme: `java\tscript:` runs too.
    const unsafe = values.find((item) => typeof item === "string" && UNSAFE_URL.test(withoutControls(item)));
    if (unsafe !== undefined) return `the URL ${String(unsafe).slice(0, 40)} in <${tag}> is not allowed in content: use an http(s) or site path`;
  }
  return undefined;
}

function withoutControls(text: string): string {
  return [...text].filter((character) => character.charCodeAt(0) > 0x20).join("");
}
