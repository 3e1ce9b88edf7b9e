import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../paths.ts";
import type { Element } from "hast";
import { toHtml } from "hast-util-to-html";
import type { Code } from "mdast";
import { codeBlockToHast, rememberHighlighting } from "./code-block.ts";
import { getHighlighter, loadLanguages } from "./highlighter.ts";
import { compileBody } from "./compile.ts";

describe("remembered highlighting (the development server's workers)", () => {
  it("gives the same page as highlighting afresh, the second time from memory", async () => {
    // A page with notation, a diff, a title and a configuration example, compiled with its printable ids (which are
    // set on the tree in place, blocks included).
    const file = path.join(REPO_ROOT, "tests/fixtures/content/guides/tuning.mdx");
    const body = (await readFile(file, "utf8")).replace(/^---\n[\s\S]*?\n---\n/, "");
    const compile = () => compileBody(file, body, "mdx", { printablePrefix: "guides-tuning-" });
    const fresh = await compile();
    rememberHighlighting(100);
    const first = await compile();
    const again = await compile();
    expect(first.html).toBe(fresh.html);
    expect(again.html).toBe(fresh.html);
    expect(again.printableHtml).toBe(fresh.printableHtml);
    expect(fresh.codeBlocks.length).toBeGreaterThan(0);
  }, 60_000);

  it("hands out copies: what one page does to its block does not reach the next", async () => {
    rememberHighlighting(100);
    const highlighter = await getHighlighter();
    await loadLanguages(highlighter, ["js"]);
    const code: Code = { type: "code", lang: "js", meta: null, value: "const a = 1;\n" };
    const first = codeBlockToHast(highlighter, code);
    const pre = first.children.find((child) => child.type === "element" && child.tagName === "pre") as Element;
    pre.properties.id = "changed-by-a-page";
    pre.children = [];
    const second = codeBlockToHast(highlighter, code);
    expect(toHtml(second)).toBe(toHtml(codeBlockToHast(highlighter, { ...code, value: "const a = 1;\n" })));
    expect(toHtml(second)).toContain("const");
    expect(toHtml(second)).not.toContain("changed-by-a-page");
  });
});
