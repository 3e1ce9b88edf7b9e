import type { SectionData } from "../../shared/types.ts";
import { ContentError } from "../errors.ts";
import type { LoadedContent } from "./index-types.ts";

export interface LinkCheckOptions {
  /** URLs served by the app that are not content pages (e.g. `/vote/`). */
  extraRoutes: readonly string[];
  /** Files served at the site root (e.g. `/feed.xml`), allowed as link targets. */
  staticFiles: readonly string[];
}

/**
 * Every internal link must lead to a page, and its `#hash`, when it has one,
 * to an id on that page. Returns the problems as content errors with lines.
 */
export function checkLinks(loaded: LoadedContent, sections: SectionData[], options: LinkCheckOptions): ContentError[] {
  const routes = new Set<string>([...options.extraRoutes, ...loaded.pages.keys()]);
  for (const section of sections) for (const url of Object.keys(section.pages)) routes.add(url);
  const staticFiles = new Set(options.staticFiles);
  const errors: ContentError[] = [];
  for (const page of loaded.pages.values()) {
    for (const link of page.body.links) {
      const targetUrl = link.path === "" ? page.entry.url : link.path;
      if (/\.[a-z0-9]+$/i.test(targetUrl)) {
        if (!staticFiles.has(targetUrl)) errors.push(new ContentError(page.entry.path, link.line, `link to ${targetUrl}: no such file is served by the site`));
        continue;
      }
      if (!routes.has(targetUrl)) {
        errors.push(new ContentError(page.entry.path, link.line, `link to ${targetUrl}: no page has this URL`));
        continue;
      }
      if (link.hash === undefined || link.hash === "") continue;
      const target = loaded.pages.get(targetUrl);
      if (target && !target.body.ids.includes(link.hash)) {
        const where = link.path === "" ? "this page" : targetUrl;
        errors.push(new ContentError(page.entry.path, link.line, `link to #${link.hash}: ${where} has no heading or element with this id`));
      }
    }
    for (const related of page.entry.related) {
      const url = related.url.split("#")[0]!;
      if (url.startsWith("/") && !routes.has(url.endsWith("/") ? url : `${url}/`)) {
        errors.push(new ContentError(page.entry.path, 1, `related link to ${related.url}: no page has this URL`));
      }
    }
  }
  return errors;
}
