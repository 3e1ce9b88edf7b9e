import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { articlesByKey } from "../../src/node/site/generate.ts";
import { writeArticleChunks } from "../../src/node/site/article-chunks.ts";
import { loadSiteContent } from "../../src/node/site/site-content.ts";
import { runArticleChunk } from "./helpers/article-chunk.ts";

// The sidebar lists a page's anchors from its article chunk, where they travel
// as data: on the real content (badges, inline code, entities in headings,
// repeated titles) each chunk must carry exactly the page's level-2/3
// headings, in order.
const { loaded, sections, routes } = await loadSiteContent();
const siteDir = await mkdtemp(path.join(os.tmpdir(), "articles-"));
await writeArticleChunks(siteDir, { articles: articlesByKey(loaded, sections), sections, routes });
afterAll(() => rm(siteDir, { recursive: true, force: true }));

const chunkOf = (key: string) => runArticleChunk(siteDir, key);

describe("sidebar anchors in the article chunks", () => {
  it("are each page's level-2 and level-3 headings, in order, with their ids", async () => {
    const mismatches: string[] = [];
    let count = 0;
    for (const page of loaded.pages.values()) {
      const chunk = await chunkOf(page.key);
      expect(chunk.html, page.entry.path).toBe(page.body.html);
      // The options reference keeps its thousand headings out of the sidebar.
      const expected =
        page.entry.url === "/configuration/reference/" ? [] : page.body.headings.filter((heading) => heading.level === 2 || heading.level === 3);
      const shipped = chunk.anchors.map((anchor) => `${anchor.level} ${anchor.id} ${anchor.title}`);
      if (JSON.stringify(shipped) !== JSON.stringify(expected.map((heading) => `${heading.level} ${heading.id} ${heading.text}`)))
        mismatches.push(page.entry.path);
      count += chunk.anchors.length;
    }
    expect(mismatches).toEqual([]);
    expect(count).toBeGreaterThan(500);
  });

  it("leave a heading's badge out of its title", async () => {
    // `### collectGuards <Badge text="5.105.0+" />` in the source.
    const { anchors } = await chunkOf(loaded.pages.get("/api/parser/")!.key);
    expect(anchors).toContainEqual({ title: "collectGuards", id: "collectguards", level: 3 });
  });
});
