import { watch } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import webpack from "webpack";
import WebpackDevServer from "webpack-dev-server";
import { ContentErrors } from "../errors.ts";
import { paths } from "../paths.ts";
import { renderDocument } from "../site/document.ts";
import { searchServiceFromEnv } from "../../shared/search-service.ts";
import { APP_ROUTE_HEADS } from "../content/route-data.ts";
import { escapeHtml } from "../../shared/escape-html.ts";
import { articlesByKey, writeErrorTemplates, writeGeneratedModules, type Articles } from "../site/generated-modules.ts";
import { validationMessagesOf, type ErrorsReport } from "../messages/extension.ts";
import type { RouteData, SectionData } from "../../shared/types.ts";
import { writeArticleFiles } from "../site/article-files.ts";
import { ARTICLES_DIR } from "../../shared/articles.ts";
import { writeSupportersModules } from "../supporters/supporters-modules.ts";
import { clientConfig } from "../webpack/config.ts";
import { parseCliArgs } from "./args.ts";
import { loadSite } from "../content/load-site.ts";
import { siteOptions } from "../site/site-options.ts";
import { writeConfigCheckModules } from "../config-check/modules.ts";

/**
 * `npm run dev [-- --content <dir>]`: webpack-dev-server with the browser build. Content is
 * compiled into the generated modules and article files and recompiled when a file changes;
 * webpack sees a changed module, or the server a changed article, and the browser reloads.
 */
const { values: flags } = parseCliArgs({ content: { type: "string" } });
const contentDir = flags.content === undefined ? paths.content : path.resolve(flags.content);
const workDir = path.join(paths.cache, flags.content === undefined ? "dev" : `dev-${path.basename(contentDir)}`);
const generatedDir = path.join(workDir, "generated");
/** Article files are served (and watched: an edited page reloads the browser) by the server, not built by webpack. */
const articlesDir = path.join(workDir, "articles");
/** HTML documents of the printable pages, served and watched the same way. */
const printableDir = path.join(workDir, "printable");
/** The app's files as the development build names them. */
const DEV_ASSETS = { scripts: ["/assets/main.js"], styles: ["/assets/main.css"], preloads: [] };
const port = Number(process.env.PORT ?? 3000);
/** Read once, as the build does: with the DocSearch variables set, the dev server's pages use it too. */
const searchService = searchServiceFromEnv(process.env);

async function compileContent(): Promise<void> {
  const started = performance.now();
  try {
    // Not strict: a broken link is reported while you edit, and the server keeps going.
    let errors: ErrorsReport | undefined;
    const { loaded, sections, routes, warnings, problems } = await loadSite(
      siteOptions({ contentDir, strict: false, onErrors: (report) => (errors = report) }),
    );
    for (const warning of warnings) console.warn(`warning: ${warning.message}`);
    if (problems.length) console.warn(new ContentErrors(problems).message);
    const site = { articles: articlesByKey(loaded, sections), sections, routes };
    await writeGeneratedModules(generatedDir, sections, { clean: false });
    await writeErrorTemplates(generatedDir, errors?.templates ?? []);
    await writeArticleFiles(articlesDir, site);
    await writePrintablePages(site);
    await writeSupportersModules(generatedDir);
    await writeConfigCheckModules(generatedDir, { validationMessages: errors && validationMessagesOf(errors) });
    console.log(`Content compiled in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    // Keep serving the last good content; the message names the file and line.
    console.error(error instanceof Error ? error.message : error);
  }
}

/**
 * A printable page has no article file here either: it is an HTML document of
 * its own, as in a build. The dev server prerenders nothing, so the document
 * carries the article as a prerendered page does (`data-article`), and the
 * app takes it from there (start-app.tsx) and renders the page around it.
 */
async function writePrintablePages(site: { articles: Articles; sections: SectionData[]; routes: Map<string, RouteData> }): Promise<void> {
  for (const section of site.sections) {
    if (!section.printableUrl) continue;
    const page = section.pages[section.printableUrl]!;
    const route = site.routes.get(page.url)!;
    const body = `<div data-article="${escapeHtml(page.articleKey)}">${site.articles.get(page.articleKey)!.html}</div>`;
    const file = path.join(printableDir, ...page.url.split("/"), "index.html");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, renderDocument(route.head, body, DEV_ASSETS, { clientRender: true, route, searchService }));
  }
}

await compileContent();
// Served even when the first compile failed (the server keeps going and serves the next good one).
await mkdir(path.join(articlesDir, ARTICLES_DIR), { recursive: true });
await mkdir(printableDir, { recursive: true });
const staticDir = path.join(workDir, "static");
await mkdir(staticDir, { recursive: true });
// Every route gets the same document; the app renders it in the browser.
await writeFile(path.join(staticDir, "index.html"), renderDocument(APP_ROUTE_HEADS.appShell, "", DEV_ASSETS, { clientRender: true, searchService }));

let timer: NodeJS.Timeout | undefined;
watch(contentDir, { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(() => void compileContent(), 100);
});

const config = clientConfig({
  mode: "development",
  outDir: path.join(workDir, "out"),
  generatedDir,
  serverDir: path.join(workDir, "server"),
  cacheDir: path.join(workDir, "webpack"),
});
const server = new WebpackDevServer(
  {
    port,
    hot: false,
    liveReload: true,
    historyApiFallback: { index: "/index.html" },
    static: [
      { directory: path.join(articlesDir, ARTICLES_DIR), publicPath: `/${ARTICLES_DIR}`, watch: true },
      { directory: printableDir, watch: true },
      { directory: staticDir, watch: false },
      { directory: paths.public, watch: false },
    ],
    devMiddleware: { publicPath: "/assets/" },
  },
  webpack(config),
);
await server.start();
console.log(`Development server on http://localhost:${port}`);
