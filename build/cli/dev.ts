import { watch } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import webpack from "webpack";
import WebpackDevServer from "webpack-dev-server";
import { ContentErrors } from "../content/errors.ts";
import { checkLinks } from "../content/link-check.ts";
import { loadContent } from "../content/load.ts";
import { buildSections } from "../content/navigation.ts";
import { REPO_ROOT, paths } from "../paths.ts";
import { renderDocument } from "../site/document.ts";
import { APP_ROUTE_HEADS, buildRoutes } from "../content/routes.ts";
import { articlesByKey, writeGeneratedModules } from "../site/generate.ts";
import { writeSupportersModules } from "../supporters/generate.ts";
import { APP_ROUTES } from "../site/prerender.ts";
import { STATIC_FILES } from "../site/static-files.ts";
import { clientConfig } from "../webpack/config.ts";

/**
 * `npm run dev [-- --content <dir>]`: webpack-dev-server with the browser build. Content is
 * compiled into the generated modules and recompiled when a file changes;
 * webpack sees the changed module and the browser reloads.
 */
const args = process.argv.slice(2);
const contentFlag = args.indexOf("--content");
const contentDir = contentFlag === -1 ? paths.content : path.resolve(args[contentFlag + 1]!);
const workDir = path.join(paths.cache, contentFlag === -1 ? "dev" : `dev-${path.basename(contentDir)}`);
const generatedDir = path.join(workDir, "generated");
const port = Number(process.env.PORT ?? 3000);

async function compileContent(): Promise<void> {
  const started = performance.now();
  try {
    const loaded = await loadContent({ contentDir, repoRoot: REPO_ROOT, cacheDir: path.join(paths.cache, "markdown") });
    for (const warning of loaded.warnings) console.warn(`warning: ${warning.message}`);
    const sections = buildSections(loaded);
    const linkErrors = checkLinks(loaded, sections, { extraRoutes: APP_ROUTES, staticFiles: STATIC_FILES });
    if (linkErrors.length) console.warn(new ContentErrors(linkErrors).message);
    const site = { articles: articlesByKey(loaded, sections), sections, routes: buildRoutes(sections) };
    // The dev server prerenders nothing: printable pages need their chunk to render in the browser.
    await writeGeneratedModules(generatedDir, site, { clean: false, printableChunks: true });
    await writeSupportersModules(generatedDir);
    console.log(`Content compiled in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    // Keep serving the last good content; the message names the file and line.
    console.error(error instanceof Error ? error.message : error);
  }
}

await compileContent();
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
      { directory: staticDir, watch: false },
      { directory: paths.public, watch: false },
    ],
    devMiddleware: { publicPath: "/assets/" },
  },
  webpack(config),
);
await server.start();
console.log(`Development server on http://localhost:${port}`);
