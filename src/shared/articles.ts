import type { ArticleContent, RouteData } from "./types.ts";

/**
 * Each page's article (its HTML, its sidebar anchors, nested as the sidebar
 * shows them, and its route data) is a JSON
 * file the build writes (`src/node/site/article-files.ts`) and the app
 * fetches when a reader navigates (`src/app/data/article-loader.ts`).
 *
 * Kept out of webpack, articles leave the app's bundle alone: `main.js` holds
 * no list of pages and no hash of theirs, so editing one page changes that
 * page's files only, and webpack's time and memory do not grow with the
 * documentation. Their names carry no hash; they are revalidated instead
 * (and precached by the service worker with a revision of their own).
 */

/*
 * A page's article key is its path in the content folder without the
 * extension (`concepts/alpha` for `content/concepts/alpha.mdx`): it names the
 * article file, and pages, menu items and the app's data refer to articles by it.
 */

/** What a page's article file holds. */
export type ArticleFile = ArticleContent & { route: RouteData };

/** Folder of the article files, at the site's root. */
export const ARTICLES_DIR = "articles";

/** Where a page's article is served: `/articles/concepts/alpha.json` for the page whose article key is `concepts/alpha`. */
export const articleUrl = (key: string) => `/${ARTICLES_DIR}/${key}.json`;
