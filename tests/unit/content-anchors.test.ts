import path from "node:path";
import { describe, expect, it } from "vitest";
import { anchorsFromHtml } from "../../common/anchors.ts";
import { loadContent } from "../../build/content/load.ts";
import { REPO_ROOT } from "../../build/paths.ts";

// The sidebar reads a page's anchors back from its article HTML; on the real
// content (badges, inline code, entities in headings) that must give exactly
// the anchors the build recorded from the Markdown.
const loaded = await loadContent({
  contentDir: path.join(REPO_ROOT, "content"),
  repoRoot: REPO_ROOT,
  cacheDir: path.join(REPO_ROOT, ".cache/markdown"),
});

describe("sidebar anchors from article HTML", () => {
  it("match the build's anchors on every content page", () => {
    const mismatches = [...loaded.pages.values()].filter(
      (page) => JSON.stringify(anchorsFromHtml(page.body.html)) !== JSON.stringify(page.body.anchors),
    );
    expect(mismatches.map((page) => page.entry.path)).toEqual([]);
    const count = [...loaded.pages.values()].reduce((sum, page) => sum + page.body.anchors.length, 0);
    expect(count).toBeGreaterThan(500);
  });

  it("decode entities and survive the browser's re-serialisation", () => {
    const html =
      '<h2 id="a-b"><a href="#a-b" class="heading-anchor"><code>&lt;a&gt;</code> &amp; <code>&#x3C;b></code> <span class="badge">5.1.0+</span></a></h2>';
    expect(anchorsFromHtml(html)).toEqual([{ title: "<a> & <b>", id: "a-b", level: 2 }]);
  });
});
