import { describe, expect, it } from "vitest";
import { searchWith, type Pagefind } from "./search-engine.ts";

/** A page as Pagefind's fragment gives it: one heading, whose text is also the page's whole content. */
function fakePage(url: string, title: string, heading: string, keywords?: string) {
  const id = heading.toLowerCase().replace(/[^a-z0-9]+/g, "");
  return {
    id: url,
    data: () =>
      Promise.resolve({
        url,
        excerpt: heading,
        content: heading,
        meta: { title, section: "Docs", keywords },
        anchors: [{ element: "h2", id, text: heading, location: 0 }],
        sub_results: [{ title: heading, url: `${url}#${id}`, excerpt: heading }],
      }),
  };
}

describe("searchWith", () => {
  it("puts the page an old name leads to first even when it ranks below the pages shown", async () => {
    // Nine pages have a heading that is the old name itself; today's option is on a page that never writes it.
    const mentions = Array.from({ length: 9 }, (_, index) => fakePage(`/page-${index}/`, `Page ${index}`, "jsonpFunction"));
    const output = fakePage("/configuration/output/", "Output", "output.chunkLoadingGlobal");
    const pagefind: Pagefind = {
      options: () => Promise.resolve(),
      init: () => Promise.resolve(),
      search: (query) => Promise.resolve({ results: query.includes("chunkLoadingGlobal") ? [output] : [...mentions, output] }),
      filters: () => Promise.resolve({}),
    };
    const { pages } = await searchWith(pagefind, "jsonpFunction", 6);
    expect(pages[0]?.url).toBe("/configuration/output/");
    expect(pages[0]?.hits[0]?.url).toBe("/configuration/output/#outputchunkloadingglobal");
  });

  it("reads the page whose keyword a question names, however low Pagefind ranks it, and puts it first", async () => {
    // Twelve pages hold the question's words more often than Devtool, whose keyword names its topic.
    const others = Array.from({ length: 12 }, (_, index) => fakePage(`/loader-${index}/`, `Loader ${index}`, "Source maps in Chrome"));
    const devtool = fakePage("/configuration/devtool/", "Devtool", "Qualities", "source maps, sourcemap");
    const asked: string[] = [];
    const pagefind: Pagefind = {
      options: () => Promise.resolve(),
      init: () => Promise.resolve(),
      search: (query, options) => {
        const keyword = options?.filters?.keyword;
        asked.push(keyword ? `keyword:${keyword.join()}` : query);
        if (keyword) return Promise.resolve({ results: keyword.includes("source maps") ? [devtool] : [] });
        return Promise.resolve({ results: /chrome/i.test(query) ? others : [...others, devtool] });
      },
      filters: () => Promise.resolve({ keyword: { "source maps": 1, sourcemap: 1, "tree shaking": 1 } }),
    };
    const { pages } = await searchWith(pagefind, "Source Maps don't work on Chrome", 6);
    expect(asked).toContain("keyword:source maps");
    expect(asked).not.toContain("keyword:tree shaking");
    expect(pages[0]?.url).toBe("/configuration/devtool/");
  });
});
