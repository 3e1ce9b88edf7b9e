import { articleUrl, type ArticleFile } from "../../shared/articles.ts";

/** How long an article may take to arrive before its load fails, as long as webpack waits for a chunk. */
export const ARTICLE_TIMEOUT_MS = 120_000;

/** Why an article did not load, in the words of webpack's runtime for a chunk. */
export type ArticleFailure = "missing" | "timeout" | "error";

/** A failed load, shaped as webpack's ChunkLoadError: the app treats an article like any other chunk. */
export type ChunkLoadError = Error & { name: "ChunkLoadError"; type: ArticleFailure; request: string };

/** An article the site does not have, shaped as webpack's error for an unknown request. */
export type ModuleNotFoundError = Error & { code: "MODULE_NOT_FOUND" };

/**
 * Fetches a page's article file (see `src/shared/articles.ts`). `known` holds
 * the article keys of the pages that have one (their sections list them).
 * Fails with
 * - an Error "Cannot find module '<key>'", code MODULE_NOT_FOUND, for a key
 *   not in `known` (nothing is requested);
 * - a ChunkLoadError "Loading chunk <key> failed.\n(<type>: <url>)" whose
 *   `type` is "missing" when the server answers without the article (404, an
 *   error status, or something that is not JSON), "timeout" when no answer
 *   came within ARTICLE_TIMEOUT_MS, and "error" when the network failed;
 *   `request` is the URL.
 */
export async function fetchArticleFile(key: string, known: ReadonlySet<string>): Promise<ArticleFile> {
  if (!known.has(key)) throw Object.assign(new Error(`Cannot find module '${key}'`), { code: "MODULE_NOT_FOUND" });
  const request = location.origin + articleUrl(key);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ARTICLE_TIMEOUT_MS);
  let type: ArticleFailure = "missing";
  try {
    const response = await fetch(request, { signal: controller.signal });
    if (response.ok) return (await response.json()) as ArticleFile;
  } catch (error) {
    // A body that is not JSON (a host's fallback page, say) is no article either: "missing".
    if (!(error instanceof SyntaxError)) type = controller.signal.aborted ? "timeout" : "error";
  } finally {
    clearTimeout(timer);
  }
  throw Object.assign(new Error(`Loading chunk ${key} failed.\n(${type}: ${request})`), { name: "ChunkLoadError", type, request });
}
