import { describe, expect, it } from "vitest";
import { compileBody } from "./compile.ts";
import { pathParts } from "./rehype-search-attributes.ts";

const mdx = async (source: string) => (await compileBody("fixture.mdx", source, "mdx")).html;

describe("what the search index reads from an article", () => {
  it("leaves the Copy button, the file-name caption and the install tabs' names out, and indexes one install panel", async () => {
    const html = await mdx("**webpack.config.js**\n\n```js\nmodule.exports = {};\n```\n\n```bash npm2yarn\nnpm install --save-dev webpack\n```");
    expect(html).toMatch(/<figcaption class="code-block__title" data-pagefind-ignore="">/);
    expect(html).toContain(
      '<button type="button" class="code-block__copy" aria-label="Copy webpack.config.js" data-pagefind-ignore="">Copy</button>',
    );
    expect(html).toMatch(/<div role="tablist"[^>]*data-pagefind-ignore=""/);
    const panels = html.match(/<div role="tabpanel"[^>]*>/g)!;
    expect(panels.filter((tag) => !tag.includes("data-pagefind-ignore"))).toEqual([expect.stringContaining('data-manager="npm"')]);
  });

  it("weighs code below prose and leaves screen-reader-only labels and badges out", async () => {
    const html = await mdx('```js\nconst a = 1;\n```\n\n[npm](https://www.npmjs.com/) <Badge text="5.20.0+" />');
    expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*data-pagefind-weight="0.25"/);
    expect(html).toContain('<span class="visually-hidden" data-pagefind-ignore=""> (opens in a new tab)</span>');
    expect(html).toContain('<span class="badge" data-pagefind-ignore="">5.20.0+</span>');
  });

  it("indexes an option-path heading as its parts too, badges aside, and leaves prose headings alone", async () => {
    const html = await mdx('## output.clean <Badge text="5.20.0+" />\n\n## Pitfalls');
    expect(html).toContain('<h2 id="outputclean" data-pagefind-index-attrs="data-path-words" data-path-words="output clean">');
    expect(html).toContain('<h2 id="pitfalls"><a');
    expect(pathParts("module.rules[].test")).toBe("module rules test");
    expect(pathParts("this.getOptions")).toBe("this getOptions");
    expect(pathParts("Keep the runtime apart")).toBeUndefined();
  });
});
