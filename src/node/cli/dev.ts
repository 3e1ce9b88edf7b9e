import { watch } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import webpack from "webpack";
import WebpackDevServer from "webpack-dev-server";
import { ContentErrors } from "../errors.ts";
import { paths } from "../paths.ts";
import { renderDocument } from "../site/document.ts";
import { APP_ROUTE_HEADS } from "../content/routes.ts";
import { articlesByKey, writeGeneratedModules } from "../site/generate.ts";
import { writeArticleChunks } from "../site/article-chunks.ts";
import { ARTICLES_DIR } from "../../shared/article-chunks.ts";
import { writeSupportersModules } from "../supporters/generate.ts";
import { clientConfig } from "../webpack/config.ts";
import { parseCliArgs } from "./args.ts";
import { loadSiteContent } from "../site/site-content.ts";
import { writeConfigCheckModules } from "../config-check/modules.ts";

/**
 * `npm run dev [-- --content <dir>]`: webpack-dev-server with the browser build. Content is
 * compiled into the generated modules and article chunks and recompiled when a file changes;
 * webpack sees a changed module, or the server a changed article, and the browser reloads.
 */
const { values: flags } = parseCliArgs({ content: { type: "string" } });
const contentDir = flags.content === undefined ? paths.content : path.resolve(flags.content);
const workDir = path.join(paths.cache, flags.content === undefined ? "dev" : `dev-${path.basename(contentDir)}`);
const generatedDir = path.join(workDir, "generated");
/** Article chunks are files the server serves (and watches: an edited page reloads the browser), not webpack modules. */
const articlesDir = path.join(workDir, "articles");
const port = Number(process.env.PORT ?? 3000);

async function compileContent(): Promise<void> {
  const started = performance.now();
  try {
    // Not strict: a broken link is reported while you edit, and the server keeps going.
    const { loaded, sections, routes, warnings, problems } = await loadSiteContent({ contentDir, strict: false });
    for (const warning of warnings) console.warn(`warning: ${warning.message}`);
    if (problems.length) console.warn(new ContentErrors(problems).message);
    const site = { articles: articlesByKey(loaded, sections), sections, routes };
    // The dev server prerenders nothing: printable pages need their chunk to render in the browser.
    await writeGeneratedModules(generatedDir, sections, { clean: false, printableArticles: true });
    await writeArticleChunks(articlesDir, site, { printable: true });
    await writeSupportersModules(generatedDir);
    await writeConfigCheckModules(generatedDir);
    console.log(`Content compiled in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    // Keep serving the last good content; the message names the file and line.
    console.error(error instanceof Error ? error.message : error);
  }
}

await compileContent();
// Served even when the first compile failed (the server keeps going and serves the next good one).
await mkdir(path.join(articlesDir, ARTICLES_DIR), { recursive: true });
const staticDir = path.join(workDir, "static");
await mkdir(staticDir, { recursive: true });
// Every route gets the same document; the app renders it in the browser.
await writeFile(
  path.join(staticDir, "index.html"),
  renderDocument(APP_ROUTE_HEADS.appShell, "", { scripts: ["/assets/main.js"], styles: ["/assets/main.css"], preloads: [] }, { clientRender: true }),
);

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
      { directory: staticDir, watch: false },
      { directory: paths.public, watch: false },
    ],
    devMiddleware: { publicPath: "/assets/" },
  },
  webpack(config),
);
await server.start();
console.log(`Development server on http://localhost:${port}`);
