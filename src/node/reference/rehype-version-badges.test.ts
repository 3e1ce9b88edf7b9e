import { describe, expect, it } from "vitest";
import { compileBody } from "../markdown/compile.ts";
import type { ReferenceIndex } from "./rehype-reference-links.ts";
import { checkVersionBadges } from "./version-badges.ts";
import type { OptionHistory } from "./option-history.ts";

const REFERENCE: ReferenceIndex = {
  url: "/configuration/reference/",
  entries: [
    { path: "output", id: "output", depth: 1, sameAs: [] },
    { path: "output.clean", id: "outputclean", depth: 2, sameAs: [] },
    { path: "output.environment", id: "outputenvironment", depth: 2, sameAs: [] },
    { path: "output.environment.generator", id: "outputenvironmentgenerator", depth: 3, sameAs: [] },
    { path: "performance", id: "performance", depth: 1, sameAs: [] },
    { path: "performance.hints", id: "performancehints", depth: 2, sameAs: [] },
  ],
};

/** A configuration page with each kind of badge; line numbers are the source's. */
const PAGE = `## output.clean <Badge text="5.20.0+" />

### output.environment

| Property | Supported |
| --- | --- |
| \`arrowFunction\` | Arrow functions |
| \`generator\` <Badge text="5.109.0+" /> | Generators |
| \`unknownThing\` <Badge text="5.110.0+" /> | Not an option |

## performance.hints

- \`'stats'\` <Badge text="5.110.0+" />: only in the stats.
- \`'error'\`: errors.

The object form <Badge text="5.109.0+" /> does more. <Badge text="experimental" />

## Pitfalls

| Option | What |
| --- | --- |
| \`clean\` <Badge text="5.20.0+" /> | outside any option's section |
`;

const HISTORY: OptionHistory = {
  source: "test",
  releases: ["5.0.0", "5.20.0", "5.109.0", "5.110.0"],
  options: {
    "output.clean": { added: "5.20.0" },
    "output.environment.generator": { added: "5.109.0" },
    "performance.hints": { added: "5.0.0", values: { stats: { added: "5.109.0" }, error: { added: "5.0.0" } } },
  },
};

describe("version badges", () => {
  it("ties a badge to the option of its heading, table row or list item, and keeps the words before any other", async () => {
    const facts = await compileBody("configuration/page.mdx", PAGE, "mdx", { optionReference: REFERENCE });
    expect(facts.versionBadges).toEqual([
      { line: 1, version: "5.20.0", option: "output.clean", names: "output.clean", by: "heading" },
      { line: 8, version: "5.109.0", option: "output.environment.generator", names: "generator", by: "row", context: "generator" },
      { line: 9, version: "5.110.0", context: "unknownThing" },
      { line: 13, version: "5.110.0", option: "performance.hints", value: "stats", names: "'stats'", by: "item", context: "'stats'" },
      { line: 16, version: "5.109.0", context: "The object form" },
      { line: 22, version: "5.20.0", context: "clean" },
    ]);
  });

  it("reads nothing on a page compiled without the reference", async () => {
    const facts = await compileBody("guides/page.mdx", PAGE, "mdx");
    expect(facts.versionBadges).toEqual([]);
  });

  it("reports, with file and line, a badge that disagrees with the history", async () => {
    const facts = await compileBody("configuration/page.mdx", PAGE, "mdx", { optionReference: REFERENCE });
    expect(checkVersionBadges("content/configuration/page.mdx", facts.versionBadges, HISTORY).map((error) => error.message)).toEqual([
      'content/configuration/page.mdx:13: badge "5.110.0+" dates the value "stats" of performance.hints, which webpack 5.109.0 added (data/option-history.json): write <Badge text="5.109.0+" />',
    ]);
  });
});
