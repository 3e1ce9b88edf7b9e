import { watch } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import webpack from "webpack";
import WebpackDevServer from "webpack-dev-server";
import { paths } from "../paths.ts";
import { renderDocument } from "../site/document.ts";
import { searchServiceFromEnv } from "../../shared/search-service.ts";
import { APP_ROUTE_HEADS } from "../content/route-data.ts";
import { escapeHtml } from "../../shared/escape-html.ts";
import { ARTICLE_ATTRIBUTE, ARTICLES_DIR } from "../../shared/articles.ts";
import { ASSETS_PATH } from "../../shared/site.ts";
import type { SectionData } from "../../shared/types.ts";
import { writeSupportersModules } from "../supporters/supporters-modules.ts";
import { clientConfig } from "../webpack/config.ts";
import { parseCliArgs } from "./args.ts";
import { siteOptions } from "../site/site-options.ts";
import { writeConfigCheckModules } from "../config-check/modules.ts";
import { writeErrorTemplates, writeGeneratedModules, writeSectionModule } from "../site/generated-modules.ts";
import { validationMessagesOf, type ErrorsReport } from "../messages/extension.ts";
import { articleFileText } from "../site/article-files.ts";
import { SEARCH_INDEX_DIR } from "../search/pagefind.ts";
import { DevContent } from "../dev/dev-content.ts";
import { DevSearch } from "../dev/dev-search.ts";
import { PageUpdates } from "../dev/page-updates.ts";
import { serialRunner } from "../dev/serial.ts";
import { devWorkDir } from "../dev/work-dir.ts";
import { keepMarkdownWorkers } from "../markdown/pool.ts";

/**
 * `npm run dev [-- --content <dir>]`: webpack-dev-server with the browser build, and the content in memory.
 * A saved page is compiled alone and its record and HTML go to the open pages over the page-updates stream,
 * which show them in place (src/app/dev/page-updates.ts); edits to the app's code are webpack's hot updates,
 * with React Fast Refresh. Article files, printable pages and the search index are served from memory.
 */
const { values: flags } = parseCliArgs({ content: { type: "string" } });
const contentDir = flags.content === undefined ? paths.content : path.resolve(flags.content);
const workDir = devWorkDir(flags.content === undefined ? undefined : contentDir);
const generatedDir = path.join(workDir, "generated");
/** The app's files as the development build names them. */
const DEV_ASSETS = { scripts: [`${ASSETS_PATH}main.js`], styles: [`${ASSETS_PATH}main.css`], preloads: [] };
const port = Number(process.env.PORT ?? 3000);
/** Read once, as the build does: with the DocSearch variables set, the dev server's pages use it too. */
const searchService = searchServiceFromEnv(process.env);
/** Section chunks take their own updates (the page-updates stream carries the new data): a rewrite needs no reload. */
const SELF_ACCEPT = "if (import.meta.webpackHot) import.meta.webpackHot.accept();\n";

const started = performance.now();
/** What the errors catalogue last reported: the load's, then each time an errors page's messages change. */
let errorsReport: ErrorsReport | undefined;
/** What the errors modules were last written with (JSON), to write them only when it changes. */
const writtenErrors = { templates: "", check: "" };
const options = siteOptions({ contentDir, strict: false, onErrors: (report) => (errorsReport = report) });
// The workers hold what a save needs (the compiler, Shiki's grammars): they stay.
keepMarkdownWorkers();
const content = await DevContent.load(options);
for (const problem of content.problems) console.warn(`warning: ${problem.message}`);
console.log(`Content loaded in ${Math.round(performance.now() - started)} ms`);
// While webpack builds the app, so that the first save is as quick as the later ones.
// A warm-up that fails costs the first save its speed, nothing else.
const warmed = content
  .warm()
  .catch((error: unknown) => console.warn(`warning: the warm-up stopped: ${String(error)}`))
  .then(() => console.log(`Ready for saves in ${Math.round(performance.now() - started)} ms`));
await writeGeneratedModules(generatedDir, content.sections, { clean: true, sectionFooter: SELF_ACCEPT });
await writeSupportersModules(generatedDir);
await writeErrorsModules();

/**
 * The modules made from the errors catalogue's report: the templates the search box matches a pasted message
 * against, and the configuration check's data (which links each validation message to its entry). Each is
 * written only when what it holds changed, so that a save elsewhere gives webpack nothing to rebuild.
 */
async function writeErrorsModules(): Promise<void> {
  const templates = JSON.stringify(errorsReport?.templates ?? []);
  if (templates !== writtenErrors.templates) {
    writtenErrors.templates = templates;
    await writeErrorTemplates(generatedDir, errorsReport?.templates ?? []);
  }
  const validationMessages = errorsReport && validationMessagesOf(errorsReport);
  const check = JSON.stringify(validationMessages ?? []);
  if (check !== writtenErrors.check) {
    writtenErrors.check = check;
    await writeConfigCheckModules(generatedDir, { validationMessages });
  }
}
const staticDir = path.join(workDir, "static");
await mkdir(staticDir, { recursive: true });
// Every route gets the same document; the app renders it in the browser.
await writeFile(path.join(staticDir, "index.html"), renderDocument(APP_ROUTE_HEADS.appShell, "", DEV_ASSETS, { clientRender: true, searchService }));

const updates = new PageUpdates();
const search = new DevSearch(
  () => content.pages,
  () => updates.searchChanged(),
);

/** One save (or several at once): compile, hand the browser what changed, rewrite the sections whose chunk changed. */
async function onSaved(files: string[]): Promise<void> {
  const begun = performance.now();
  let result = await content.update(files);
  for (;;) {
    if ("errors" in result) {
      // The browser keeps the last good content and shows the errors over it.
      for (const error of result.errors) console.error(`${error.file}:${error.line}: ${error.message}`);
      updates.showErrors(result.errors);
      // The index a save held back, of the last good content.
      search.refresh();
      return;
    }
    updates.update(result.update);
    console.log(`Updated ${result.update.pages.length} page(s) in ${Math.round(performance.now() - begun)} ms`);
    await writeSections(result.update.sections);
    await writeErrorsModules();
    search.refresh();
    if (!result.followUp) return;
    result = await result.followUp();
  }
}

/** Rewrites the chunks of the sections that changed (for the next page load); a new or removed section, the main bundle's list too (a reload). */
async function writeSections(changed: SectionData[]): Promise<void> {
  const names = content.sections.map((section) => section.name).join();
  if (names !== sectionNames) {
    sectionNames = names;
    await writeGeneratedModules(generatedDir, content.sections, { clean: false, sectionFooter: SELF_ACCEPT });
    return;
  }
  await Promise.all(changed.map((section) => writeSectionModule(generatedDir, section, SELF_ACCEPT)));
}
let sectionNames = content.sections.map((section) => section.name).join();

// A save during the warm-up waits for it: the content it compares with is the loaded one either way.
const runner = serialRunner(async (files) => {
  await warmed;
  await onSaved(files);
});
watch(contentDir, { recursive: true }, (_event, file) => {
  if (!file) return;
  // The save first: the search index is made again after it.
  search.hold();
  runner.schedule(path.join(contentDir, file.toString()));
});

/** Article files, printable pages and the search index, from memory; the page-updates stream. */
function contentMiddleware(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  const send = (type: string, body: string | Uint8Array) => {
    response.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" });
    response.end(body);
  };
  const article = new RegExp(`^/${ARTICLES_DIR}/(.+)\\.json$`).exec(pathname);
  if (article) {
    const page = content.pageByArticle(decodeURIComponent(article[1]!));
    return page ? send("application/json", articleFileText(page)) : next();
  }
  if (pathname.startsWith(`/${SEARCH_INDEX_DIR}/`)) {
    void search
      .file(pathname.slice(SEARCH_INDEX_DIR.length + 2))
      .then((file) => (file ? send(pathname.endsWith(".js") ? "text/javascript" : "application/octet-stream", file) : next()));
    return;
  }
  // A page that is a document of its own (a printable page): the document carries its record and article, as in a build.
  const page = content.pages.get(pathname);
  if (page && page.record.article === undefined) {
    const body = `<div ${ARTICLE_ATTRIBUTE}="${escapeHtml(page.record.url)}">${page.html()}</div>`;
    return send(
      "text/html; charset=utf-8",
      renderDocument(page.record.head, body, DEV_ASSETS, { clientRender: true, record: page.record, searchService }),
    );
  }
  next();
}

const config = clientConfig({
  mode: "development",
  outDir: path.join(workDir, "out"),
  generatedDir,
  serverDir: path.join(workDir, "server"),
  cacheDir: path.join(workDir, "webpack"),
  hot: true,
});
const server = new WebpackDevServer(
  {
    port,
    hot: true,
    liveReload: false,
    historyApiFallback: { index: "/index.html" },
    static: [
      { directory: staticDir, watch: false },
      { directory: paths.public, watch: false },
    ],
    devMiddleware: { publicPath: ASSETS_PATH },
    // Ours first: before compression (which would hold back the event stream) and the history fallback.
    setupMiddlewares: (middlewares) => [
      { name: "page-updates", middleware: updates.middleware },
      { name: "content", middleware: contentMiddleware },
      ...middlewares,
    ],
  },
  webpack(config),
);
await server.start();
console.log(`Development server on http://localhost:${port}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    updates.close();
    void Promise.all([server.stop(), runner.idle(), search.close()]).finally(() => process.exit(0));
  });
}
