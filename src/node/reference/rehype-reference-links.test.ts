import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import type { HeadingFact, OptionHeadingFact } from "../markdown/facts.ts";
import type { LinkReference } from "../markdown/rehype-links.ts";
import { rehypeReferenceLinks, type ReferenceIndex } from "./rehype-reference-links.ts";

const REFERENCE: ReferenceIndex = {
  url: "/configuration/reference/",
  entries: [
    { path: "output", id: "output", depth: 1, sameAs: [] },
    { path: "output.filename", id: "outputfilename", depth: 2, sameAs: [] },
    { path: "resolve", id: "resolve", depth: 1, sameAs: [] },
    { path: "resolve.alias", id: "resolvealias", depth: 2, sameAs: [] },
    // resolveLoader takes resolve's options: its sub-options are documented there.
    { path: "resolveLoader", id: "resolveloader", depth: 1, sameAs: [{ at: "", home: "resolve" }] },
    { path: "bail", id: "bail", depth: 1, sameAs: [] },
  ],
};

/** The fixture page: headings as the compiler leaves them (each a link to itself), and their facts. */
const HEADINGS: [level: 2 | 3, id: string, text: string, line: number][] = [
  [2, "outputfilename", "output.filename", 5],
  [3, "resolveloaderalias", "resolveLoader.alias", 9],
  [2, "bail", "bail", 13],
  [2, "outputremoved", "output.removed", 17],
  [2, "pitfalls", "Pitfalls", 21],
];

function fixture(): { tree: Root; headings: HeadingFact[] } {
  const tree: Root = {
    type: "root",
    children: HEADINGS.map(([level, id, text]): Element => ({
      type: "element",
      tagName: `h${level}`,
      properties: { id },
      children: [
        { type: "element", tagName: "a", properties: { href: `#${id}`, className: ["heading-anchor"] }, children: [{ type: "text", value: text }] },
      ],
    })),
  };
  return { tree, headings: HEADINGS.map(([level, id, text, line]) => ({ level, id, text, line })) };
}

function run(reference: ReferenceIndex | undefined) {
  const { tree, headings } = fixture();
  const links: LinkReference[] = [];
  const optionHeadings: OptionHeadingFact[] = [];
  unified().use(rehypeReferenceLinks, { reference, headings, links, optionHeadings }).runSync(tree);
  return { html: toHtml(tree), links, optionHeadings };
}

const link = (id: string, path: string) =>
  ` <a class="option-reference-link" href="/configuration/reference/#${id}" data-pagefind-ignore="">Reference<span class="visually-hidden" data-pagefind-ignore=""> entry for ${path}</span></a>`;

describe("rehypeReferenceLinks", () => {
  it("ends each heading that names a known option with a link to its entry; other headings stay as they are", () => {
    expect(run(REFERENCE).html).toBe(
      [
        `<h2 id="outputfilename"><a href="#outputfilename" class="heading-anchor">output.filename</a>${link("outputfilename", "output.filename")}</h2>`,
        `<h3 id="resolveloaderalias"><a href="#resolveloaderalias" class="heading-anchor">resolveLoader.alias</a>${link("resolvealias", "resolveLoader.alias")}</h3>`,
        `<h2 id="bail"><a href="#bail" class="heading-anchor">bail</a>${link("bail", "bail")}</h2>`,
        '<h2 id="outputremoved"><a href="#outputremoved" class="heading-anchor">output.removed</a></h2>',
        '<h2 id="pitfalls"><a href="#pitfalls" class="heading-anchor">Pitfalls</a></h2>',
      ].join(""),
    );
  });

  it("records every option heading with the entry it links to (none for an option the schema lacks), and each link with its line", () => {
    const { links, optionHeadings } = run(REFERENCE);
    expect(optionHeadings).toEqual([
      { path: "output.filename", id: "outputfilename", line: 5, entry: "output.filename" },
      { path: "resolveLoader.alias", id: "resolveloaderalias", line: 9, entry: "resolve.alias" },
      { path: "bail", id: "bail", line: 13, entry: "bail" },
      { path: "output.removed", id: "outputremoved", line: 17, entry: undefined },
    ]);
    expect(links).toEqual([
      { path: "/configuration/reference/", hash: "outputfilename", line: 5 },
      { path: "/configuration/reference/", hash: "resolvealias", line: 9 },
      { path: "/configuration/reference/", hash: "bail", line: 13 },
    ]);
  });

  it("leaves a page compiled without the reference untouched", () => {
    const { html, links, optionHeadings } = run(undefined);
    expect(html).toBe(toHtml(fixture().tree));
    expect(links).toEqual([]);
    expect(optionHeadings).toEqual([]);
  });
});
