import { parse, type DefaultTreeAdapterMap } from "parse5";

type ParentNode = DefaultTreeAdapterMap["parentNode"];

/** The files a built page loads up front, in document order. */
export interface PageAssets {
  /** Scripts it runs (`<script src>`) and preloads (`<link rel="preload" as="script">`). */
  scripts: string[];
  /** Its stylesheets (`<link rel="stylesheet">`). */
  stylesheets: string[];
}

/**
 * Reads a built page's asset URLs with parse5 (the HTML standard's parser),
 * as the browser finds them: measurement code reads pages, it does not
 * pattern-match their text.
 */
export function pageAssetsOf(html: string): PageAssets {
  const assets: PageAssets = { scripts: [], stylesheets: [] };
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const attribute = (name: string) => child.attrs.find((candidate) => candidate.name === name)?.value;
      const rel = new Set((attribute("rel") ?? "").toLowerCase().split(/\s+/));
      const src = attribute("src");
      const href = attribute("href");
      if (child.tagName === "script" && src) assets.scripts.push(src);
      if (child.tagName === "link" && href && rel.has("preload") && attribute("as") === "script") assets.scripts.push(href);
      if (child.tagName === "link" && href && rel.has("stylesheet")) assets.stylesheets.push(href);
      visit(child);
    }
  };
  visit(parse(html));
  return assets;
}
