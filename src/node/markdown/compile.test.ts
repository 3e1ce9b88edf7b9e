import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { copyText } from "../../shared/copy-text.ts";
import { compileBody } from "./compile.ts";
import { normaliseInternalHref } from "./rehype-links.ts";

/** The search index's attributes have their own test (rehype-search-attributes.test.ts); these tests read the markup without them. */
const withoutSearchAttributes = (html: string) => html.replace(/ data-(?:pagefind-[a-z-]+|path-words)="[^"]*"/g, "");
const mdx = async (source: string) => withoutSearchAttributes((await compileBody("fixture.mdx", source, "mdx")).html);
const withoutCode = (html: string) => html.replace(/<pre[\s\S]*?<\/pre>/g, "<pre/>");

describe("asides", () => {
  it("turns T>, W> and ?> paragraphs into tip, warning and to-do asides with inline Markdown", async () => {
    expect(await mdx("T> Use **this**\nT> over two lines.")).toBe(
      '<aside class="aside aside--tip" aria-label="Tip">\n<p>Use <strong>this</strong>\nover two lines.</p>\n</aside>',
    );
    expect(await mdx("W> Careful.")).toContain('<aside class="aside aside--warning" aria-label="Warning">');
    expect(await mdx("?> Still to write.")).toContain('<aside class="aside aside--todo" aria-label="To do">');
  });

  it("leaves ordinary paragraphs alone", async () => {
    expect(await mdx("That> is not an aside.")).toBe("<p>That> is not an aside.</p>");
  });
});

describe("code blocks", () => {
  it("takes the file name from a bold line above the fence", async () => {
    const html = withoutCode(await mdx("**webpack.config.js**\n\n```js\nmodule.exports = {};\n```"));
    expect(html).toBe(
      '<figure class="code-block" data-language="js"><figcaption class="code-block__title">webpack.config.js</figcaption><pre/><button type="button" class="code-block__copy" aria-label="Copy webpack.config.js">Copy</button></figure>',
    );
  });

  it("takes the file name from title= in the fence meta", async () => {
    expect(await mdx('```js title="src/index.js"\nconsole.log(1);\n```')).toContain(
      '<figcaption class="code-block__title">src/index.js</figcaption>',
    );
  });

  it("keeps a bold paragraph that is not above a fence", async () => {
    expect(await mdx("**Note**\n\nText.")).toBe("<p><strong>Note</strong></p>\n<p>Text.</p>");
  });

  it("highlights with both themes in one output", async () => {
    const html = await mdx("```js\nconst a = 1;\n```");
    expect(html).toContain("--shiki-dark:");
    expect(html).toMatch(/<span class="line">/);
  });

  it("shows a fence in an unknown language as plain text", async () => {
    expect(await mdx("```brainfuck\n+++.\n```")).toContain('data-language="brainfuck"');
  });

  it("marks diff lines and copies the resulting file", async () => {
    const html = await mdx("```diff\n const a = 1;\n-const b = 2;\n+const b = 3;\n```");
    const dom = new JSDOM(html);
    const block = dom.window.document.querySelector(".code-block")!;
    expect(block.hasAttribute("data-diff")).toBe(true);
    expect(block.querySelectorAll(".line--added")).toHaveLength(1);
    expect(block.querySelectorAll(".line--removed")).toHaveLength(1);
    const lines = [...block.querySelectorAll("pre .line")].map((line) => line.textContent ?? "");
    expect(copyText(lines, true)).toBe("const a = 1;\nconst b = 3;");
    expect(copyText(lines, false)).toBe(" const a = 1;\n-const b = 2;\n+const b = 3;");
  });
});

describe("links", () => {
  it("adds the trailing slash to internal links, before any hash", async () => {
    expect(normaliseInternalHref("/concepts/entry-points#single-entry-syntax")).toBe("/concepts/entry-points/#single-entry-syntax");
    expect(normaliseInternalHref("/guides/")).toBe("/guides/");
    expect(normaliseInternalHref("/feed.xml")).toBe("/feed.xml");
    expect(await mdx("[Entry](/concepts/entry-points)")).toBe('<p><a href="/concepts/entry-points/">Entry</a></p>');
  });

  it("opens external links in a new tab and says so to screen readers", async () => {
    expect(await mdx("[npm](https://www.npmjs.com/)")).toBe(
      '<p><a href="https://www.npmjs.com/" target="_blank" rel="noopener noreferrer">npm<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    );
  });
});

describe("components and HTML", () => {
  it("renders <Badge> as a small inline marker, also in headings, without changing the id", async () => {
    expect(await mdx('### output.clean <Badge text="5.20.0+" />')).toBe(
      '<h3 id="outputclean"><a href="#outputclean" class="heading-anchor">output.clean <span class="badge">5.20.0+</span></a></h3>',
    );
  });

  it("renders <StackBlitzPreview> as a link and a button, with no embed until asked", async () => {
    const html = await mdx('<StackBlitzPreview example="getting-started?terminal=" />');
    expect(html).toContain('href="https://stackblitz.com/github/webpack/webpack.js.org/tree/main/examples/getting-started?terminal="');
    expect(html).toContain('<button type="button" class="stackblitz__embed">');
    expect(html).not.toContain("<iframe");
  });

  it("keeps raw HTML such as details and summary", async () => {
    expect(await mdx("<details>\n<summary>More</summary>\n\nHidden.\n\n</details>")).toBe("<details><summary>More</summary><p>Hidden.</p></details>");
  });

  it("turns emoji shortcodes into characters", async () => {
    expect(await mdx("Watch out :warning:")).toBe("<p>Watch out ⚠️</p>");
  });

  it("wraps tables in a labelled scrolling region and labels task checkboxes", async () => {
    const html = await mdx("| Option | Default |\n|---|---|\n| a | b |\n\n- [x] done");
    expect(html).toContain('<div class="table-wrap" role="region" tabindex="0" aria-label="Table: Option, Default">');
    expect(html).toContain('aria-label="Done"');
  });

  it("sets explicit heading ids with {#id}", async () => {
    expect(await mdx("### Title {#custom}")).toBe('<h3 id="custom"><a href="#custom" class="heading-anchor">Title</a></h3>');
  });
});

describe("sections", () => {
  it("wraps each top-level ## heading and what follows it in a section, leaving the introduction and nested headings alone", async () => {
    const html = await mdx("Intro.\n\n## One\n\nA.\n\n### One.1\n\nB.\n\n## Two\n\n<details>\n\n## Inside\n\n</details>");
    const sections = new JSDOM(html).window.document.querySelectorAll("body > section.article-section");
    expect([...sections].map((section) => [...section.children].map((child) => child.tagName.toLowerCase()))).toEqual([
      ["h2", "p", "h3", "p"],
      ["h2", "details"],
    ]);
    expect(html.startsWith("<p>Intro.</p>")).toBe(true);
    // A section has no accessible name: it is not a landmark.
    expect(html).not.toContain("aria-label");
  });

  it("gives each section its height as a function of the article's width, which grows with its content", async () => {
    const code = Array.from({ length: 40 }, (_, line) => `const value${line} = ${line};`).join("\n");
    const html = await mdx(`## Short\n\nOne line.\n\n## Long\n\n${"A sentence that wraps on a phone. ".repeat(40)}\n\n\`\`\`js\n${code}\n\`\`\``);
    // What the browser works out from the attributes (Article.css): `data-fixed` px plus `data-area` over the width.
    const [short, long] = [...new JSDOM(html).window.document.querySelectorAll<HTMLElement>("section")].map((section) => {
      const at = (width: number) => Number(section.dataset.fixed) + Number(section.dataset.area) / width;
      return { narrow: at(320), wide: at(700) };
    });
    expect(short!.narrow).toBeGreaterThan(0);
    expect(long!.narrow).toBeGreaterThan(short!.narrow * 5);
    // Text wraps into fewer lines on a wide screen; code does not wrap at all.
    expect(long!.wide).toBeLessThan(long!.narrow);
    expect(long!.wide).toBeGreaterThan(40 * 21);
  });
});
