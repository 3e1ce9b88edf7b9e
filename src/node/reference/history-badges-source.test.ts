import { describe, expect, it } from "vitest";
import { compileBody } from "../markdown/compile.ts";
import { sourceWithHistoryBadges } from "./history-badges-source.ts";
import type { ReferenceIndex } from "./rehype-reference-links.ts";

const REFERENCE: ReferenceIndex = {
  url: "/configuration/reference/",
  entries: [
    { path: "output", id: "output", depth: 1, sameAs: [] },
    { path: "output.clean", id: "outputclean", depth: 2, sameAs: [], added: "5.20.0" },
    { path: "output.html", id: "outputhtml", depth: 2, sameAs: [], added: "5.108.0" },
    { path: "stats", id: "stats", depth: 1, sameAs: [] },
    { path: "stats.runtime", id: "statsruntime", depth: 2, sameAs: [], added: "5.11.1", deprecatedIn: "5.11.1" },
  ],
};

describe("sourceWithHistoryBadges", () => {
  it("writes the badges the build added into the heading lines of the source", async () => {
    const source = [
      "---",
      "title: Output",
      "---",
      "",
      "## output.clean",
      "",
      "Text.",
      "",
      "### output.html {#html}",
      "",
      "## stats.runtime",
      "",
    ].join("\n");
    // The loader blanks the front matter, so that lines are file lines.
    const facts = await compileBody("content/configuration/output.mdx", source.replace(/^---[\s\S]*?---/, "\n\n"), "mdx", {
      optionReference: REFERENCE,
    });
    expect(sourceWithHistoryBadges(source, facts.historyBadges).split("\n")).toEqual([
      "---",
      "title: Output",
      "---",
      "",
      '## output.clean <Badge text="5.20.0+" />',
      "",
      "Text.",
      "",
      '### output.html <Badge text="5.108.0+" /> {#html}',
      "",
      '## stats.runtime <Badge text="5.11.1+" /> <Badge text="deprecated since 5.11.1" />',
      "",
    ]);
  });

  it("leaves a page without such badges as it is", () => {
    expect(sourceWithHistoryBadges("## output.clean\n", [])).toBe("## output.clean\n");
  });
});
