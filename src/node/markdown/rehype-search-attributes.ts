import type { Element, ElementContent, Root } from "hast";
import { toString } from "hast-util-to-string";
import type { Plugin } from "unified";
import { visit } from "unist-util-visit";
import { ARTICLE_CLASS, ARTICLE_DATA } from "../../shared/article-markup.ts";
import { CHECK_LINK_CLASS } from "../../shared/config-examples.ts";
import { PACKAGE_MANAGERS } from "../../shared/package-managers.ts";
import { hastProperty } from "./hast-property.ts";

/** Pagefind's weight for code (1 is prose). */
export const CODE_WEIGHT = "0.25";

/**
 * How Pagefind reads the article (`data-pagefind-*`, read when the build
 * indexes the prerendered pages):
 * - controls and screen-reader-only labels are left out of the index and so
 *   of the excerpts (the Copy button, the install tabs' names, "opens in a
 *   new tab", a configuration example's "Check this configuration"), as are
 *   code blocks' file-name captions;
 * - an install block is indexed once, as its npm commands: the yarn and pnpm
 *   panels say the same again;
 * - code counts for a quarter of prose (but not an error message the errors
 *   catalogue shows, which is what a reader pastes): a configuration example that mentions
 *   `runtimeChunk` in passing should not outrank the paragraph that explains it,
 *   and Pagefind picks a section's excerpt where the weighted matches are
 *   densest, so a match in prose is shown before one in code;
 * - a heading that is an option path is also indexed as its parts: Pagefind
 *   keeps `optimization.runtimeChunk` as one word, and readers type `runtimeChunk`.
 */
export const rehypeSearchAttributes: Plugin<[], Root> = () => (tree) => {
  visit(tree, "element", (node: Element) => {
    const classes = classList(node);
    const isChrome =
      node.tagName === "button" ||
      node.properties.role === "tablist" ||
      classes.includes(ARTICLE_CLASS.visuallyHidden) ||
      classes.includes(ARTICLE_CLASS.badge) ||
      classes.includes(ARTICLE_CLASS.codeTitle) ||
      classes.includes(CHECK_LINK_CLASS) ||
      (classes.includes(ARTICLE_CLASS.installPanel) && node.properties[hastProperty(ARTICLE_DATA.manager)] !== PACKAGE_MANAGERS[0]);
    if (isChrome) {
      node.properties.dataPagefindIgnore = "";
      return "skip";
    }
    if (/^h[1-6]$/.test(node.tagName)) {
      const parts = pathParts(headingText(node));
      if (parts) {
        node.properties.dataPagefindIndexAttrs = PATH_WORDS_ATTRIBUTE;
        node.properties[PATH_WORDS_PROPERTY] = parts;
      }
    }
    // An error message the errors catalogue shows is what readers paste: it counts as prose.
    if (node.tagName === "pre" && !classes.includes("webpack-message__text")) {
      node.properties.dataPagefindWeight = CODE_WEIGHT;
      return "skip";
    }
    return undefined;
  });
};

const PATH_WORDS_ATTRIBUTE = "data-path-words";
const PATH_WORDS_PROPERTY = "dataPathWords";

/** `output.library.type` → "output library type"; undefined for a heading that is not a path. */
export function pathParts(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z_$][\w$-]*(?:(?:\.|\[\]\.?)[\w$-]+|\.\{name\})+$/.test(trimmed)) return undefined;
  return trimmed
    .split(/[.[\]{}]+/)
    .filter(Boolean)
    .join(" ");
}

/** A heading's text without its badges (`5.20.0+`). */
function headingText(node: Element): string {
  const withoutBadges = (children: ElementContent[]): ElementContent[] =>
    children
      .filter((child) => !(child.type === "element" && classList(child).includes(ARTICLE_CLASS.badge)))
      .map((child) => (child.type === "element" ? { ...child, children: withoutBadges(child.children) } : child));
  return toString({ ...node, children: withoutBadges(node.children) });
}

function classList(node: Element): string[] {
  const value: unknown = node.properties.className;
  if (Array.isArray(value)) return value.map((item) => String(item));
  return typeof value === "string" ? value.split(/\s+/) : [];
}
