import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ARTICLE_ATTRIBUTE } from "../shared/articles.ts";
import type { PageRecord } from "../shared/page-record.ts";
import { HOME_URL, PAGE_RECORD_ID } from "../shared/site.ts";
import { App } from "./App.tsx";
import { preloadLanding } from "./components/landing/Home/lazy-landing.ts";
import { createClientData } from "./data/client-data.ts";
import { SiteDataProvider } from "./data/SiteData.tsx";
import { sectionNameOf } from "./routes.ts";

/**
 * Hydrates the prerendered page. Before hydrating, the current page is made
 * available synchronously: the section chunk is loaded, and the page's record
 * (inline JSON) and its article's HTML are taken from the document (not
 * downloaded again), so the first render matches the HTML exactly. Nothing
 * else is read from the document.
 */
async function start(): Promise<void> {
  const data = createClientData();
  const container = document.getElementById("root")!;
  const recordJson = document.getElementById(PAGE_RECORD_ID)?.textContent;
  if (recordJson) {
    const record = JSON.parse(recordJson) as PageRecord;
    const article = container.querySelector(`[${ARTICLE_ATTRIBUTE}]`);
    if (article) data.prime({ record, html: article.innerHTML });
  }
  const { pathname } = window.location;
  try {
    // The landing page's own chunk too, so that it hydrates without suspending.
    await Promise.all([data.loadSection(sectionNameOf(pathname)), pathname === HOME_URL ? preloadLanding() : undefined]);
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
  // The development server's page updates (src/app/dev/): a development build's only; production builds leave it out.
  if (process.env.NODE_ENV !== "production") {
    void import(/* webpackChunkName: "dev-updates" */ "./dev/page-updates.ts").then((dev) => dev.followPageUpdates(data));
  }
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
