/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { APP_SHELL } from "../../shared/app-routes.ts";
import { SKIP_WAITING } from "../../shared/offline.ts";
import { ARTICLES_DIR } from "../../shared/articles.ts";
import { ASSETS_PATH } from "../../shared/site.ts";
import { CONFIG_CHECK_CACHE, CONFIG_CHECK_CHUNKS } from "../../shared/config-check-data.ts";

/**
 * The service worker (`/sw.js`). The build fills `self.__WB_MANIFEST` with
 * every precached file (src/node/pwa/service-worker.ts says which).
 * - Precached files are served from the cache; old precaches are removed.
 * - Navigations go to the network first; a page read before comes from the
 *   cache, any other page offline gets the app shell, which renders the route
 *   in the browser.
 * - Files left out of the precache (the options reference's article, the
 *   configuration check's chunks) are cached when first read; so are pages, printable pages included (they are
 *   HTML only).
 * - A new worker waits until no tab uses the old one (or a page asks with
 *   SKIP_WAITING), so a reader never gets new HTML with old chunks or articles.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// Pagefind asks for its entry file with a `ts` cache-buster: the precached copy is the right one.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/] });
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

registerRoute(
  ({ request }) => request.mode === "navigate",
  new NetworkFirst({
    cacheName: "pages",
    plugins: [{ handlerDidError: async () => (await matchPrecache(APP_SHELL)) ?? Response.error() }],
  }),
);

// The check page puts its chunks in this cache itself (mount.tsx), even before this worker controls it.
registerRoute(({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith(CONFIG_CHECK_CHUNKS), new CacheFirst({ cacheName: CONFIG_CHECK_CACHE }));

registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith(ASSETS_PATH),
  new CacheFirst({ cacheName: "large-chunks", plugins: [new ExpirationPlugin({ maxEntries: 20 })] }),
);

// Article files keep their names from one build to the next: the network's copy first, the cached one offline.
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith(`/${ARTICLES_DIR}/`),
  new NetworkFirst({ cacheName: "articles", plugins: [new ExpirationPlugin({ maxEntries: 20 })] }),
);
