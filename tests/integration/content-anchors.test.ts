import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeArticleFiles } from "../../src/node/site/article-files.ts";
import { loadSite } from "../../src/node/content/load-site.ts";
import { siteOptions } from "../../src/node/site/site-options.ts";
import { readArticleFile } from "./helpers/article-file.ts";
import type { Anchor } from "../../src/shared/types.ts";

// The sidebar lists a page's anchors as the record in its article file carries
// them: on the real content (badges, inline code, entities in headings,
// repeated titles) each file must carry exactly the page's level-2/3 headings, in order.
const { loaded, pages } = await loadSite(siteOptions());
const siteDir = await mkdtemp(path.join(os.tmpdir(), "articles-"));
await writeArticleFiles(siteDir, pages);
afterAll(() => rm(siteDir, { recursive: true, force: true }));

const articleOf = (key: string) => readArticleFile(siteDir, key);

describe("sidebar anchors in the records of the article files", () => {
  it("are each page's level-2 and level-3 headings, in order, with their ids, level 3 nested under level 2", async () => {
    const mismatches: string[] = [];
    let count = 0;
    for (const page of loaded.pages.values()) {
      const article = await articleOf(page.articleKey);
      expect(article.html, page.entry.path).toBe(page.body.html);
      // The options reference keeps its thousand headings out of the sidebar.
      const expected =
        page.entry.url === "/configuration/reference/" ? [] : page.body.headings.filter((heading) => heading.level === 2 || heading.level === 3);
      const shipped = flatten(article.record.anchors);
      const matches =
        shipped.length === expected.length &&
        shipped.every((anchor, index) => {
          const heading = expected[index]!;
          // Under `output`, the sidebar shows `output.path` as `path`.
          return anchor.id === heading.id && heading.text.endsWith(anchor.title) && (anchor.depth === 1 || heading.level === 3);
        });
      if (!matches) mismatches.push(page.entry.path);
      count += shipped.length;
    }
    expect(mismatches).toEqual([]);
    expect(count).toBeGreaterThan(500);
  });

  it("leave a heading's badge out of its title", async () => {
    // `### collectGuards <Badge text="5.105.0+" />` in the source.
    const { record } = await articleOf(loaded.pages.get("/api/parser/")!.articleKey);
    expect(flatten(record.anchors)).toContainEqual({ title: "collectGuards", id: "collectguards", depth: 2 });
  });
});

/** The sidebar's nested anchors in order, each with its depth in the nesting (1: top level). */
function flatten(anchors: readonly Anchor[], depth = 1): { title: string; id: string; depth: number }[] {
  return anchors.flatMap(([id, title, children = []]) => [{ title, id, depth }, ...flatten(children, depth + 1)]);
}
