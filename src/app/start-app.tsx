import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ROUTE_DATA_ID } from "../shared/site.ts";
import type { RouteData } from "../shared/types.ts";
import { App } from "./App.tsx";
import { preloadLanding } from "./components/landing/Home/lazy-landing.ts";
import { createClientData } from "./data/client-data.ts";
import { primedAnchors } from "./data/primed-anchors.ts";
import { SiteDataProvider } from "./data/SiteData.tsx";
import { sectionNameOf } from "./routes.ts";

/**
 * Hydrates the prerendered page. Before hydrating, the current route's data
 * is made available synchronously: the section chunk is loaded, and the
 * article HTML, the current sidebar item's anchors and the route data are
 * taken from the page itself (not downloaded again), so the first render
 * matches the HTML exactly.
 */
async function start(): Promise<void> {
  const data = createClientData();
  const container = document.getElementById("root")!;
  const article = container.querySelector<HTMLElement>("[data-article]");
  if (article?.dataset.article) {
    const routeJson = document.getElementById(ROUTE_DATA_ID)?.textContent;
    data.primeArticle(
      article.dataset.article,
      { html: article.innerHTML, anchors: primedAnchors(container) },
      routeJson ? (JSON.parse(routeJson) as RouteData) : undefined,
    );
  }
  try {
    // The landing page's own chunk too, so that it hydrates without suspending.
    await Promise.all([data.loadSection(sectionNameOf(window.location.pathname)), window.location.pathname === "/" ? preloadLanding() : undefined]);
  } catch {
    // The app renders its own error state for this section.
  }
  const app = (
    <StrictMode>
      <SiteDataProvider value={data}>
        <App />
      </SiteDataProvider>
    </StrictMode>
  );
  // The app shell (also served for /vote/ and offline) and the 404 page were
  // rendered for another URL: render afresh instead of hydrating.
  // Inside a transition, React works in slices of a few milliseconds and
  // yields to the browser between them (input, paint) instead of one long task.
  startTransition(() => {
    if (document.body.dataset.render === "client") createRoot(container).render(app);
    else hydrateRoot(container, app);
  });
}

void start();

// Once the page has loaded (the app may start after that: client.tsx spreads its start over several tasks).
const afterLoad = () =>
  void import(/* webpackChunkName: "after-load" */ "./after-load.ts").then(
    ({ afterLoad }) => afterLoad(),
    () => undefined,
  );
if (document.readyState === "complete") afterLoad();
else window.addEventListener("load", afterLoad, { once: true });
