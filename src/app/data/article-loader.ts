import { articleUrl } from "../../shared/articles.ts";
import type { LoadedPage } from "../../shared/page-record.ts";
import { fileFailure, unknownPage, type LoadReason } from "./load-failure.ts";

/** How long an article file may take to arrive before its load fails: as long as webpack waits for a chunk. */
export const ARTICLE_TIMEOUT_MS = 120_000;

/**
 * Fetches the page at `url`: its article file (see `src/shared/articles.ts`),
 * named `article` by its section, which holds its record and HTML. Fails with
 * a LoadFailure (load-failure.ts):
 * - unknown-page, when its section names no article file for it (nothing is requested);
 * - missing, when the server answers without the file (404, an error status,
 *   or something that is not JSON);
 * - timeout, when no answer came within ARTICLE_TIMEOUT_MS (the request is aborted);
 * - network, when the request failed.
 */
export async function fetchPage(url: string, article: string | undefined): Promise<LoadedPage> {
  if (article === undefined) throw unknownPage(url);
  const request = location.origin + articleUrl(article);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ARTICLE_TIMEOUT_MS);
  let reason: Exclude<LoadReason, "unknown-page"> = "missing";
  try {
    const response = await fetch(request, { signal: controller.signal });
    if (response.ok) return (await response.json()) as LoadedPage;
  } catch (error) {
    // A body that is not JSON (a host's fallback page, say) is no article either: "missing".
    if (!(error instanceof SyntaxError)) reason = controller.signal.aborted ? "timeout" : "network";
  } finally {
    clearTimeout(timer);
  }
  throw fileFailure(reason, article, request);
}
