import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CHECK_PAGE_URL, configurationReference } from "./extension.ts";

let contentDir: string | undefined;
afterEach(async () => {
  if (contentDir) await rm(contentDir, { recursive: true, force: true });
});

describe("the reference extension's compile options", () => {
  it("follow the content as it is now: a configuration section or a check page made after the first page compiled counts", async () => {
    contentDir = await mkdtemp(path.join(os.tmpdir(), "reference-extension-"));
    const extension = configurationReference();
    const page = { markdown: "**webpack.config.js**\n\n```js\nmodule.exports = { mode: 'production' };\n```\n", contentDir };
    expect(extension.compileOptions!("guides/a.mdx", page)).toEqual({});
    // As `npm run dev` sees it: the section is made while the extension is in use.
    await mkdir(path.join(contentDir, "configuration"));
    const withSection = extension.compileOptions!("guides/a.mdx", page);
    expect(withSection.optionReference).toBeDefined();
    expect(withSection.configExamples).toMatchObject({ checkUrl: undefined });
    await writeFile(path.join(contentDir, "configuration/check.mdx"), "---\ntitle: Check\n---\n");
    expect(extension.compileOptions!("guides/a.mdx", page).configExamples).toMatchObject({ checkUrl: CHECK_PAGE_URL });
  }, 60_000);
});
