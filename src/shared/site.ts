/** Site-wide constants from the specification, used by the build and the app. */

export const SITE_URL = "https://webpack.js.org";
export const SITE_NAME = "webpack";
/** The documentation's repository: its pages' sources, and where readers open issues about them. */
export const DOCS_REPO_URL = "https://github.com/webpack/webpack.js.org";
export const REPO_EDIT_BASE = `${DOCS_REPO_URL}/edit/main/`;
export const DEFAULT_DESCRIPTION =
  "webpack is a module bundler. Its main purpose is to bundle JavaScript files for usage in a browser, yet it is also capable of transforming, bundling, or packaging just about any resource or asset.";
export const PRINTABLE_TITLE = "Combined printable page";
export const NOT_FOUND_TITLE = "Page Not Found";
/**
 * The section whose hand-written pages document webpack's options: the build
 * generates the options reference into it and links each option heading
 * there (src/node/reference/). A fixed name, not a setting: the content's own
 * links (`/configuration/reference/#…`) and the old site's URLs spell it.
 */
export const CONFIGURATION_SECTION = "configuration";
/**
 * The errors catalogue's section: its pages show webpack's messages with
 * `<WebpackMessage>` (src/node/messages/). A fixed name: the search box's
 * message templates point into it.
 */
export const ERRORS_SECTION = "errors";
/** The options reference's article key (as if it were the file `configuration/reference.md`). */
export const OPTIONS_REFERENCE_KEY = `${CONFIGURATION_SECTION}/reference`;
/** The options reference's URL; search ranks it after the pages that explain an option. */
export const OPTIONS_REFERENCE_URL = `/${CONFIGURATION_SECTION}/reference/`;

/*
 * The sections are not listed here: every top-level content folder is one,
 * and its index page's front matter says what it is (documentation, printable,
 * a blog, its name: src/node/content/content-index.ts; the app reads the generated list).
 */

/** The landing page's URL: it has a layout and a chunk of its own, and its own title as `<title>`. */
export const HOME_URL = "/";
/** Where webpack's output (the app's scripts and styles, and their lazy chunks) is served. */
export const ASSETS_PATH = "/assets/";

/** Marks the head tags that belong to a route, which the app replaces after client navigation (src/app/head.ts). */
export const ROUTE_HEAD_ATTRIBUTE = "data-route-head";
/** Id of the inline JSON holding a prerendered page's record, which the app reads instead of downloading it (src/app/start-app.tsx). */
export const PAGE_RECORD_ID = "page-record";

export const AVATAR_SIZE = 90;
export const CONTRIBUTORS_POLL_MS = 300;

export function titleWithSite(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

export function avatarUrl(user: string): string {
  return `https://github.com/${user}.png?size=${AVATAR_SIZE}`;
}

/** Where a page's Markdown source is served: `/concepts/loaders/` → `/concepts/loaders.md`, `/` → `/index.md`. */
export function markdownUrlOf(url: string): string {
  return url === HOME_URL ? "/index.md" : `${url.replace(/\/$/, "")}.md`;
}

/**
 * "Was this page helpful?" → "No": a new issue on the documentation's
 * repository, its title and text filled in with the page's title and address
 * and a few questions. GitHub opens it for the reader to finish and send;
 * the site itself sends nothing.
 */
export function feedbackIssueUrl(title: string, url: string): string {
  const body = `${SITE_URL}${url}\n\nWhat was unclear or missing?\n`;
  return `${DOCS_REPO_URL}/issues/new?${new URLSearchParams({ title: `Unclear page: ${title}`, body }).toString()}`;
}

/** Title of the pseudo-section holding top-level pages. */
export const ROOT_SECTION_TITLE = "webpack";

/** Documentation versions: 5 is this site, 4 lives on its own host (same paths). */
export const CURRENT_VERSION = "5";
export const V4_SITE_URL = "https://v4.webpack.js.org";
/** The Chinese translation lives on its own host (same paths). */
export const CHINESE_SITE_URL = "https://webpack.docschina.org";

/** Mobile navigation drawer: panel width, and the limits of its touch gestures. */
export const DRAWER_WIDTH = 300;
/** A drag must have moved more than this (px) on release to open or close the drawer. */
export const SWIPE_THRESHOLD = 20;
/** An opening drag from the edge is followed only while it is shorter than this (px). */
export const OPENER_DRAG_LIMIT = 295;
/** A drag counts as horizontal only while |dy / dx| stays below this. */
export const SWIPE_MAX_SLOPE = 0.8;

/**
 * Third-party analytics: the site's Google Analytics property. Its
 * script loads only in production builds, in the browser, once the page is
 * idle, and never under Do Not Track, Global Privacy Control or automation.
 */
export const ANALYTICS = { id: "UA-46921629-2", script: "https://www.googletagmanager.com/gtag/js" } as const;
