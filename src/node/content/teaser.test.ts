import { describe, expect, it } from "vitest";
import { readingMinutesOf, teaserOf } from "./teaser.ts";

describe("a blog post's teaser", () => {
  it("keeps inline code, emphasis and links as HTML, not as Markdown", () => {
    const teaser = teaserOf("Now with new `deno` and `bun` targets, *faster* builds and [a guide](/guides/caching/).\n");
    expect(teaser).toBe(
      'Now with new <code>deno</code> and <code>bun</code> targets, <em>faster</em> builds and <a href="/guides/caching/">a guide</a>....',
    );
    expect(teaser).not.toContain("`");
  });

  it("is the first three text lines, skipping headings, blank lines, imports and JSX", () => {
    const body = "import X from 'x';\n\n# Title\n\n<Badge text=\"1\" />\nOne.\n\nTwo.\n## Heading\nThree.\nFour.\n";
    expect(teaserOf(body)).toBe("One. Two. Three....");
  });

  it("is cut between words within 240 characters of visible text, and never leaves markup open", () => {
    const teaser = teaserOf(`${"word ".repeat(46)}lengthy words after`);
    expect(teaser).toBe(`${"word ".repeat(46)}lengthy...`);
  });

  it("keeps a code span whole or leaves it out, so no option name is cut in half", () => {
    const teaser = teaserOf(`${"word ".repeat(46)}\`${"x".repeat(40)}\` after`);
    expect(teaser).toBe(`${"word ".repeat(45)}word...`);
    expect(teaserOf(`${"word ".repeat(46)}\`xx\` after`)).toBe(`${"word ".repeat(46)}<code>xx</code> after...`);
  });

  it("drops raw HTML and images, and keeps only the text of a link to an unsafe address", () => {
    const teaser = teaserOf('Hello <img src=x onerror="alert(1)"> ![logo](/logo.png) [click](javascript:alert(1)) world.');
    expect(teaser).toBe("Hello   click world....");
  });

  it("escapes text that looks like markup", () => {
    expect(teaserOf("Use `<script>` tags & friends.")).toBe("Use <code>&#x3C;script></code> tags &#x26; friends....");
  });
});

describe("a blog post's reading time", () => {
  it("is its words at 200 a minute, at least one minute", () => {
    expect(readingMinutesOf("word ".repeat(1000))).toBe(5);
    expect(readingMinutesOf("Short post. ```js\n```")).toBe(1);
  });
});
