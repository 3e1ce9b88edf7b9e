import { describe, expect, it } from "vitest";
import { compileBody } from "../markdown/compile.ts";
import type { ReferenceIndex } from "./rehype-reference-links.ts";

/** A reference as referenceIndexOf hands it to a page compile: `added` only after 5.0.0, `deprecatedIn` where deprecated. */
const REFERENCE: ReferenceIndex = {
  url: "/configuration/reference/",
  entries: [
    { path: "output", id: "output", depth: 1, sameAs: [] },
    { path: "output.clean", id: "outputclean", depth: 2, sameAs: [], added: "5.20.0" },
    { path: "output.filename", id: "outputfilename", depth: 2, sameAs: [] },
    { path: "output.html", id: "outputhtml", depth: 2, sameAs: [], added: "5.108.0" },
    { path: "output.html.scriptLoading", id: "outputhtmlscriptloading", depth: 3, sameAs: [], added: "5.108.0" },
    { path: "optimization", id: "optimization", depth: 1, sameAs: [] },
    { path: "optimization.noEmitOnErrors", id: "optimizationnoemitonerrors", depth: 2, sameAs: [], deprecatedIn: "5.0.0" },
    { path: "stats", id: "stats", depth: 1, sameAs: [] },
    { path: "stats.runtime", id: "statsruntime", depth: 2, sameAs: [], added: "5.11.1", deprecatedIn: "5.11.1" },
    { path: "stats.cached", id: "statscached", depth: 2, sameAs: [], deprecatedIn: "5.11.1" },
    { path: "resolve", id: "resolve", depth: 1, sameAs: [] },
    { path: "resolve.tsconfig", id: "resolvetsconfig", depth: 2, sameAs: [], added: "5.105.0" },
    // resolveLoader takes resolve's options: its sub-options are documented (and dated) there.
    { path: "resolveLoader", id: "resolveloader", depth: 1, sameAs: [{ at: "", home: "resolve" }] },
  ],
};

/** An option heading's link to itself, then its link to the reference. */
const heading = (id: string, inner: string) => `<a href="#${id}" class="heading-anchor">${inner}</a> <a class="option-reference-link"`;
const badge = (text: string) => `<span class="badge" data-pagefind-ignore="">${text}</span>`;

/** A guide, not a configuration page: option headings are dated on any page. */
async function compile(markdown: string, reference: ReferenceIndex | null = REFERENCE) {
  return compileBody("content/guides/page.mdx", markdown, "mdx", reference ? { optionReference: reference } : {});
}

describe("rehypeHistoryBadges", () => {
  it("ends an option heading with the badge of the release that added the option, as <Badge> makes it", async () => {
    const facts = await compile("### output.html.scriptLoading\n\nHow scripts load.\n");
    const written = await compile('### output.html.scriptLoading <Badge text="5.108.0+" />\n\nHow scripts load.\n', null);
    expect(facts.html).toContain(heading("outputhtmlscriptloading", `output.html.scriptLoading ${badge("5.108.0+")}`));
    // The same markup as the page's own badge: inside the heading's link to itself, left out of the search index.
    expect(written.html).toContain(`output.html.scriptLoading ${badge("5.108.0+")}</a></h3>`);
    expect(facts.historyBadges).toEqual([{ line: 1, option: "output.html.scriptLoading", texts: ["5.108.0+"] }]);
    // Not one the page wrote: nothing for the badge check.
    expect(facts.versionBadges).toEqual([]);
    // The sidebar and outline read the heading's text without it, and so does the search index's list of its parts.
    expect(facts.headings[0]!.text).toBe("output.html.scriptLoading");
    expect(facts.html).toContain('data-path-words="output html scriptLoading"');
  });

  it("keeps a badge the page wrote, and adds none", async () => {
    const facts = await compile('## output.clean <Badge text="5.20.0+" />\n\nEmpties the folder.\n');
    expect(facts.html.match(/class="badge"/g)).toHaveLength(1);
    expect(facts.html).toContain(heading("outputclean", `output.clean ${badge("5.20.0+")}`));
    expect(facts.historyBadges).toEqual([]);
    expect(facts.versionBadges).toEqual([{ line: 1, version: "5.20.0", option: "output.clean", names: "output.clean", by: "heading" }]);
  });

  it("gives none to an option of the first webpack 5 release, to a heading that names no option, or without the reference", async () => {
    const facts = await compile("## output.filename\n\n## Cleaning\n\n## output.removed\n");
    expect(facts.html).not.toContain("badge");
    expect(facts.historyBadges).toEqual([]);
    expect((await compile("### output.html.scriptLoading\n", null)).html).not.toContain("badge");
  });

  it("says since when a deprecated option is deprecated, unless its section says it", async () => {
    const facts = await compile(
      [
        "## optimization.noEmitOnErrors",
        "",
        "Deprecated: use `optimization.emitOnErrors`.",
        "",
        "## stats.runtime",
        "",
        "## stats.cached",
        "",
        "Deprecated in webpack 5.11.1: use `stats.cachedModules`.",
        "",
      ].join("\n"),
    );
    expect(facts.html).toContain(heading("optimizationnoemitonerrors", `optimization.noEmitOnErrors ${badge("deprecated since 5.0.0")}`));
    expect(facts.html).toContain(heading("statsruntime", `stats.runtime ${badge("5.11.1+")} ${badge("deprecated since 5.11.1")}`));
    expect(facts.html).toContain(heading("statscached", "stats.cached"));
    expect(facts.historyBadges).toEqual([
      { line: 1, option: "optimization.noEmitOnErrors", texts: ["deprecated since 5.0.0"] },
      { line: 5, option: "stats.runtime", texts: ["5.11.1+", "deprecated since 5.11.1"] },
    ]);
  });

  it("dates a heading whose option takes another's options by the entry that documents it", async () => {
    const facts = await compile("### resolveLoader.tsconfig\n");
    expect(facts.historyBadges).toEqual([{ line: 1, option: "resolve.tsconfig", texts: ["5.105.0+"] }]);
  });

  it("counts the badge in the section's estimated height", async () => {
    const plain = await compile("## output.clean\n\nEmpties the folder.\n", {
      ...REFERENCE,
      entries: REFERENCE.entries.map((entry) => ({ ...entry, added: undefined })),
    });
    const dated = await compile("## output.clean\n\nEmpties the folder.\n");
    const areaOf = (html: string) => Number(/data-area="(\d+)"/.exec(html)?.[1]);
    const fixedOf = (html: string) => Number(/data-fixed="(\d+)"/.exec(html)?.[1]);
    expect(fixedOf(dated.html) + areaOf(dated.html) / 360).toBeGreaterThan(fixedOf(plain.html) + areaOf(plain.html) / 360);
  });
});
