import { afterAll, describe, expect, it } from "vitest";
import { ContentError } from "../errors.ts";
import { compileBody } from "./compile.ts";
import { closeMarkdownPool, compileInPool } from "./pool.ts";

afterAll(() => closeMarkdownPool());

const PAGE = '\n\n## Setup <Badge text="5.1.0+" />\n\nSee [the guide](/guides/#intro).\n\n```js\nexport const answer = 42;\n```\n';

describe("the Markdown worker pool", () => {
  it("gives the same compiled page as compiling in this thread", async () => {
    const [pooled, direct] = await Promise.all([
      compileInPool({ file: "content/a.mdx", markdown: PAGE, format: "mdx" }),
      compileBody("content/a.mdx", PAGE, "mdx"),
    ]);
    expect(pooled).toEqual(direct);
    expect(pooled.headings.map((heading) => heading.id)).toEqual(["setup"]);
  }, 60_000);

  it("reports a content error with its file and line, as a ContentError", async () => {
    const error = await compileInPool({ file: "content/broken.mdx", markdown: "\n\n\n<Unknown />\n", format: "mdx" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(/^content\/broken\.mdx:4: /);
  }, 60_000);
});
