import { useEffect, useState } from "react";
import { Link, useLocation } from "../../../router.tsx";
import { useRouteHead } from "../../../head.ts";
import { APP_ROUTES } from "../../../routes.ts";
import type { PageHit } from "../../chrome/Search/search-engine.ts";
import "./NotFound.css";

export function NotFound() {
  useRouteHead(APP_ROUTES.notFound.head);
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
    void import(/* webpackChunkName: "search-engine" */ "./suggestion-query.ts")
      .then(({ suggestionsFor }) => suggestionsFor(pathname))
      .then((found) => {
        if (current && found.length) setSuggestions(found);
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
