import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { COPIED_LINES, copyText } from "../../shared/copy-text.ts";
import { compileBody } from "./compile.ts";

/** A page's one code block, as the browser gets it. */
async function block(markdown: string) {
  const facts = await compileBody("notation.md", markdown, "md");
  const figure = new JSDOM(facts.html).window.document.querySelector<HTMLElement>(".code-block")!;
  const lines = [...figure.querySelectorAll("pre .line")];
  /** What the Copy button puts on the clipboard (article-actions.ts). */
  const copied = copyText(
    [...figure.querySelectorAll(COPIED_LINES)].map((line) => line.textContent ?? ""),
    figure.hasAttribute("data-diff"),
  );
  return { facts, figure, lines, copied, lineOf: (text: string) => lines.find((line) => line.textContent?.includes(text))! };
}

/** The light-theme colour of the token holding `text` on a line. */
const colourOf = (line: Element, text: string) =>
  [...line.querySelectorAll<HTMLElement>("span[style]")].find((token) => token.textContent?.includes(text))?.style.color;

const EXAMPLE = [
  "module.exports = {",
  '  mode: "development", // [!code --]',
  '  mode: "production", // [!code ++]',
  '  entry: "./src/index.js", // [!code highlight]',
  "  // [!code focus:2]",
  "  output: {",
  '    filename: "[name].js",',
  "  },",
  "  devtool: false, // [!code warning]",
  '  target: "nodejs", // [!code error]',
  "};",
].join("\n");

describe("the code notation", () => {
  it("marks added, removed, highlighted, focused, warning and error lines, and keeps the language's colours on them", async () => {
    const { figure, lines, lineOf } = await block("```js\n" + EXAMPLE + "\n```");
    // The comment alone on its line goes; every other line stays, the removed one included.
    expect(lines).toHaveLength(10);
    expect(lineOf('"development"').classList).toContain("line--removed");
    expect(lineOf('"production"').classList).toContain("line--added");
    expect(lineOf("entry").classList).toContain("line--highlighted");
    // `focus:2` after a comment alone on its line: the two lines below it.
    expect(lines.map((line) => line.classList.contains("line--focused"))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(lineOf("devtool").classList).toContain("line--warning");
    expect(lineOf("target").classList).toContain("line--error");
    const pre = figure.querySelector("pre")!;
    expect([...pre.classList]).toEqual(expect.arrayContaining(["code--signs", "code--focus"]));
    // Highlighted as JavaScript, not as a diff: the strings have the string colour, the keys another one.
    const string = colourOf(lineOf('"production"'), '"production"');
    expect(string).toBeTruthy();
    expect(colourOf(lineOf('"development"'), '"development"')).toBe(string);
    expect(colourOf(lineOf("entry"), '"./src/index.js"')).toBe(string);
    expect(colourOf(lineOf("devtool"), "false")).not.toBe(string);
    expect(colourOf(lineOf("devtool"), "false")).not.toBe(colourOf(lineOf("devtool"), "devtool"));
    // The notation's comments are gone from the page.
    expect(figure.textContent).not.toContain("[!code");
    expect(figure.innerHTML).not.toContain("//");
  });

  it("copies the resulting code: no notation, no removed line, no space a comment left", async () => {
    const { copied, facts } = await block("```js\n" + EXAMPLE + "\n```");
    const expected = [
      "module.exports = {",
      '  mode: "production",',
      '  entry: "./src/index.js",',
      "  output: {",
      '    filename: "[name].js",',
      "  },",
      "  devtool: false,",
      '  target: "nodejs",',
      "};",
    ].join("\n");
    expect(copied).toBe(expected);
    // The build's own checks read the same code (tests/integration/content-code.test.ts).
    expect(facts.codeBlocks[0]!.copied).toBe(expected);
  });

  it("highlights the lines the fence's meta lists, in any language, comments or not", async () => {
    const { lines, copied, facts } = await block(
      '```json title="package.json" {2,4-5}\n{\n  "name": "app",\n  "private": true,\n  "a": 1,\n  "b": 2\n}\n```',
    );
    expect(lines.map((line) => line.classList.contains("line--highlighted"))).toEqual([false, true, false, true, true, false]);
    expect(copied).toBe('{\n  "name": "app",\n  "private": true,\n  "a": 1,\n  "b": 2\n}');
    expect(facts.codeBlocks[0]!.title).toBe("package.json");
  });

  it("works with other comment styles and leaves a block without notation as it was", async () => {
    const shell = await block("```bash\nnpm install webpack # [!code ++]\nnpm install webpack-cli\n```");
    expect(shell.lineOf("npm install webpack").classList).toContain("line--added");
    expect(shell.copied).toBe("npm install webpack\nnpm install webpack-cli");
    // A Markdown block shows the notation of the blocks it holds as written (the writing guide does).
    const markdown = await block("````md\n```js\nconst a = 1; // [!code ++]\n```\n````");
    expect(markdown.figure.querySelector(".line--added")).toBeNull();
    expect(markdown.copied).toContain("// [!code ++]");
    const plain = await block("```js\nconst a = 1; // a comment\n```");
    expect(plain.figure.querySelector("pre")!.className).not.toMatch(/code--/);
    expect(plain.copied).toBe("const a = 1; // a comment");
    expect(plain.facts.codeBlocks[0]!.copied).toBeUndefined();
  });

  it("keeps a diff fence working as before: signs in the text, the result copied", async () => {
    const diff = await block("```diff\n const a = 1;\n-const b = 2;\n+const b = 3;\n```");
    expect(diff.lineOf("const b = 2").classList).toContain("line--removed");
    expect(diff.lineOf("const b = 3").classList).toContain("line--added");
    expect(diff.copied).toBe("const a = 1;\nconst b = 3;");
  });
});
