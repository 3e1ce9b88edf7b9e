import { readFile, realpath } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Pagefind } from "../../app/components/chrome/Search/search-engine.ts";
import { configureEngine } from "../../app/components/chrome/Search/search-engine.ts";
import { SEARCH_INDEX_DIR } from "./pagefind.ts";

let fresh = 0;

interface Located {
  url: string;
  sub_results?: { url: string }[];
}

/**
 * The browser's search engine, run in Node.js on a built site: Pagefind's
 * own browser module and index from `dist/pagefind/`, configured as the box
 * configures it, so the benchmark measures exactly what readers get. It
 * finds its index beside its module, as `file:` URLs, which Node.js's fetch
 * does not read: those are answered from disk. Without `window` and
 * `document` it runs on this thread. Page URLs come back as file paths and
 * are given back as the site's (`/guides/caching/`).
 */
export async function loadBuiltEngine(
  dir: string,
  options: { fresh?: boolean; onRead?: (bytes: number, url: string) => void } = {},
): Promise<Pagefind> {
  const siteDir = await realpath(dir);
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith("file:")) return networkFetch(input, init);
    const body = await readFile(fileURLToPath(url.split("?")[0]!));
    options.onRead?.(body.byteLength, url);
    return new Response(body, { headers: url.endsWith(".wasm") ? { "content-type": "application/wasm" } : {} });
  };
  // A fresh module (its own caches) when asked: what a first search downloads can then be counted.
  const moduleUrl = pathToFileURL(path.join(siteDir, SEARCH_INDEX_DIR, "pagefind.js")).href + (options.fresh ? `?fresh=${(fresh += 1)}` : "");
  const engine = (await import(moduleUrl)) as Pagefind;
  await configureEngine(engine);
  const sitePath = (url: string) => {
    const at = url.indexOf(siteDir);
    return at < 0 ? url : url.slice(at + siteDir.length);
  };
  return {
    options: (options) => engine.options(options),
    init: () => engine.init(),
    filters: () => engine.filters(),
    search: async (query, options) => {
      const found = await engine.search(query, options);
      if (!found) return found;
      const results = found.results.map((result) => ({
        id: result.id,
        data: async () => {
          const data = await result.data();
          const located: Located = data;
          located.url = sitePath(located.url);
          for (const section of located.sub_results ?? []) section.url = sitePath(section.url);
          return data;
        },
      }));
      return { ...found, results };
    },
  };
}
