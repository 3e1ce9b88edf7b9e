import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "./router.tsx";
import type { LoadedPage } from "../shared/page-record.ts";
import type { SectionData } from "../shared/types.ts";
import { App } from "./App.tsx";
import { preloadWholeLanding } from "./components/landing/Home/lazy-landing.ts";
import { createStaticData } from "./data/static-data.ts";
import { SiteDataProvider } from "./data/SiteData.tsx";

/** Resolves once everything renderRoute needs synchronously is loaded (the landing page's chunks). */
export const ready: Promise<void> = preloadWholeLanding();

/** Renders one route to HTML with all its data at hand (used by the prerender): the pages it shows, by URL. */
export function renderRoute(url: string, sections: SectionData[], pages: Record<string, LoadedPage>): string {
  return renderToString(
    <StrictMode>
      <SiteDataProvider value={createStaticData(sections, pages)}>
        <StaticRouter url={url}>
          <App />
        </StaticRouter>
      </SiteDataProvider>
    </StrictMode>,
  );
}
