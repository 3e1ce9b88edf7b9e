import { rm } from "node:fs/promises";
import path from "node:path";
import { injectManifest } from "workbox-build";
import { APP_SHELL } from "../../shared/app-routes.ts";
import { SERVICE_WORKER_PATH } from "../../shared/offline.ts";
import { ARTICLES_DIR, articleUrl } from "../../shared/articles.ts";
import { MANIFEST_PATH, iconPath } from "./manifest.ts";
import { CONFIG_CHECK_CHUNKS } from "../../shared/config-check-data.ts";
import { OPTIONS_REFERENCE_KEY } from "../../shared/site.ts";

/**
 * Files left to runtime caching: the generated options reference is large
 * and rarely read offline, and DocSearch only works online; everything else a
 * reader can open is precached. (The combined printable pages have no article
 * file: they are prerendered HTML, cached like any page when first read.)
 */
export const RUNTIME_ONLY_FILES = [
  articleUrl(OPTIONS_REFERENCE_KEY).slice(1),
  // The hosted search service needs the network anyway.
  "assets/docsearch.*.js",
  // The configuration check's code, large and for one page: kept when that page is read (src/app/sw/sw.ts).
  `${CONFIG_CHECK_CHUNKS.slice(1)}{,-*}.*.js`,
];

export interface PrecacheReport {
  files: number;
  bytes: number;
}

/**
 * Writes `/sw.js`: the worker webpack compiled from `src/app/sw/sw.ts` (into
 * `compiledWorker`), with the list of files to precache put in by Workbox
 * once prerendering and the search index have written every file: the app's
 * scripts and styles, every page's article file and section chunk, the app
 * shell, the manifest, icons and the search index.
 */
export async function writeServiceWorker(outDir: string, compiledWorker: string): Promise<PrecacheReport> {
  const { count, size, warnings } = await injectManifest({
    swSrc: compiledWorker,
    swDest: path.join(outDir, SERVICE_WORKER_PATH),
    globDirectory: outDir,
    globPatterns: [
      "assets/**/*.{js,css}",
      // Article files (src/shared/articles.ts): their names carry no hash, so Workbox gives each a revision.
      `${ARTICLES_DIR}/**/*.json`,
      APP_SHELL.slice(1),
      MANIFEST_PATH.slice(1),
      "favicon.svg",
      iconPath(192).slice(1),
      iconPath(512).slice(1),
      // The search engine and its index; not Pagefind's ready-made UIs, which the site does not use.
      "pagefind/pagefind.js",
      "pagefind/pagefind-entry.json",
      "pagefind/*.pf_meta",
      "pagefind/wasm.*",
      "pagefind/index/*",
      "pagefind/fragment/*",
    ],
    globIgnores: RUNTIME_ONLY_FILES,
    // Content-hashed names need no revision of their own.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.(?:js|css)$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`Workbox: ${warnings.join("; ")}`);
  await rm(`${path.join(outDir, SERVICE_WORKER_PATH)}.map`, { force: true });
  return { files: count, bytes: size };
}
