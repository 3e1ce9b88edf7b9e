import type { AppRouteName } from "./app-routes.ts";

/**
 * Types shared by the build (Node) and the app (browser and prerender).
 * Nothing here may import Node or browser APIs.
 */

/** An in-page heading shown in the sidebar (levels 2 and 3 only). */
export interface Anchor {
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
 * they come with the page's article file when the item opens (see
 * `ArticleData`), so a section's data stays small however many headings its
 * pages have.
 */
export interface MenuItem {
  title: string;
  url: string;
  /** Group heading printed before this item, or undefined when it does not start a group. */
  groupHeading?: string;
  /** The page's article key, naming the article file its anchors are read from. */
  articleKey: string;
  /** False for a page without level-2/3 headings: its item cannot be expanded. */
  hasAnchors: boolean;
}

/** A page's article: its compiled HTML and its sidebar anchors (its level-2/3 headings, from the syntax tree). */
export interface ArticleData {
  html: string;
  anchors: Anchor[];
}

/** An article as the app holds it: its HTML and its anchors nested for the sidebar. */
export interface ArticleContent {
  html: string;
  anchors: MenuAnchor[];
}

/** An anchor in the sidebar; level-3 anchors nest under the preceding level-2 one. */
export interface MenuAnchor {
  title: string;
  id: string;
  children: MenuAnchor[];
}

/** Everything a documentation page needs apart from its article HTML. */
export interface PageData {
  url: string;
  /** Its article key: the content path without extension, naming its article file (src/shared/articles.ts). */
  articleKey: string;
  title: string;
  description?: string;
  /** Source path relative to the repository, e.g. `content/concepts/index.mdx`. */
  path: string;
  contributors: string[];
  related: Link[];
  edit: string;
  repo?: string;
  source?: string;
  thirdParty?: boolean;
  printable?: boolean;
  /** Present on the blog index: the posts, newest first. */
  posts?: BlogPostSummary[];
  /** Present on blog posts. */
  date?: string;
  /** Parts of this page that moved to pages of their own (its fragment redirects): the app follows them. */
  movedFragments?: MovedFragment[];
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

/**
 * A route's own data, computed once at build time: it travels in the page's
 * article file (and inline in its prerendered HTML for the first visit).
 */
export interface RouteData {
  head: RouteHead;
  pager: Pager;
  /** Where the page is: its section (linked to its index), its sidebar group, the page itself. None on a section's index or a top-level page. */
  breadcrumbs?: Crumb[];
  /** The UTC date (`YYYY-MM-DD`) of the last commit that changed the page's source file; none without git history (src/node/content/last-updated.ts). */
  lastUpdated?: string;
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
 * One chunk per section: its menu and the data of each of its pages.
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
  pages: Record<string, PageData>;
}

export const ROOT_SECTION = "_root";
