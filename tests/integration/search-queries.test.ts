import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/node/content/load-site.ts";
import { siteOptions } from "../../src/node/site/site-options.ts";
import { RELEVANCE_QUERIES } from "../e2e/site/search-queries.ts";
import { REAL_QUERIES } from "../e2e/site/search-real-queries.ts";

// The relevance sets name pages and headings by hand: each must exist, or a query is judged against nothing.
const { loaded } = await loadSite(siteOptions());

function missingTargets(queries: { query: string; page: string; heading?: string; alsoRight?: string[] }[]): string[] {
  return queries.flatMap((query) =>
    [`${query.page}${query.heading ? `#${query.heading}` : ""}`, ...(query.alsoRight ?? [])]
      .filter((target) => {
        const [url, heading] = target.split("#");
        const page = loaded.pages.get(url!);
        return !page || (heading !== undefined && !page.body.headings.some((candidate) => candidate.id === heading));
      })
      .map((target) => `${JSON.stringify(query.query)} → ${target}`),
  );
}

describe("the relevance sets", () => {
  it("name pages and headings that exist", () => {
    expect(missingTargets(RELEVANCE_QUERIES)).toEqual([]);
    expect(missingTargets(REAL_QUERIES)).toEqual([]);
  });

  it("give each real query its source: an address, or the webpack file that prints the message", () => {
    const unsourced = REAL_QUERIES.filter(
      (query) => !/^https:\/\/\S+$|^webpack \d+\.\d+\.\d+ output, raised in node_modules\/webpack\/lib\//.test(query.source),
    );
    expect(unsourced.map((query) => query.query)).toEqual([]);
  });

  it("hold each real query once", () => {
    const seen = new Set<string>();
    const repeated = REAL_QUERIES.filter((query) => seen.has(query.query) || !seen.add(query.query)).map((query) => query.query);
    expect(repeated).toEqual([]);
  });
});
