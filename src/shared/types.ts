import type { AppRouteName } from "./app-routes.ts";

/**
 * Types shared by the build (Node) and the app (browser and prerender).
 * Nothing here may import Node or browser APIs.
 */

/** An in-page heading (levels 2 and 3 only), as the page compiler lists them. */
export interface Heading {
  title: string;
  id: string;
  level: 2 | 3;
}

export interface Link {
  title: string;
  url: string;
}

/**
 * A sidebar entry: one page of a section. Its anchors are not listed here:
 * they come with the page's record when the item opens (see `PageRecord`), so
 * a section's data stays small however many headings its pages have.
 */
export interface MenuItem {
  title: string;
  url: string;
  /** Group heading printed before this item, or undefined when it does not start a group. */
  groupHeading?: string;
  /** False for a page without level-2/3 headings: its item cannot be expanded. */
  hasAnchors: boolean;
}

/**
 * A heading as the sidebar and the outline list it: `[id, title]`, and for a
 * level-2 heading the level-3 headings under it. A tuple, not an object: every
 * page carries its anchors inline in its HTML (src/node/site/document.ts), and
 * the long configuration pages have hundreds.
 */
export type Anchor = readonly [id: string, title: string, children?: readonly Anchor[]];

/**
 * What a section's chunk says of one of its pages, enough to route to it and
 * frame it before its record has loaded.
 */
export interface SectionPage {
  title: string;
  /** The name of its article file (src/shared/articles.ts), which holds its record and HTML. */
  article?: string;
  /** Served only as a document of its own (no article file): the app loads it in full. */
  document?: true;
}

/** On its page, a `#hash` starting with `hashPrefix` goes to `destination` with the same hash. */
export interface MovedFragment {
  hashPrefix: string;
  destination: string;
}

export interface BlogPostSummary {
  title: string;
  url: string;
  date: string;
  /** The post's opening, as HTML of inline formatting only (code, emphasis, links), built from its Markdown. */
  teaser: string;
  readingMinutes: number;
}

/**
 * A route's head, computed at build time (src/node/content/route-data.ts). The
 * prerender writes it and the app applies it after client navigation, both
 * through `headTags` (src/shared/head-tags.ts), so the two always agree.
 */
export interface RouteHead {
  /** The whole `<title>`, site suffix included. */
  title: string;
  /** Absent: the site's default description. */
  description?: string;
  /** Absolute URL; absent for routes that claim none (Page Not Found, the app shell). */
  canonical?: string;
  /** Kept out of search engines (printable pages, Page Not Found). */
  noindex?: boolean;
}

/** One `<head>` tag that differs from route to route. */
export interface HeadTag {
  tag: "meta" | "link";
  attributes: Record<string, string>;
}

/** Previous and next pages in the section's reading order. */
export interface Pager {
  previous?: Link;
  next?: Link;
}

/** One step of a page's breadcrumbs; a sidebar group has no page of its own, so no URL. */
export interface Crumb {
  title: string;
  url?: string;
}

/** A top-level content folder, as the app needs to know it before loading its chunk (generated `site.json`). */
export interface SectionInfo {
  name: string;
  title: string;
  /** Listed under the header's Documentation link, which is current on its pages. */
  documentation: boolean;
}

/** A fragment redirect (content/redirects.json): a moved fragment of the page `path`. */
export interface FragmentRedirect extends MovedFragment {
  path: string;
}

/** Generated data the main bundle needs: the section list and the app's own routes. */
export interface SiteInfo {
  sections: SectionInfo[];
  /** The app's own routes (src/shared/app-routes.ts): each one's URL and head. */
  appRoutes: Record<AppRouteName, { path: string; head: RouteHead }>;
}

/**
 * One chunk per section: its menu and the index of its pages (each page's own
 * data is its record, src/shared/page-record.ts).
 * Top-level pages (comparison, glossary, …) live in the pseudo-section `ROOT_SECTION`.
 */
export interface SectionData {
  name: string;
  title: string;
  /** Listed under the header's Documentation link (front matter `documentation: false` on the index page says no). */
  documentation: boolean;
  /** Sidebar items in order; empty for sections without a sidebar. */
  menu: MenuItem[];
  /** URL of the combined printable page, when the section has one. */
  printableUrl?: string;
  /** Its pages by URL, the printable page included. */
  pages: Record<string, SectionPage>;
}

export const ROOT_SECTION = "_root";
