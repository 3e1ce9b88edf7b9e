import { describe, expect, it } from "vitest";
import { compileBody } from "./compile.ts";
import { MAX_BLOCK_NESTING, MAX_TREE_DEPTH } from "./nesting-check.ts";

// Two blank lines stand for blanked front matter: body lines are file lines.
const compile = (body: string, format: "md" | "mdx" = "mdx") => compileBody(`page.${format}`, `\n\n${body}`, format);
const errorOf = async (body: string, format: "md" | "mdx" = "mdx") => {
  try {
    await compile(body, format);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("compiled without an error");
};

describe("unclosed code fences", () => {
  it("stop the build at the opening fence's line instead of turning the rest of the page into code", async () => {
    expect(await errorOf("## A\n\n```js\nconst a = 1;\n\n## B\n")).toBe(
      "page.mdx:5: code fence ``` is never closed: everything after it became code. Add a ``` line where the code ends",
    );
    expect(await errorOf("Text.\n\n~~~~\ncode\n~~~\n", "md")).toMatch(/^page\.md:5: code fence ~~~~ is never closed/);
  });

  it("are found inside block quotes and list items", async () => {
    expect(await errorOf("> ```js\n> a;\n\nAfter.")).toMatch(/^page\.mdx:3: code fence ``` is never closed/);
    expect(await errorOf("- item\n\n  ```js\n  a;\n- next")).toMatch(/^page\.mdx:5: code fence/);
  });

  it("accept closed fences, longer closing fences and fences closed inside quotes and lists", async () => {
    await expect(compile("```js\na;\n```")).resolves.toBeDefined();
    await expect(compile("````md\n```js\na;\n```\n`````")).resolves.toBeDefined();
    await expect(compile("> ```js\n> a;\n> ```")).resolves.toBeDefined();
    await expect(compile("- item\n\n  ```js\n  a;\n  ```\n- next")).resolves.toBeDefined();
    await expect(compile("    indented code")).resolves.toBeDefined();
  });
});

describe("code languages", () => {
  it("warn, with the line, about a language Shiki does not know, and show it as plain text", async () => {
    const compiled = await compile("Text.\n\n```javascipt\na;\n```");
    expect(compiled.warnings).toEqual([
      { line: 5, message: 'unknown code language "javascipt": shown as plain text (use a Shiki language name, or `text`)' },
    ]);
    expect(compiled.html).toContain('data-language="javascipt"');
  });

  it("warn about a language Shiki knows but the site does not load", async () => {
    expect((await compile("```cobol\nDISPLAY 'HI'.\n```")).warnings[0]?.message).toMatch(/^code language "cobol" is not loaded/);
  });

  it("accept loaded languages, our aliases and plain text, with no warning", async () => {
    const compiled = await compile(
      "```js\na;\n```\n\n```sh\nls\n```\n\n```text\nplain\n```\n\n```bash npm2yarn\nnpm i webpack\n```\n\n```\nno language\n```",
    );
    expect(compiled.warnings).toEqual([]);
  });
});

describe("heading levels", () => {
  const warningsOf = async (body: string) => (await compile(body)).warnings;

  it("warn when a level is skipped, naming both levels and the line", async () => {
    expect(await warningsOf("## A\n\n#### B")).toEqual([
      { line: 5, message: "heading level skips from h2 to h4: use ### here, or add the missing level above" },
    ]);
  });

  it("count the title as the h1, so a body starting at h3 skips a level", async () => {
    expect((await warningsOf("Intro.\n\n### Deep"))[0]).toMatchObject({
      line: 5,
      message: expect.stringMatching(/^heading level skips from h1 to h3/),
    });
  });

  it("warn about a # heading in the body, since the title is the h1", async () => {
    expect((await warningsOf("# Title again"))[0]).toMatchObject({ line: 3, message: expect.stringMatching(/^a `#` heading in the body/) });
  });

  it("allow going back up any number of levels, and ignore headings in code", async () => {
    expect(await warningsOf("## A\n\n### B\n\n#### C\n\n## D\n\n```md\n# not a heading\n```")).toEqual([]);
  });
});

describe("deep nesting", () => {
  it("refuses 20,000 nested block quotes before parsing, saying what is too deep", async () => {
    expect(await errorOf(`Text.\n\n${">".repeat(20_000)} deep`)).toBe(
      `page.mdx:5: nesting deeper than ${MAX_BLOCK_NESTING} levels of block quotes, lists or indentation: flatten it`,
    );
  });

  it("refuses 20,000 nested list items on one line (which took minutes to parse)", async () => {
    const started = performance.now();
    expect(await errorOf(`${"- ".repeat(20_000)}x`, "md")).toMatch(/^page\.md:3: nesting deeper than/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses inline nesting deeper than the tree limit, at its line", async () => {
    const depth = MAX_TREE_DEPTH + 10;
    expect(await errorOf(`Text.\n\n${"<span>".repeat(depth)}x${"</span>".repeat(depth)}`)).toMatch(
      new RegExp(`^page\\.mdx:5: elements nested deeper than ${MAX_TREE_DEPTH} levels`),
    );
  });

  it("names the file and says why when raw HTML nests too deeply for the compiler", async () => {
    expect(await errorOf("<div>".repeat(20_000), "md")).toMatch(
      /^page\.md:\d+: elements nested too deeply for the compiler \(Maximum call stack size exceeded\)/,
    );
  });

  it("accepts the nesting real pages use", async () => {
    await expect(compile("> - a\n>   - b\n>     1. c\n>        > d")).resolves.toBeDefined();
  });
});
