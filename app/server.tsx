import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { SectionData } from "../common/types.ts";
import { App } from "./App.tsx";
import { createStaticData } from "./data/static-data.ts";
import { SiteDataProvider } from "./data/SiteData.tsx";

/** Renders one route to HTML with all its data at hand (used by the prerender). */
export function renderRoute(url: string, sections: SectionData[], contents: Record<string, string>): string {
  return renderToString(
    <StrictMode>
      <SiteDataProvider value={createStaticData(sections, contents)}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </SiteDataProvider>
    </StrictMode>,
  );
}
