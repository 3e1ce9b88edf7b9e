import type { Anchor, BlogPostSummary, Crumb, Link, MovedFragment, Pager, RouteHead } from "./types.ts";

/**
 * Everything the app needs to show one page besides its article's HTML,
 * computed once at build time (src/node/content/page-records.ts) and keyed by
 * the page's URL. It travels whole: inline in the page's prerendered HTML
 * (src/node/site/document.ts), in its article file with the HTML
 * (src/shared/articles.ts), and in the development server's update when the
 * page's source is saved. The app reads it and renders it; it never works a
 * page's data out again from the HTML or from another key.
 *
 * A new field is a line here, one where the build fills it in (`contentPage`
 * in page-records.ts) and one in the component that shows it.
 */
export interface PageRecord {
  /** The page's URL: its key everywhere. */
  url: string;
  /** Its h1, the sidebar label. */
  title: string;
  /** Its `<title>` and the head tags that differ from route to route. */
  head: RouteHead;
  /** Previous and next pages in the section's reading order (none: an empty object). */
  pager: Pager;
  /** Where the page is: its section (linked to its index), its sidebar group, the page itself. None on a section's index, a top-level page or a printable page. */
  breadcrumbs?: Crumb[];
  /** The UTC date (`YYYY-MM-DD`) of the last commit that changed the page's source file; none without git history (src/node/content/last-updated.ts). */
  lastUpdated?: string;
  /** Its `##` headings, each with its `###` headings, for the sidebar's item and the outline. */
  anchors: readonly Anchor[];
  /** What "On this page" lists: `##` and `###` headings (3), `##` headings only on very long pages (2), or nothing (0). */
  outline: 0 | 2 | 3;
  /** The name of its article file, which holds this record and the HTML; absent for a page that is a document of its own. */
  article?: string;
  /** Whether the page shows its section's sidebar. */
  sidebar: boolean;
  /** How the search index reads the page; absent: it stays out of the index. */
  search?: {
    /** Its section's name, shown with each result. */
    section: string;
    /** Ranked after the pages that explain (the blog, contributing, the options reference). */
    secondary: boolean;
    /** Readers' words for its topic (front matter `keywords`), weighed like its title; absent: none. */
    keywords?: string[];
  };
  /** The links under the article; absent: none. */
  links?: {
    edit: string;
    /** The page's Markdown source. */
    markdown: string;
    repo?: string;
    source?: string;
  };
  /** Opens the print dialog once it is shown (a section's combined printable page). */
  print?: true;
  contributors: string[];
  related: Link[];
  /** Kept outside the webpack organisation: a notice says so. */
  thirdParty?: true;
  /** A blog post's date, `YYYY-MM-DD`. */
  date?: string;
  /** The blog index: its posts, newest first. */
  posts?: BlogPostSummary[];
  /** Parts of this page that moved to pages of their own (its fragment redirects): the app follows them. */
  movedFragments?: MovedFragment[];
}

/** A page as the app shows it: its record and its article's HTML. */
export interface LoadedPage {
  record: PageRecord;
  html: string;
}
