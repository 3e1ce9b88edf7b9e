import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { LoadedContent, LoadedPage } from "../content/index-types.ts";
import { compileBody } from "../markdown/compile.ts";
import { linkOptionHeadings } from "./extension.ts";
import { headingText, optionHeadings } from "./headings.ts";
import { referenceModel } from "./model.ts";
import type { Schema } from "./schema-walk.ts";

const TOP_LEVEL = new Set(["output", "module", "bail", "devServer"]);

async function headingsOf(markdown: string) {
  const { html } = await compileBody("test.mdx", markdown, "mdx");
  return optionHeadings(html, TOP_LEVEL).map(({ level, id, path }) => ({ level, id, path }));
}

describe("which headings name an option", () => {
  it("dotted paths under a top-level option, badges left out, levels 2 to 4", async () => {
    const found = await headingsOf(
      [
        '## output.clean <Badge text="5.20.0+" />',
        "### module.rules[].test",
        "#### module.parser.css/auto.animation",
        "##### output.deep.tooDeep",
        "## process.env.NODE_ENV",
      ].join("\n\n"),
    );
    expect(found).toEqual([
      { level: 2, id: "outputclean", path: "output.clean" },
      { level: 3, id: "modulerulestest", path: "module.rules[].test" },
      { level: 4, id: "moduleparsercssautoanimation", path: "module.parser.css/auto.animation" },
    ]);
  });

  it("single lower-case names only at level 2; prose headings are not options", async () => {
    const found = await headingsOf(
      ["## bail", "## unknownTopLevel", "## Pitfalls", "### browserslist", "#### dependOn", "### devServer: false", "## Two words"].join("\n\n"),
    );
    expect(found.map((heading) => heading.path)).toEqual(["bail", "unknownTopLevel"]);
  });

  it("reads the heading's text without tags, badges or entities", () => {
    expect(headingText('<a href="#x" class="heading-anchor">output.clean <span class="badge">5.20.0+</span></a>')).toBe("output.clean");
    expect(headingText("a &amp; b &lt;c&gt;")).toBe("a & b <c>");
  });
});

describe("linking hand-written option headings to the reference", () => {
  let folder: string;
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const schema: Schema = {
    properties: {
      bail: { type: "boolean" },
      output: { type: "object", properties: { filename: { type: "string" }, library: { type: "object", properties: { name: { type: "string" } } } } },
    },
  };

  async function loadedWith(files: Record<string, { title: string; body: string }>): Promise<LoadedContent> {
    folder = await mkdtemp(path.join(os.tmpdir(), "reference-headings-"));
    const pages = new Map<string, LoadedPage>();
    for (const [name, { title, body }] of Object.entries(files)) {
      const file = `content/configuration/${name}.mdx`;
      await mkdir(path.join(folder, "content/configuration"), { recursive: true });
      await writeFile(path.join(folder, file), `---\ntitle: ${title}\n---\n\n${body}`);
      const url = `/configuration/${name}/`;
      const compiled = await compileBody(file, `\n\n\n\n${body}`, "mdx");
      pages.set(url, {
        key: `configuration/${name}`,
        entry: {
          path: file,
          name: `${name}.mdx`,
          size: 0,
          extension: ".mdx",
          type: "file",
          url,
          title,
          anchors: compiled.anchors,
          contributors: [],
          related: [],
        },
        body: compiled,
      });
    }
    return { root: { path: "content", name: "content", children: [], size: 0, type: "directory", url: "/" }, pages, warnings: [] };
  }

  it("adds a Reference link to each option heading, records it for the link check, and collects back-links", async () => {
    const loaded = await loadedWith({ output: { title: "Output", body: "## output.filename\n\nText.\n\n### output.library.name\n\n## Pitfalls\n" } });
    const model = referenceModel({ webpackSchema: schema, webpackVersion: "5.0.0" });
    const { guides, report } = await linkOptionHeadings(loaded, model, folder);
    const page = loaded.pages.get("/configuration/output/")!;
    expect(page.body.html).toContain(
      '<a class="option-reference-link" href="/configuration/reference/#outputfilename">Reference<span class="visually-hidden"> entry for output.filename</span></a></h2>',
    );
    expect(page.body.html.match(/option-reference-link/g)).toHaveLength(2);
    expect(page.body.links).toContainEqual({ path: "/configuration/reference/", hash: "outputlibraryname", line: 9 });
    expect(guides.get("output.filename")).toEqual([{ title: "Output", url: "/configuration/output/#outputfilename" }]);
    expect(report).toMatchObject({ optionHeadings: 2, linkedHeadings: 2, unknownHeadings: [] });
  });

  it("reports a heading whose option the schema does not have, with file and line", async () => {
    const loaded = await loadedWith({ output: { title: "Output", body: "## output.filename\n\n## output.removedOption\n\n## bail\n" } });
    const { report } = await linkOptionHeadings(loaded, referenceModel({ webpackSchema: schema, webpackVersion: "5.0.0" }), folder);
    expect(report.unknownHeadings.map((error) => error.message)).toEqual([
      `content/configuration/output.mdx:7: heading "output.removedOption" names an option that webpack 5.0.0's schema does not have (renamed or removed?)`,
    ]);
    expect(report.linkedHeadings).toBe(2);
    expect(loaded.pages.get("/configuration/output/")!.body.html.match(/option-reference-link/g)).toHaveLength(2);
  });
});
