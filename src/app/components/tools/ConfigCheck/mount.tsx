import { createRoot } from "react-dom/client";
import data from "@generated/config-check/data.json";
import styles from "./ConfigCheck.css?raw";
import { ConfigCheck } from "./ConfigCheck.tsx";
import { CONFIG_CHECK_CACHE, CONFIG_CHECK_CHUNKS } from "../../../../shared/config-check-data.ts";
import { loadTypeScriptParser } from "../../../../shared/read-config.ts";

let sheet: CSSStyleSheet | undefined;

/** Puts the configuration check in the place its page keeps for it; returns how to take it out again. */
export function mountConfigCheck(place: HTMLElement): () => void {
  // The styles come with the chunk, so no page but this one loads them.
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  place.replaceChildren();
  const root = createRoot(place);
  root.render(<ConfigCheck data={data} />);
  void keepForOffline();
  return () => root.unmount();
}

/**
 * Puts the check's chunks (the TypeScript parser's too, loaded now for that) in the cache the service worker
 * serves them from, so the page works offline after one visit. The page does it itself: on a first visit
 * the chunks arrive before the worker controls the page. Copies from older builds are removed.
 */
async function keepForOffline(): Promise<void> {
  if (!("caches" in window) || !("serviceWorker" in navigator)) return;
  try {
    await loadTypeScriptParser();
    const urls = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith(CONFIG_CHECK_CHUNKS))
      .map((url) => url.href);
    const cache = await caches.open(CONFIG_CHECK_CACHE);
    const kept = new Set(urls);
    for (const request of await cache.keys()) if (!kept.has(request.url)) await cache.delete(request);
    await cache.addAll([...kept]);
  } catch {
    // Offline use is a bonus: the check itself works without it.
  }
}
