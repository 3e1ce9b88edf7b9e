/**
 * Each page that has an article file gets one JSON file the build writes
 * (`src/node/site/article-files.ts`) and the app fetches when a reader
 * navigates (`src/app/data/article-loader.ts`): its record and its HTML, a
 * `LoadedPage` (src/shared/page-record.ts).
 *
 * Kept out of webpack, articles leave the app's bundle alone: `main.js` holds
 * no list of pages and no hash of theirs, so editing one page changes that
 * page's files only, and webpack's time and memory do not grow with the
 * documentation. Their names carry no hash; they are revalidated instead
 * (and precached by the service worker with a revision of their own).
 */

/** Folder of the article files, at the site's root. */
export const ARTICLES_DIR = "articles";

/**
 * Where an article file is served. Its name is the page's path in the content
 * folder without the extension (`concepts/alpha` for `content/concepts/alpha.mdx`):
 * `/articles/concepts/alpha.json`. The page's record and its section name it.
 */
export const articleUrl = (name: string) => `/${ARTICLES_DIR}/${name}.json`;

/** The attribute of the element holding a page's article HTML; its value is the page's URL. */
export const ARTICLE_ATTRIBUTE = "data-article";
