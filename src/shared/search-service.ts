/**
 * The hosted search service (spec: "initialised with a public index name and
 * key"). The build writes it into every page as a meta tag when
 * DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME are set;
 * otherwise the site searches its own Pagefind index.
 */
export interface SearchService {
  appId: string;
  apiKey: string;
  indexName: string;
  placeholder: string;
}

export const SEARCH_SERVICE_META = "search-service";
export const SEARCH_PLACEHOLDER = "Search webpack documentation";

/** The service from build-time environment variables, or undefined when any is missing. */
export function searchServiceFromEnv(env: Record<string, string | undefined>): SearchService | undefined {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  const indexName = env.DOCSEARCH_INDEX_NAME?.trim();
  if (!appId || !apiKey || !indexName) return undefined;
  return { appId, apiKey, indexName, placeholder: SEARCH_PLACEHOLDER };
}
