import { articleChunkId, articleModuleId, articleUrl } from "../../shared/article-chunks.ts";
import type { ArticleData, RouteData } from "../../shared/types.ts";

// webpack's runtime, reached through the names webpack gives its code (`APIPlugin`).
// Assigned once below: webpack replaces the name with its runtime's function, which `const` could not express.
// eslint-disable-next-line prefer-const
declare let __webpack_get_script_filename__: (chunkId: string | number) => string;
declare const __webpack_chunk_load__: (chunkId: string) => Promise<unknown>;
declare const __webpack_require__: (moduleId: string) => unknown;
declare const __webpack_public_path__: string;

/** What a page's article chunk exports. */
export type ArticleModule = ArticleData & { route: RouteData };

/** Script URLs of the article chunks asked for so far, by chunk id. */
const articleScripts = new Map<string, string>();

// webpack's chunk-to-file function answers for its own chunks; article chunks are answered here first.
// The runtime requests `publicPath + filename`, so the name is a path from the assets folder to the article's.
const webpackFilename = __webpack_get_script_filename__;
const fromAssets = "../".repeat(__webpack_public_path__.split("/").filter(Boolean).length);
__webpack_get_script_filename__ = (chunkId) => {
  const script = articleScripts.get(String(chunkId));
  return script === undefined ? webpackFilename(chunkId) : `${fromAssets}${script.slice(1)}`;
};

/**
 * Loads a page's article chunk with webpack's own chunk loading (see
 * `src/shared/article-chunks.ts`), so a failure is webpack's ChunkLoadError
 * ("Loading chunk page-… failed.") with its type, request and time-out.
 */
export async function loadArticle(key: string): Promise<ArticleModule> {
  const chunkId = articleChunkId(key);
  articleScripts.set(chunkId, articleUrl(key));
  await __webpack_chunk_load__(chunkId);
  return __webpack_require__(articleModuleId(key)) as ArticleModule;
}
