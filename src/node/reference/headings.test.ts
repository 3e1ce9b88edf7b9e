import { describe, expect, it } from "vitest";
import type { LoadedContent, LoadedPage } from "../content/index-types.ts";
import { compileBody } from "../markdown/compile.ts";
import { anchorsOf } from "../markdown/facts.ts";
import { collectOptionLinks, referenceIndexOf } from "./extension.ts";
import { optionHeadings } from "./headings.ts";
import { referenceModel } from "./model.ts";
import type { Schema } from "./schema-types.ts";

const TOP_LEVEL = new Set(["output", "module", "bail", "devServer"]);

async function headingsOf(markdown: string) {
  const { headings } = await compileBody("test.mdx", markdown, "mdx");
  return optionHeadings(headings, TOP_LEVEL).map(({ heading, path }) => ({ level: heading.level, id: heading.id, path }));
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

  it("reads the heading's text as the syntax tree has it: no badges, characters not entities", async () => {
    const { headings } = await compileBody("test.mdx", '## output.clean <Badge text="5.20.0+" />\n\n## a &amp; b `<c>`', "mdx");
    expect(headings.map((heading) => heading.text)).toEqual(["output.clean", "a & b <c>"]);
  });
});

describe("hand-written option headings and the reference", () => {
  const schema: Schema = {
    properties: {
      bail: { type: "boolean" },
      output: { type: "object", properties: { filename: { type: "string" }, library: { type: "object", properties: { name: { type: "string" } } } } },
    },
  };

  const model = referenceModel({ webpackSchema: schema, webpackVersion: "5.0.0" });

  async function loadedWith(files: Record<string, { title: string; body: string }>): Promise<LoadedContent> {
    const pages = new Map<string, LoadedPage>();
    for (const [name, { title, body }] of Object.entries(files)) {
      const file = `content/configuration/${name}.mdx`;
      const url = `/configuration/${name}/`;
      // Four blank lines stand for the front matter, as the loader blanks it: lines are file lines.
      const compiled = await compileBody(file, `\n\n\n\n${body}`, "mdx", {
        printablePrefix: `configuration-${name}`,
        optionReference: referenceIndexOf(model),
      });
      pages.set(url, {
        articleKey: `configuration/${name}`,
        entry: {
          path: file,
          name: `${name}.mdx`,
          size: 0,
          extension: ".mdx",
          type: "file",
          url,
          title,
          anchors: anchorsOf(compiled.headings),
          contributors: [],
          related: [],
        },
        body: compiled,
      });
    }
    return {
      root: { path: "content", name: "content", children: [], size: 0, type: "directory", url: "/" },
      pages,
      sectionSettings: new Map([["configuration", { title: "Configuration", documentation: true, printable: true, blog: false }]]),
      warnings: [],
    };
  }

  it("a page compiled with the reference links each option heading, for the link check too, and the entries get back-links", async () => {
    const loaded = await loadedWith({ output: { title: "Output", body: "## output.filename\n\nText.\n\n### output.library.name\n\n## Pitfalls\n" } });
    const { guides, report } = collectOptionLinks(loaded, model);
    const page = loaded.pages.get("/configuration/output/")!;
    expect(page.body.html).toContain(
      // Left out of the search index: the heading's own text names the option.
      '<a class="option-reference-link" href="/configuration/reference/#outputfilename" data-pagefind-ignore="">Reference<span class="visually-hidden" data-pagefind-ignore=""> entry for output.filename</span></a></h2>',
    );
    expect(page.body.html.match(/option-reference-link/g)).toHaveLength(2);
    // The printable form (ids prefixed) gets the same links, after the same headings.
    expect(page.body.printableHtml).toContain(
      '<a href="#configuration-output--outputfilename" class="heading-anchor">output.filename</a> <a class="option-reference-link" href="/configuration/reference/#outputfilename"',
    );
    expect(page.body.printableHtml!.match(/option-reference-link/g)).toHaveLength(2);
    expect(page.body.links).toContainEqual({ path: "/configuration/reference/", hash: "outputlibraryname", line: 9 });
    expect(guides.get("output.filename")).toEqual([{ title: "Output", url: "/configuration/output/#outputfilename" }]);
    expect(report).toMatchObject({ optionHeadings: 2, linkedHeadings: 2, unknownHeadings: [] });
  });

  it("reports a heading whose option the schema does not have, with file and line", async () => {
    const loaded = await loadedWith({ output: { title: "Output", body: "## output.filename\n\n## output.removedOption\n\n## bail\n" } });
    const { report } = collectOptionLinks(loaded, model);
    expect(report.unknownHeadings.map((error) => error.message)).toEqual([
      `content/configuration/output.mdx:7: heading "output.removedOption" names an option that webpack 5.0.0's schema does not have (renamed or removed?)`,
    ]);
    expect(report.linkedHeadings).toBe(2);
    expect(loaded.pages.get("/configuration/output/")!.body.html.match(/option-reference-link/g)).toHaveLength(2);
  });
});
