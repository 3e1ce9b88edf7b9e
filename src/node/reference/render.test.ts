import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "../content/front-matter.ts";
import { compileBody } from "../markdown/compile.ts";
import { FUNCTION, OBJECT } from "./defaults.ts";
import { referenceModel } from "./model.ts";
import { code, defaultText, inlineMarkdown, renderReference, typeText } from "./render.ts";
import type { Schema } from "./schema-types.ts";

/** Renders a reference for a small schema and compiles it like the build does. */
async function compiled(schema: Schema, guides = new Map<string, { title: string; url: string }[]>()) {
  const model = referenceModel({ webpackSchema: schema, webpackVersion: "5.0.0" });
  const { frontMatter, markdown } = splitFrontMatter("reference.md", renderReference(model, guides));
  return { frontMatter, ...(await compileBody("reference.md", markdown, "md")) };
}

describe("the reference page", () => {
  const schema: Schema = {
    definitions: {
      Resolve: { type: "object", description: "Resolver options.", properties: { alias: { type: "object" } } },
    },
    properties: {
      output: {
        type: "object",
        description: "Where and how to write the output.",
        properties: {
          filename: {
            description: "Name of each `[name].js` file, <script> and all; see https://example.com/docs.",
            anyOf: [
              { type: "string", minLength: 1 },
              { instanceof: "Function", tsType: "import('../lib/T').PathFn" },
            ],
          },
          old: { type: "boolean", deprecated: true, added: "5.1.0" },
        },
      },
      resolve: { $ref: "#/definitions/Resolve" },
      resolveLoader: { $ref: "#/definitions/Resolve" },
    },
  };

  it("has a heading with a stable id for every option path, nested by depth", async () => {
    const page = await compiled(schema);
    expect(page.html).toMatch(/<h2 id="output">/);
    expect(page.html).toMatch(/<h3 id="outputfilename"[^>]*><a href="#outputfilename" class="heading-anchor">output.filename<\/a><\/h3>/);
    for (const id of ["output", "outputfilename", "outputold", "resolve", "resolvealias", "resolveloader"]) expect(page.ids).toContain(id);
    expect(page.frontMatter).toMatchObject({ title: "Options Reference", group: "Reference" });
  });

  it("shows type, constraints, function type and status", async () => {
    const { html } = await compiled(schema);
    expect(html).toContain("<strong>Type:</strong> <code>string | function</code> (strings must not be empty)");
    expect(html).toContain("<strong>Function type:</strong> <code>PathFn</code>");
    expect(html).toContain("<strong>Status:</strong> deprecated, added in 5.1.0");
  });

  it("shows descriptions as text: code spans and links kept, raw HTML escaped", async () => {
    const { html } = await compiled(schema);
    expect(html).toContain('Name of each <code>[name].js</code> file, &#x3C;script> and all; see <a href="https://example.com/docs"');
    expect(html).not.toContain("<script>");
  });

  it("points an option that takes another's shape to it, and links back to hand-written sections", async () => {
    const { html, links } = await compiled(
      schema,
      new Map([["output.filename", [{ title: "Output", url: "/configuration/output/#outputfilename" }]]]),
    );
    expect(html).toContain(
      '<strong>Same as:</strong> Takes the options of <a href="#resolve"><code>resolve</code></a>: <a href="#resolvealias"><code>alias</code></a>',
    );
    expect(html).toContain('<strong>Guide:</strong> <a href="/configuration/output/#outputfilename">Output</a>');
    expect(links).toContainEqual(expect.objectContaining({ path: "/configuration/output/", hash: "outputfilename" }));
  });
});

describe("rendering pieces", () => {
  it("defaults by mode, by target, by dependency category, and what is not shown", () => {
    expect(defaultText({ production: '"[name].js"', development: '"[name].js"' })).toBe('`"[name].js"`');
    expect(defaultText({ production: "true", development: "false" })).toBe("`true` in production, `false` in development");
    expect(defaultText({ production: "false", development: OBJECT })).toBe("`false` in production, an object (see its options) in development");
    expect(defaultText({ production: OBJECT, development: OBJECT })).toBeUndefined();
    expect(defaultText({ production: '"jsonp"', development: '"jsonp"', node: { production: '"require"', development: '"require"' } })).toBe(
      '`"jsonp"`; with `target: "node"`: `"require"`',
    );
    expect(defaultText({ production: "[]", byCategory: [{ categories: ["esm", "wasm"], value: '[".js"]' }] })).toBe(
      '`[]` in production, not set in development; per dependency category in `resolve.byDependency` (production): `esm`, `wasm`: `[".js"]`',
    );
    expect(defaultText({ production: FUNCTION, development: FUNCTION })).toBe("a function");
    expect(defaultText({ production: '[".ts"]', development: '[".ts"]', withoutTypeScript: { production: "[]", development: "[]" } })).toBe(
      '`[".ts"]`; where [`experiments.typescript`](#experimentstypescript) resolves to `false`: `[]`',
    );
    expect(defaultText({ dependsOn: "where the project is on disk (`context`)" })).toBe("depends on where the project is on disk (`context`).");
  });

  it("types read like TypeScript", () => {
    expect(typeText({ kind: "array", items: [{ kind: "string" }] })).toBe("string[]");
    expect(typeText({ kind: "array", items: [{ kind: "string" }, { kind: "regexp" }, { kind: "cycle" }] })).toBe("(string | RegExp | …)[]");
    expect(typeText({ kind: "object", options: false, values: [{ kind: "string" }, { kind: "literal", value: false }] })).toBe(
      "Record<string, string | false>",
    );
    expect(typeText({ kind: "literal", value: "auto" })).toBe('"auto"');
  });

  it("inline code survives backticks, and text is escaped", () => {
    expect(code("a`b")).toBe("``a`b``");
    expect(inlineMarkdown("use *stars* and _under_ [x](y) **bold**")).toBe("use \\*stars\\* and \\_under\\_ \\[x\\](y) **bold**");
  });
});
