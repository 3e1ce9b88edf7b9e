import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { searchServiceFromEnv } from "../../shared/search-service.ts";
import { routeHead } from "../content/route-data.ts";
import type { PageRecord } from "../../shared/page-record.ts";
import { HEAD_SCRIPT, renderDocument } from "./document.ts";

/** A page with the given saved values, after the inline head script ran (as it runs before first paint). */
function pageAfterHeadScript(saved: Record<string, string>, options: { storageThrows?: boolean } = {}) {
  const dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
    url: "https://webpack.js.org/concepts/",
    runScripts: "outside-only",
  });
  for (const [key, value] of Object.entries(saved)) dom.window.localStorage.setItem(key, value);
  if (options.storageThrows) {
    Object.defineProperty(dom.window, "localStorage", {
      get() {
        throw new dom.window.DOMException("The operation is insecure.", "SecurityError");
      },
    });
  }
  dom.window.eval(HEAD_SCRIPT);
  return dom.window.document.documentElement;
}

describe("the inline head script", () => {
  it("applies a saved dark theme to the root as data-theme and the dark class", () => {
    const root = pageAfterHeadScript({ theme: "dark" });
    expect(root.getAttribute("data-theme")).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.classList.contains("js")).toBe(true);
  });

  it("defaults to light when nothing (or something unknown) is saved", () => {
    for (const saved of [{}, { theme: "purple" }] as Record<string, string>[]) {
      const root = pageAfterHeadScript(saved);
      expect(root.getAttribute("data-theme")).toBe("light");
      expect(root.classList.contains("dark")).toBe(false);
    }
  });

  it("falls back to light without an error when local storage throws", () => {
    const root = pageAfterHeadScript({ theme: "dark", "notification-dismissed": "3" }, { storageThrows: true });
    expect(root.getAttribute("data-theme")).toBe("light");
    expect(root.classList.contains("notification-dismissed")).toBe(false);
    expect(root.classList.contains("js")).toBe(true);
  });

  it("hides the notification only when version 3 of it was dismissed", () => {
    expect(pageAfterHeadScript({ "notification-dismissed": "3" }).classList.contains("notification-dismissed")).toBe(true);
    expect(pageAfterHeadScript({ "notification-dismissed": "2" }).classList.contains("notification-dismissed")).toBe(false);
  });

  it("is small, and inlined before any stylesheet or script of the app", () => {
    expect(HEAD_SCRIPT.length).toBeLessThan(600);
    const html = renderDocument(routeHead({ title: "t", description: "d" }), "", {
      scripts: ["/assets/main.js"],
      styles: ["/assets/main.css"],
      preloads: [],
    });
    const inline = html.indexOf(`<script>${HEAD_SCRIPT}</script>`);
    expect(inline).toBeGreaterThan(0);
    expect(inline).toBeLessThan(html.indexOf("/assets/main.css"));
    expect(inline).toBeLessThan(html.indexOf("/assets/main.js"));
  });
});

describe("the hosted search service", () => {
  const head = routeHead({ title: "Concepts | webpack", description: "About concepts." });
  const assets = { scripts: [], styles: [], preloads: [] };

  it("is configured only when DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME are all set", () => {
    expect(searchServiceFromEnv({ DOCSEARCH_APP_ID: "BH4D9OD16A", DOCSEARCH_API_KEY: "key" })).toBeUndefined();
    expect(searchServiceFromEnv({ DOCSEARCH_APP_ID: "BH4D9OD16A", DOCSEARCH_API_KEY: "key", DOCSEARCH_INDEX_NAME: " " })).toBeUndefined();
    expect(searchServiceFromEnv({ DOCSEARCH_APP_ID: "BH4D9OD16A", DOCSEARCH_API_KEY: "key", DOCSEARCH_INDEX_NAME: "webpack-js-org" })).toEqual({
      appId: "BH4D9OD16A",
      apiKey: "key",
      indexName: "webpack-js-org",
      placeholder: "Search webpack documentation",
    });
  });

  it("is written into every page for the search box, and left out when not configured", () => {
    const service = searchServiceFromEnv({ DOCSEARCH_APP_ID: "A", DOCSEARCH_API_KEY: "k", DOCSEARCH_INDEX_NAME: "i" })!;
    const html = renderDocument(head, "", assets, { searchService: service });
    const meta = new JSDOM(html).window.document.querySelector<HTMLMetaElement>('meta[name="search-service"]');
    expect(JSON.parse(meta!.content)).toEqual(service);
    expect(renderDocument(head, "", assets)).not.toContain('name="search-service"');
  });
});

describe("the route's head and the page's record", () => {
  const assets = { scripts: [], styles: [], preloads: [] };

  it("are written as the build computed them: title, marked route tags, and inline JSON that no content can end early", () => {
    const head = routeHead({ title: "A <b> | webpack", description: 'Says "</script><!--"', path: "/a/" });
    const record: PageRecord = {
      url: "/a/",
      title: "A <b>",
      head,
      pager: { next: { title: "</script>", url: "/b/" } },
      anchors: [["x", "<!-- x"]],
      outline: 0,
      sidebar: false,
      contributors: [],
      related: [],
    };
    const document = new JSDOM(renderDocument(head, "", assets, { record })).window.document;
    expect(document.title).toBe("A <b> | webpack");
    expect(document.querySelector('meta[name="description"]')!.getAttribute("content")).toBe('Says "</script><!--"');
    expect(document.querySelector('link[rel="canonical"]')!.hasAttribute("data-route-head")).toBe(true);
    expect(document.querySelectorAll("[data-route-head]")).toHaveLength(5);
    expect(JSON.parse(document.getElementById("page-record")!.textContent)).toEqual(record);
  });
});
