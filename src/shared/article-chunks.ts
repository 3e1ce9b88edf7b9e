/**
 * Article chunks: each page's article (its HTML, sidebar anchors and route
 * data) as a script in webpack's chunk format. The build writes them itself
 * (`src/node/site/article-chunks.ts`) instead of compiling them with webpack,
 * and the browser loads them through webpack's runtime
 * (`src/app/data/article-loader.ts`), which keeps its chunk loading: a failure
 * is webpack's ChunkLoadError, with the same time-out.
 *
 * Kept out of webpack, articles leave the app's bundle alone: `main.js` holds
 * no list of pages and no hash of theirs, so editing one page changes that
 * page's files only, and webpack's time and memory do not grow with the
 * documentation. Their names carry no hash; they are revalidated instead
 * (and precached by the service worker with a revision of their own).
 */

/** The array webpack's runtime reads chunks from (`output.chunkLoadingGlobal`): article chunks push into the same one. */
export const CHUNK_LOADING_GLOBAL = "webpackChunkwebpack_docs_site";

/** Folder of the article chunks, at the site's root. */
export const ARTICLES_DIR = "articles";

/** The chunk id of a page's article, as webpack's errors name it: `page-concepts-alpha-html` for `concepts/alpha`. */
export const articleChunkId = (key: string) => `page-${key.replace(/[^a-zA-Z0-9]+/g, "-")}-html`;

/** The id of the one module in a page's article chunk. */
export const articleModuleId = (key: string) => `article:${key}`;

/** Where a page's article chunk is served: `/articles/concepts/alpha.js`. */
export const articleUrl = (key: string) => `/${ARTICLES_DIR}/${key}.js`;
