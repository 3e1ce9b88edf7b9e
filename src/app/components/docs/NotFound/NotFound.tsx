import { useEffect, useState } from "react";
import { Link, useLocation } from "../../../router.tsx";
import { useRouteHead } from "../../../head.ts";
import { APP_ROUTE_HEADS } from "../../../routes.ts";
import type { PageHit } from "../../chrome/Search/search-engine.ts";
import { prefixOf, rankByUrl, wordsOfPath } from "./suggestion-query.ts";
import "./NotFound.css";

/** How many pages the screen suggests at most. */
const SUGGESTIONS = 5;

export function NotFound() {
  useRouteHead(APP_ROUTE_HEADS.notFound);
  const { pathname } = useLocation();
  const suggestions = useSuggestions(pathname);
  return (
    <div className="not-found">
      <h1>Page Not Found</h1>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <Link className="button" to="/">
        Go to Homepage
      </Link>
      {/* Its room is kept from the first paint (NotFound.css): the list arriving moves nothing. */}
      <section className="not-found__suggestions" aria-labelledby="not-found-suggestions" hidden={!suggestions?.length}>
        <h2 id="not-found-suggestions">Were you looking for…</h2>
        <ul>
          {suggestions?.map((page) => (
            <li key={page.url}>
              <Link to={page.url}>{page.title}</Link>
              {page.section && <span className="not-found__section"> · {page.section}</span>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * Pages named by the words of the requested path, found with the site's own
 * search (its engine loads only here and only now; the service worker keeps
 * it for offline use). Undefined while searching or where the search cannot
 * be had.
 */
function useSuggestions(pathname: string): PageHit[] | undefined {
  const [suggestions, setSuggestions] = useState<PageHit[]>();
  useEffect(() => {
    let current = true;
    const words = wordsOfPath(pathname);
    if (!words.length) return;
    void import(/* webpackChunkName: "search-engine" */ "../../chrome/Search/search-engine.ts")
      .then(async ({ searchDocs }) => {
        // The beginning of each word: the search matches words by their beginning, and a typo is most often near the end.
        const terms = words.map(prefixOf);
        const results = await searchDocs(terms.join(" "));
        // Too many words may match no page at all: then each word on its own.
        const found = results.length ? results : (await Promise.all(terms.map((term) => searchDocs(term)))).flat();
        const unique = [...new Map(found.map((result) => [result.url, result])).values()];
        if (current) setSuggestions(rankByUrl(terms, unique).slice(0, SUGGESTIONS));
      })
      .catch(() => {
        // No search engine (offline before it was ever cached): the screen stays as the specification has it.
      });
    return () => {
      current = false;
    };
  }, [pathname]);
  return suggestions;
}
