import type { Element } from "hast";
import rehypeRaw from "rehype-raw";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { sectionHeightModel } from "./section-height.ts";

/** The hast of an HTML fragment (as a Markdown HTML block, the way pages bring HTML). */
const toHast = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRaw);
const section = (html: string) => {
  const tree = toHast.runSync(toHast.parse(`<section>${html}</section>`));
  return tree.children.find((child): child is Element => child.type === "element")!;
};
const height = (html: string, width: number) => {
  const { fixed, area } = sectionHeightModel(section(html));
  return fixed + area / width;
};

describe("a section's height as a function of the article's width", () => {
  it("grows for wrapped text as the article narrows, about in inverse proportion", () => {
    const prose = `<h2>Title</h2><p>${"A sentence of ordinary prose that wraps. ".repeat(30)}</p>`;
    const narrow = height(prose, 380);
    const wide = height(prose, 600);
    expect(narrow).toBeGreaterThan(wide * 1.4);
    // About 1,230 characters at 8-9 px each: some 28 lines of 26.4 px at 380 px.
    expect(narrow).toBeGreaterThan(28 * 26.4);
    expect(narrow).toBeLessThan(36 * 26.4);
  });

  it("counts code by its lines, whatever the width: it scrolls sideways rather than wrapping", () => {
    const code = `<h2>Title</h2><figure class="code-block"><figcaption class="code-block__title">webpack.config.js</figcaption><pre><code>${"const a = 1;\n".repeat(20)}</code></pre></figure>`;
    expect(height(code, 380)).toBeCloseTo(height(code, 700), 0);
    expect(height(code, 380)).toBeGreaterThan(20 * 21);
  });

  it("counts one panel of install tabs, not all of them", () => {
    const panel = (name: string) =>
      `<div class="install-tabs__panel"><figure class="code-block"><pre><code>${name} install x</code></pre></figure></div>`;
    const one = height(`<h2>T</h2><div class="install-tabs"><div class="install-tabs__list"></div>${panel("npm")}</div>`, 500);
    const three = height(
      `<h2>T</h2><div class="install-tabs"><div class="install-tabs__list"></div>${panel("npm")}${panel("yarn")}${panel("pnpm")}</div>`,
      500,
    );
    expect(three).toBe(one);
  });

  it("counts each table row at least a line tall", () => {
    const rows = Array.from({ length: 10 }, (_, index) => `<tr><td>${index}</td><td>x</td></tr>`).join("");
    expect(height(`<h2>T</h2><div class="table-wrap"><table>${rows}</table></div>`, 600)).toBeGreaterThan(10 * (26.4 + 17));
  });
});
