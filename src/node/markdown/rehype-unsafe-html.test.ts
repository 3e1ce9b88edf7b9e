import { describe, expect, it } from "vitest";
import { compileBody } from "./compile.ts";

const errorOf = async (body: string, format: "md" | "mdx") => {
  try {
    await compileBody(`page.${format}`, body, format);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("compiled without an error");
};

describe("HTML that would escape its page", () => {
  it("refuses <script> in a .md page's raw HTML, with its line", async () => {
    expect(await errorOf("Text.\n\n<script>alert(1)</script>", "md")).toBe(
      "page.md:3: <script> is not allowed in content: pages may use HTML for markup only",
    );
  });

  it("refuses event handlers in HTML and JSX", async () => {
    expect(await errorOf('<img src="x.png" onerror="alert(1)">', "md")).toBe(
      "page.md:1: the event handler onerror on <img> is not allowed in content",
    );
    expect(await errorOf('Text.\n\n<div onClick="alert(1)">x</div>', "mdx")).toBe(
      "page.mdx:3: the event handler onclick on <div> is not allowed in content",
    );
  });

  it("refuses javascript: URLs from Markdown links, HTML and JSX, however the scheme is disguised", async () => {
    expect(await errorOf("[x](javascript:alert(1))", "mdx")).toMatch(/^page\.mdx:1: the URL javascript:alert\(1\) in <a> is not allowed/);
    expect(await errorOf('<a href=" JaVa\tScRiPt:alert(1)">x</a>', "md")).toMatch(/^page\.md:1: the URL .* in <a> is not allowed/);
    expect(await errorOf('<a href="data:text/html,<script>alert(1)</script>">x</a>', "mdx")).toMatch(/^page\.mdx:1: the URL data:text/);
  });

  it("refuses elements that load or restyle other documents", async () => {
    for (const html of ['<iframe src="https://example.com"></iframe>', '<base href="https://example.com/">', "<style>body{display:none}</style>"]) {
      expect(await errorOf(html, "md")).toMatch(/^page\.md:1: <(iframe|base|style)> is not allowed in content/);
    }
  });

  it("keeps markup HTML, site links and images from data: pictures", async () => {
    const { html } = await compileBody(
      "page.md",
      '<details><summary>More</summary>\n\n<kbd>Ctrl</kbd> <img src="data:image/png;base64,AA==" alt="">\n\n</details>',
      "md",
    );
    expect(html).toContain("<kbd>Ctrl</kbd>");
    expect(html).toContain('src="data:image/png;base64,AA=="');
  });
});
