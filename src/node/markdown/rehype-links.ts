import type { Element, Root } from "hast";
import type { Plugin } from "unified";
import { visit } from "unist-util-visit";
import { ARTICLE_CLASS } from "../../shared/article-markup.ts";

/** An internal link found in a page, checked once every page is known. */
export interface LinkReference {
  /** Path with a trailing slash, e.g. `/concepts/entry-points/`; empty for a same-page `#hash`. */
  path: string;
  /** Fragment without `#`, or undefined. */
  hash?: string;
  line: number;
}

export interface LinksOptions {
  links: LinkReference[];
}

/**
 * Normalises internal links to end with `/` (before the hash), records them
 * for the link check, and makes external links open in a new tab, announced
 * to screen readers.
 */
export const rehypeLinks: Plugin<[LinksOptions], Root> =
  ({ links }) =>
  (tree) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "a" || typeof node.properties.href !== "string") return;
      const href = node.properties.href;
      const line = node.position?.start.line ?? 1;
      if (href.startsWith("#")) {
        links.push({ path: "", hash: decodeURIComponent(href.slice(1)), line });
      } else if (href.startsWith("/") && !href.startsWith("//")) {
        const normalised = normaliseInternalHref(href);
        node.properties.href = normalised;
        const [pathAndQuery, hash] = splitOnce(normalised, "#");
        links.push({ path: pathAndQuery.split("?")[0]!, hash: hash === undefined ? undefined : decodeURIComponent(hash), line });
      } else if (/^https?:\/\//.test(href)) {
        node.properties.target = "_blank";
        node.properties.rel = ["noopener", "noreferrer"];
        node.children.push({
          type: "element",
          tagName: "span",
          properties: { className: [ARTICLE_CLASS.visuallyHidden] },
          children: [{ type: "text", value: " (opens in a new tab)" }],
        });
      }
    });
  };

/** `/concepts/entry-points#x` → `/concepts/entry-points/#x`; file links such as `/feed.xml` stay. */
export function normaliseInternalHref(href: string): string {
  const [beforeHash, hash] = splitOnce(href, "#");
  const [path, query] = splitOnce(beforeHash, "?");
  const lastSegment = path.split("/").at(-1) ?? "";
  const withSlash = path.endsWith("/") || lastSegment.includes(".") ? path : `${path}/`;
  return withSlash + (query === undefined ? "" : `?${query}`) + (hash === undefined ? "" : `#${hash}`);
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}
