import { parseFragment } from "parse5";
import type { DefaultTreeAdapterMap } from "parse5";
import { describe, expect, it } from "vitest";
import { compileBody } from "./compile.ts";

type ChildNode = DefaultTreeAdapterMap["childNode"];
type DocumentFragment = DefaultTreeAdapterMap["documentFragment"];

describe("heading facts", () => {
  it("give every heading's level, id, text and file line", async () => {
    const facts = await compileBody("page.md", "\n\n# Title\n\n## Two `code`\n\n<div>\n\n### Three &amp; more\n\n</div>\n\n###### Six\n", "md");
    expect(facts.headings.map(({ text, id, level, line }) => ({ text, id, level, line }))).toEqual([
      { text: "Title", id: "title", level: 1, line: 3 },
      { text: "Two code", id: "two-code", level: 2, line: 5 },
      { text: "Three & more", id: "three--more", level: 3, line: 9 },
      { text: "Six", id: "six", level: 6, line: 13 },
    ]);
  });
});

describe("printable HTML", () => {
  it("is the same article with every id and same-page link prefixed, other links unchanged", async () => {
    const source = "## One\n\nSee [two](#two), [out](https://example.com/#x) and [page](/a/#b).\n\n## Two\n";
    const facts = await compileBody("page.md", source, "md", { printablePrefix: "guides-page" });
    expect(facts.printableHtml).toContain('<h2 id="guides-page--one"><a href="#guides-page--one" class="heading-anchor">One</a></h2>');
    expect(facts.printableHtml).toContain('<a href="#guides-page--two">two</a>');
    expect(facts.printableHtml).toContain('href="https://example.com/#x"');
    expect(facts.printableHtml).toContain('href="/a/#b"');
    expect(facts.printableHtml!.replaceAll("guides-page--", "")).toBe(facts.html);
    expect((await compileBody("page.md", source, "md")).printableHtml).toBeUndefined();
  });
});

describe("code block facts", () => {
  it("give language, meta, title (bold file name above, or title=), code and line", async () => {
    const source = [
      "**webpack.config.js**",
      "",
      "```js",
      "module.exports = {};",
      "```",
      "",
      '```ts title="src/index.ts" {2}',
      "export {};",
      "```",
      "",
      "```",
      "plain",
      "```",
    ].join("\n");
    const { codeBlocks } = await compileBody("page.mdx", source, "mdx");
    expect(codeBlocks).toEqual([
      { lang: "js", meta: 'title="webpack.config.js"', title: "webpack.config.js", value: "module.exports = {};", line: 3 },
      { lang: "ts", meta: 'title="src/index.ts" {2}', title: "src/index.ts", value: "export {};", line: 7 },
      { lang: "", meta: "", title: undefined, value: "plain", line: 11 },
    ]);
  });
});

describe("policy facts", () => {
  it("list each distinct style attribute of the page as the browser reads it: Shiki's colours and raw HTML's, entities decoded", async () => {
    const source = ["```js", "const a = 1;", "const b = 2;", "```", "", '<span style="font-family:&quot;Mono&quot;">x</span>', ""].join("\n");
    const facts = await compileBody("page.md", source, "md", { printablePrefix: "p" });
    // What a browser reads: every style attribute of both serialisations, parsed as HTML.
    const readByParser = new Set([...styleAttributesIn(facts.html), ...styleAttributesIn(facts.printableHtml!)]);
    expect(new Set(facts.styleAttributes)).toEqual(readByParser);
    expect(facts.styleAttributes).toHaveLength(readByParser.size);
    expect(facts.styleAttributes).toContain('font-family:"Mono"');
    expect(facts.styleAttributes.filter((style) => style.includes("--shiki-dark")).length).toBeGreaterThan(1);
    expect(facts.stackBlitz).toBe(false);
  });

  it("say whether the page embeds a StackBlitz example, and a page without code or HTML has no style attribute", async () => {
    const embed = await compileBody("page.mdx", '<StackBlitzPreview example="getting-started" />\n', "mdx");
    expect(embed.stackBlitz).toBe(true);
    expect(embed.styleAttributes).toEqual([]);
    const plain = await compileBody("page.md", "## Plain\n\nText and `code`.\n", "md");
    expect(plain).toMatchObject({ stackBlitz: false, styleAttributes: [] });
  });
});

function styleAttributesIn(html: string): string[] {
  const found: string[] = [];
  const visit = (node: ChildNode | DocumentFragment) => {
    if ("attrs" in node) for (const attribute of node.attrs) if (attribute.name === "style") found.push(attribute.value);
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  visit(parseFragment(html));
  return found;
}
