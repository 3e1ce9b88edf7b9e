import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OLD_NAMES } from "../../src/app/components/chrome/Search/old-names.ts";
import { loadSite } from "../../src/node/content/load-site.ts";
import { siteOptions } from "../../src/node/site/site-options.ts";

// The search's old names (webpack 4 options, removed plugins, replaced loaders) lead to today's pages:
// each must be stated in its source, and each target page and heading must exist.
const root = path.resolve(import.meta.dirname, "../..");
const { loaded } = await loadSite(siteOptions());

function sourceText(source: string): string {
  const file = source.startsWith("webpack/") ? path.join(root, "node_modules", source) : path.join(root, source);
  return readFileSync(file, "utf8");
}

describe("old names", () => {
  it("are each stated in their source, with today's name", () => {
    const unstated = OLD_NAMES.filter((old) => {
      const text = sourceText(old.source);
      const last = old.name.split(".").at(-1)!;
      const nowLast = old.now.split(/[.\s]/).at(-1)!;
      return !(text.includes(old.name) || text.includes(last)) || !text.includes(nowLast);
    }).map((old) => `${old.name} → ${old.now} (${old.source})`);
    expect(unstated).toEqual([]);
  });

  it("lead to pages and headings that exist", () => {
    const missing = OLD_NAMES.filter((old) => {
      const [url, heading] = old.url.split("#");
      const page = loaded.pages.get(url!);
      return !page || (heading !== undefined && !page.body.headings.some((candidate) => candidate.id === heading));
    }).map((old) => `${old.name} → ${old.url}`);
    expect(missing).toEqual([]);
    expect(OLD_NAMES.length).toBeGreaterThan(20);
  });

  it("are not names webpack still has a page for", () => {
    const titles = new Set([...loaded.pages.values()].map((page) => page.entry.title.toLowerCase()));
    expect(OLD_NAMES.filter((old) => titles.has(old.name.toLowerCase())).map((old) => old.name)).toEqual([]);
  });
});
