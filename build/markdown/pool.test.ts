import { afterAll, describe, expect, it } from "vitest";
import { ContentError } from "../content/errors.ts";
import { compileBody } from "./compile.ts";
import { closeMarkdownPool, compileBodyInPool } from "./pool.ts";

afterAll(() => closeMarkdownPool());

const PAGE = '\n\n## Setup <Badge text="5.1.0+" />\n\nSee [the guide](/guides/#intro).\n\n```js\nexport const answer = 42;\n```\n';

describe("the Markdown worker pool", () => {
  it("gives the same compiled page as compiling in this thread", async () => {
    const [pooled, direct] = await Promise.all([compileBodyInPool("content/a.mdx", PAGE, "mdx"), compileBody("content/a.mdx", PAGE, "mdx")]);
    expect(pooled).toEqual(direct);
    expect(pooled.anchors.map((anchor) => anchor.id)).toEqual(["setup"]);
  }, 60_000);

  it("reports a content error with its file and line, as a ContentError", async () => {
    const error = await compileBodyInPool("content/broken.mdx", "\n\n\n<Unknown />\n", "mdx").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(/^content\/broken\.mdx:4: /);
  }, 60_000);
});
