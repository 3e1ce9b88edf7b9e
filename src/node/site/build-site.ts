import { createHash } from "node:crypto";
import { cp } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { closeMarkdownPool } from "../markdown/pool.ts";
import { REPO_ROOT, paths } from "../paths.ts";
import { runWebpackInChild } from "../webpack/run-in-child.ts";
import { writeErrorTemplates, writeGeneratedModules } from "./generated-modules.ts";
import { writeArticleFiles } from "./article-files.ts";
import { prerender } from "./prerender.ts";
import { writeStaticFiles } from "./static-files.ts";
import { writeSupportersModules } from "../supporters/supporters-modules.ts";
import { writeManifestAndIcons } from "../pwa/manifest.ts";
import { writeServiceWorker } from "../pwa/service-worker.ts";
import { writeSearchIndex } from "../search/pagefind.ts";
import { writeHostConfigs, writeRedirects } from "./host-redirects.ts";
import { prepareVersion, publishVersion } from "./publish.ts";
import { RETAIN_ASSETS_MS, retainRecentAssets } from "./retained-assets.ts";
import { inlineContentOf } from "./inline-content.ts";
import { headerRules } from "./security-headers.ts";
import { precompressSite } from "./precompress.ts";
import { supporterImageOrigins } from "../supporters/image-origins.ts";
import { searchServiceFromEnv } from "../../shared/search-service.ts";
import { writeTextForTools } from "./llms.ts";
import { loadSite } from "../content/load-site.ts";
import { siteOptions } from "./site-options.ts";
import { writeConfigCheckModules } from "../config-check/modules.ts";
import type { GuideLink } from "../reference/render.ts";
import { validationMessagesOf, type ErrorsReport } from "../messages/extension.ts";

export interface BuildOptions {
  contentDir?: string;
  outDir?: string;
  /** Caches (compiled pages, webpack); the repository's `.cache` by default. */
  cacheDir?: string;
  /** Print progress lines. */
  log?: (line: string) => void;
}

export interface BuildResult {
  pages: number;
  timings: Record<string, number>;
}

/**
 * The whole production build: content index → generated modules → webpack
 * (browser and prerender bundles in one call) → static HTML for every route.
 * Article files are written beside webpack's work, not by it.
 * Everything is written to a new version folder that `outDir` (a link) is
 * switched to only when the build succeeded (`publish.ts`), so a failed build
 * leaves the previous site untouched and a running server never sees a gap.
 */
/**
 * One work folder per content and output pair, so two builds can run side by side. Its name must not depend on
 * where the checkout lives: the generated modules sit in it, and webpack's deterministic module ids (and with them
 * every content hash) follow their path. Paths inside the repository count relative to it; others as given.
 */
export function workFolderName(contentDir: string, outDir: string): string {
  const portable = (dir: string) => {
    const relative = path.relative(REPO_ROOT, dir);
    return relative.startsWith("..") || path.isAbsolute(relative) ? dir : relative.split(path.sep).join("/");
  };
  return createHash("sha256")
    .update(`${portable(contentDir)}\0${portable(outDir)}`)
    .digest("hex")
    .slice(0, 12);
}

export async function buildSite(options: BuildOptions = {}): Promise<BuildResult> {
  const contentDir = path.resolve(options.contentDir ?? paths.content);
  const outDir = path.resolve(options.outDir ?? paths.dist);
  const log = options.log ?? (() => undefined);
  const id = workFolderName(contentDir, outDir);
  const cacheDir = path.resolve(options.cacheDir ?? paths.cache);
  const workDir = path.join(cacheDir, "builds", id);
  const generatedDir = path.join(workDir, "generated");
  // Read once: every page's head names it, and the security policy allows its origins.
  const searchService = searchServiceFromEnv(process.env);
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await task();
    timings[name] = Math.round(performance.now() - start);
    log(`${name}: ${timings[name]} ms`);
    return result;
  };

  let guides: ReadonlyMap<string, GuideLink[]> | undefined;
  let errors: ErrorsReport | undefined;
  const { loaded, sections, pages, redirects, warnings } = await time("content", () =>
    loadSite(siteOptions({ contentDir, cacheDir, onGuides: (found) => (guides = found), onErrors: (report) => (errors = report) })),
  );
  // The Markdown workers hold a highlighter each: let their memory go before webpack starts.
  await closeMarkdownPool();
  for (const warning of warnings) log(`warning: ${warning.message}`);

  await time("generate", async () => {
    await writeGeneratedModules(generatedDir, sections);
    await writeErrorTemplates(generatedDir, errors?.templates ?? []);
    await writeSupportersModules(generatedDir);
    await writeConfigCheckModules(generatedDir, { cacheDir, guides, validationMessages: errors && validationMessagesOf(errors) });
  });
  const version = await prepareVersion(outDir);
  const stagingDir = version.siteDir;
  const serverDir = path.join(workDir, "server");
  const workerDir = path.join(workDir, "worker");
  const webpackOptions = {
    mode: "production" as const,
    outDir: stagingDir,
    generatedDir,
    serverDir,
    workerDir,
    cacheDir: path.join(cacheDir, "webpack", id),
  };
  // webpack runs in its own process: the steps that do not need its output run here meanwhile.
  const webpackDone = time("webpack", () => runWebpackInChild(webpackOptions));
  webpackDone.catch(() => undefined); // reported by the await below, once the other steps are done
  await time("static files", async () => {
    await writeArticleFiles(stagingDir, pages);
    await writeStaticFiles(stagingDir, loaded, pages);
    await writeRedirects(stagingDir, redirects);
    await writeTextForTools(stagingDir, loaded, { sections, pages }, REPO_ROOT);
    if (existsSync(paths.public)) await cp(paths.public, stagingDir, { recursive: true });
  });
  await time("manifest and icons", () => writeManifestAndIcons(stagingDir, path.join(paths.public, "favicon.svg")));
  const clientStats = await webpackDone;
  const prerendered = await time("prerender", () =>
    prerender({
      outDir: stagingDir,
      serverBundle: path.join(serverDir, "server.cjs"),
      clientStats,
      sections,
      pages,
      searchService,
    }),
  );
  const search = await time("search index", () => writeSearchIndex(stagingDir));
  // The pages the index does not take (printable pages, the app's routes) are written once it is made (prerender.ts).
  await time("prerender, the rest", () => prerendered.writeRest());
  log(`search index: ${search.pages} pages, word index in ${search.parts} parts (${Math.round(search.splitMs)} ms)`);
  // Last: the service worker precaches what the steps above wrote.
  const precache = await time("service worker", () => writeServiceWorker(stagingDir, path.join(workerDir, "sw.js")));
  log(`service worker precache: ${precache.files} files, ${(precache.bytes / 1024 / 1024).toFixed(2)} MB`);

  // The policy allows the pages' inline scripts and style attributes by hash, known from where they are made (inline-content.ts).
  await time("headers", async () => {
    const rules = headerRules({
      ...inlineContentOf([...loaded.pages.values()].map((page) => page.body)),
      imageOrigins: await supporterImageOrigins([path.join(generatedDir, "supporters.json"), path.join(generatedDir, "supporters-summary.json")]),
      docSearchAppId: searchService?.appId,
      // Only production builds load analytics (src/app/analytics.ts), and this is the production build; `npm run dev` sends no policy.
      analytics: true,
    });
    await writeHostConfigs(stagingDir, version.dir, redirects, rules);
  });
  const compressed = await time("precompress", () => precompressSite(stagingDir, path.join(workDir, "precompressed")));
  log(`precompressed: ${compressed.files} files (brotli and gzip), ${compressed.cached} from the cache`);
  const retained = await retainRecentAssets(outDir, version);
  log(`kept ${retained.length} assets of builds of the last ${RETAIN_ASSETS_MS / 86_400_000} days, for tabs opened before this one`);
  await publishVersion(outDir, version);
  return { pages: loaded.pages.size, timings };
}
