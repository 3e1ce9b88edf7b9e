import { NOT_FOUND_TITLE, SITE_NAME } from "./site.ts";

/** What the build needs to know of a route the app renders without a content page. */
export interface AppRoute {
  /** Its URL, or the file the server answers with (`/404.html`). */
  path: string;
  /** Its title; the site's name is appended unless `ownTitle`. */
  title: string;
  ownTitle?: boolean;
  description?: string;
  /** Kept out of search engines (no canonical URL). */
  noindex?: boolean;
}

/**
 * The app's own routes: the one list of them. A new route is one entry here
 * plus its component in `src/app/App.tsx` (the compiler asks for it): the
 * build computes its head (src/node/content/route-data.ts), prerenders its
 * document (src/node/site/prerender.ts, as a page the browser renders) and
 * lets content link to it; the app routes and titles it (from the generated
 * site data, so that this table stays out of the app's script).
 */
export const APP_ROUTES = {
  /** Renders any route in the browser (offline, and the dev server's page): it claims no URL of its own. */
  appShell: { path: "/app-shell/", title: SITE_NAME, ownTitle: true, noindex: true },
  /** Its content renders only in the browser: its code loads when a reader goes there. */
  vote: {
    path: "/vote/",
    title: "Vote",
    description: "How to vote on webpack's priorities: add a 👍 reaction to the GitHub issues you care about.",
  },
  /** What the server answers for a URL that is no page. */
  notFound: { path: "/404.html", title: NOT_FOUND_TITLE, noindex: true },
} as const satisfies Record<string, AppRoute>;

export type AppRouteName = keyof typeof APP_ROUTES;

/** The app routes' URLs, which content may link to (the 404 page is a file the server answers with, not a URL). */
export const APP_ROUTE_URLS: readonly string[] = Object.values(APP_ROUTES)
  .map((route) => route.path)
  .filter((path) => path.endsWith("/"));

/** The page a navigation gets offline when it was never read: the app shell renders the route in the browser. */
export const APP_SHELL = `${APP_ROUTES.appShell.path}index.html`;
