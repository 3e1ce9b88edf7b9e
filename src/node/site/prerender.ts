import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { StatsCompilation } from "webpack";
import { ROOT_SECTION, type SectionData } from "../../shared/types.ts";
import { APP_ROUTES, type AppRouteName } from "../../shared/app-routes.ts";
import { ASSETS_PATH, HOME_URL } from "../../shared/site.ts";
import type { LoadedPage } from "../../shared/page-record.ts";
import { APP_ROUTE_HEADS } from "../content/route-data.ts";
import type { SitePage } from "../content/page-records.ts";
import type { SearchService } from "../../shared/search-service.ts";
import { renderDocument, type DocumentAssets } from "./document.ts";
import pMap from "p-map";

interface PrerenderOptions {
  outDir: string;
  serverBundle: string;
  clientStats: StatsCompilation;
  sections: SectionData[];
  /** Every page's record and HTML by URL (src/node/content/page-records.ts). */
  pages: ReadonlyMap<string, SitePage>;
  /** Named in every page's head when the site searches with it. */
  searchService?: SearchService;
}

type RenderRoute = (url: string, sections: SectionData[], pages: Record<string, LoadedPage>) => string;

/**
 * Writes every route as static HTML (`<url>/index.html`), with the whole
 * article and the page's record in it (so the first visit downloads neither
 * again; printable pages exist only as this HTML), plus each of the app's own routes (src/shared/app-routes.ts),
 * whose documents the browser renders afresh.
 *
 * The pages the search indexes are written first; the rest (printable
 * pages, the app's routes) by `writeRest`, once the index is made: Pagefind
 * reads every HTML file in the folder, and the printable pages, each a whole
 * section, were two fifths of the HTML it parsed for nothing.
 */
export async function prerender(options: PrerenderOptions): Promise<{ pages: number; writeRest: () => Promise<void> }> {
  const require = createRequire(import.meta.url);
  delete require.cache[options.serverBundle];
  const { renderRoute, ready } = require(options.serverBundle) as { renderRoute: RenderRoute; ready: Promise<void> };
  await ready;
  const entry = assetsOf(options.clientStats, "main");
  const write = async (url: string, html: string) => {
    const file = url.endsWith(".html") ? path.join(options.outDir, url) : path.join(options.outDir, url, "index.html");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  };

  // Rendered a few at a time, each page just before it is written: the whole site's HTML is never in memory at once.
  const pages = options.sections.flatMap((section) => {
    const sectionChunk = assetsOf(options.clientStats, `section-${section.name}-js`);
    const assets: DocumentAssets = { ...entry, preloads: sectionChunk.scripts };
    return Object.keys(section.pages).map((url) => ({ page: options.pages.get(url)!, assets }));
  });
  const writePages = (some: typeof pages) =>
    pMap(
      some,
      ({ page, assets }) => {
        const { record } = page;
        const body = renderRoute(record.url, options.sections, { [record.url]: { record, html: page.html() } });
        const pageAssets = record.url === HOME_URL ? withChunk(assets, assetsOf(options.clientStats, "home")) : assets;
        return write(record.url, renderDocument(record.head, body, pageAssets, { record, searchService: options.searchService }));
      },
      { concurrency: 16 },
    );
  await writePages(pages.filter(({ page }) => page.record.search));
  const rootAssets: DocumentAssets = { ...entry, preloads: assetsOf(options.clientStats, `section-${ROOT_SECTION}-js`).scripts };
  const writeRest = async () => {
    await writePages(pages.filter(({ page }) => !page.record.search));
    await Promise.all(
      (Object.keys(APP_ROUTES) as AppRouteName[]).map((name) => {
        const { path: url } = APP_ROUTES[name];
        const body = renderRoute(url, options.sections, {});
        return write(url, renderDocument(APP_ROUTE_HEADS[name], body, rootAssets, { clientRender: true, searchService: options.searchService }));
      }),
    );
  };
  return { pages: pages.length, writeRest };
}

/** The landing page also loads its own chunk up front: its styles before first paint, its script preloaded. */
function withChunk(assets: DocumentAssets, chunk: DocumentAssets): DocumentAssets {
  return { scripts: assets.scripts, styles: [...assets.styles, ...chunk.styles], preloads: [...assets.preloads, ...chunk.scripts] };
}

function assetsOf(stats: StatsCompilation, chunkGroup: string): DocumentAssets {
  const group = stats.namedChunkGroups?.[chunkGroup] ?? stats.entrypoints?.[chunkGroup];
  const names = (group?.assets ?? []).map((asset) => `${stats.publicPath ?? ASSETS_PATH}${asset.name}`);
  return { scripts: names.filter((name) => name.endsWith(".js")), styles: names.filter((name) => name.endsWith(".css")), preloads: [] };
}
