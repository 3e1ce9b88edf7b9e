import { describe, expect, it } from "vitest";
import { findEntry } from "./option-paths.ts";
import type { OptionEntry, Schema } from "./schema-types.ts";
import { walkOptions } from "./schema-walk.ts";

const paths = (entries: OptionEntry[]) => entries.map((entry) => entry.path);
const byPath = (entries: OptionEntry[]) => new Map(entries.map((entry) => [entry.path, entry]));
const entry = (entries: OptionEntry[], path: string) => {
  const found = entries.find((item) => item.path === path);
  if (!found) throw new Error(`no entry ${path}; have ${paths(entries).join(", ")}`);
  return found;
};

describe("walkOptions: what counts as an option path", () => {
  it("follows $refs into definitions and names nested properties with dots", () => {
    const schema: Schema = {
      definitions: {
        Output: { type: "object", properties: { filename: { type: "string" }, path: { $ref: "#/definitions/Path" } } },
        Path: { description: "Where files go.", type: "string", absolutePath: true },
      },
      properties: { output: { $ref: "#/definitions/Output" }, bail: { type: "boolean" } },
    };
    const entries = walkOptions(schema);
    expect(paths(entries).sort()).toEqual(["bail", "output", "output.filename", "output.path"]);
    expect(entry(entries, "output.path")).toMatchObject({ depth: 2, parent: "output", descriptions: ["Where files go."] });
    expect(entry(entries, "output.path").variants).toEqual([{ kind: "string", absolutePath: true }]);
    expect(entry(entries, "output").children).toEqual(["output.filename", "output.path"]);
  });

  it("writes `[]` for the items of a list of objects", () => {
    const schema: Schema = {
      definitions: { Rule: { type: "object", properties: { test: { type: "string" } } } },
      properties: { rules: { type: "array", items: { $ref: "#/definitions/Rule" } } },
    };
    expect(paths(walkOptions(schema))).toEqual(["rules", "rules[].test"]);
  });

  it("writes no `[]` when an option takes one object or a list of them", () => {
    const schema: Schema = {
      definitions: { Rule: { type: "object", properties: { test: { type: "string" } } } },
      properties: {
        rules: { type: "array", items: { $ref: "#/definitions/Rule" } },
        either: { anyOf: [{ $ref: "#/definitions/Rule" }, { type: "array", items: { $ref: "#/definitions/Rule" } }] },
      },
    };
    const entries = walkOptions(schema);
    expect(paths(entries)).toEqual(["rules", "either", "either.test"]);
    // `either.test` is as deep as `rules[].test` without a `[]`, so the shared shape is documented there.
    expect(entry(entries, "rules").sameAs).toEqual([{ at: "[]", home: "either", homeEntry: "either", keys: ["test"], recursive: false }]);
    expect(findEntry("either[].test", byPath(entries))?.path).toBe("either.test");
    expect(findEntry("rules[].test", byPath(entries))?.path).toBe("either.test");
  });

  it("writes `{name}` for the values of a map whose values have options, and leaves free-form maps alone", () => {
    const schema: Schema = {
      properties: {
        cacheGroups: {
          type: "object",
          additionalProperties: { anyOf: [{ enum: [false] }, { type: "object", properties: { priority: { type: "number" } } }] },
        },
        alias: { type: "object", additionalProperties: { type: "string" } },
        amd: { type: "object" },
      },
    };
    const entries = walkOptions(schema);
    expect(paths(entries).sort()).toEqual(["alias", "amd", "cacheGroups", "cacheGroups.{name}.priority"]);
    expect(entry(entries, "alias").variants).toEqual([{ kind: "object", options: false, values: [{ kind: "string" }] }]);
    expect(entry(entries, "amd").variants).toEqual([{ kind: "object", options: false, anyKeys: true }]);
  });

  it("documents a shape that contains itself once, and points the nested places back to it", () => {
    const schema: Schema = {
      definitions: {
        Rules: { type: "array", items: { anyOf: [{ enum: ["..."] }, { $ref: "#/definitions/Rule" }] } },
        Rule: {
          type: "object",
          properties: { loader: { type: "string" }, rules: { $ref: "#/definitions/Rules" }, oneOf: { $ref: "#/definitions/Rules" } },
        },
      },
      properties: { module: { type: "object", properties: { rules: { $ref: "#/definitions/Rules" } } } },
    };
    const entries = walkOptions(schema);
    expect(paths(entries).sort()).toEqual(["module", "module.rules", "module.rules[].loader", "module.rules[].oneOf", "module.rules[].rules"]);
    for (const nested of ["module.rules[].rules", "module.rules[].oneOf"]) {
      expect(entry(entries, nested).sameAs).toEqual([
        { at: "[]", home: "module.rules[]", homeEntry: "module.rules", keys: ["loader", "rules", "oneOf"], recursive: true },
      ]);
    }
    // Paths through the nesting resolve to the documented entry.
    expect(findEntry("module.rules[].oneOf[].rules[].loader", byPath(entries))?.path).toBe("module.rules[].loader");
    expect(findEntry("module.rules[].oneOf[].nothing", byPath(entries))).toBeUndefined();
  });

  it("documents a shared shape at its shallowest place, or where walkFirst says", () => {
    const schema: Schema = {
      definitions: {
        Resolve: { type: "object", properties: { alias: { type: "object" }, extensions: { type: "array", items: { type: "string" } } } },
      },
      properties: {
        aaa: { type: "object", properties: { deep: { $ref: "#/definitions/Resolve" } } },
        resolve: { $ref: "#/definitions/Resolve" },
        resolveLoader: { $ref: "#/definitions/Resolve" },
      },
    };
    const entries = walkOptions(schema);
    expect(paths(entries)).toContain("resolve.alias");
    expect(paths(entries)).not.toContain("resolveLoader.alias");
    expect(entry(entries, "resolveLoader").sameAs[0]).toMatchObject({ at: "", home: "resolve", recursive: false });
    expect(entry(entries, "aaa.deep").sameAs[0]).toMatchObject({ home: "resolve" });
    expect(findEntry("resolveLoader.extensions", byPath(entries))?.path).toBe("resolve.extensions");

    const preferred = walkOptions(schema, { walkFirst: { "": ["resolveLoader"] } });
    expect(paths(preferred)).toContain("resolveLoader.alias");
    expect(paths(preferred)).not.toContain("resolve.alias");
  });

  it("merges the options of alternatives, and keeps each option's own facts", () => {
    const schema: Schema = {
      definitions: {
        Memory: { type: "object", properties: { type: { enum: ["memory"] }, maxGenerations: { type: "number", minimum: 1 } } },
        File: {
          type: "object",
          properties: { type: { enum: ["filesystem"] }, cacheDirectory: { type: "string", deprecated: true } },
        },
      },
      properties: {
        cache: { anyOf: [{ enum: [true], description: "Enable." }, { $ref: "#/definitions/Memory" }, { $ref: "#/definitions/File" }] },
      },
    };
    const entries = walkOptions(schema);
    expect(entry(entries, "cache").children).toEqual(["cache.cacheDirectory", "cache.maxGenerations", "cache.type"]);
    expect(entry(entries, "cache.type").variants).toEqual([
      { kind: "literal", value: "memory" },
      { kind: "literal", value: "filesystem" },
    ]);
    expect(entry(entries, "cache.cacheDirectory")).toMatchObject({ deprecated: true });
    expect(entry(entries, "cache").variants[0]).toEqual({ kind: "literal", value: true, description: "Enable." });
  });

  it("describes values: enums, const, RegExp, functions with their TypeScript type, arrays, and stops at recursive types", () => {
    const schema: Schema = {
      definitions: {
        Condition: { anyOf: [{ instanceof: "RegExp" }, { type: "string" }, { $ref: "#/definitions/Conditions" }] },
        Conditions: { type: "array", items: { $ref: "#/definitions/Condition" } },
      },
      properties: {
        mode: { enum: ["development", "production", "none"] },
        fixed: { const: 42 },
        filename: {
          anyOf: [
            { type: "string", minLength: 1 },
            { instanceof: "Function", tsType: "import('../lib/X').PathFn<import('../lib/Y').Data>" },
          ],
        },
        test: { $ref: "#/definitions/Condition" },
      },
    };
    const entries = walkOptions(schema);
    expect(entry(entries, "mode").variants.map((variant) => variant.kind === "literal" && variant.value)).toEqual([
      "development",
      "production",
      "none",
    ]);
    expect(entry(entries, "fixed").variants).toEqual([{ kind: "literal", value: 42 }]);
    expect(entry(entries, "filename").variants).toEqual([
      { kind: "string", minLength: 1 },
      { kind: "function", tsType: "PathFn<Data>" },
    ]);
    expect(entry(entries, "test").variants).toEqual([
      { kind: "regexp" },
      { kind: "string" },
      { kind: "array", items: [{ kind: "regexp" }, { kind: "string" }, { kind: "cycle" }] },
    ]);
  });

  it("hangs another schema's options under a root path (webpack-dev-server under devServer)", () => {
    const entries = walkOptions(
      { properties: { port: { type: "number" }, client: { type: "object", properties: { logging: { enum: ["info"] } } } } },
      { root: "devServer" },
    );
    expect(paths(entries).sort()).toEqual(["devServer.client", "devServer.client.logging", "devServer.port"]);
    expect(entry(entries, "devServer.port")).toMatchObject({ depth: 2, parent: "devServer" });
  });

  it("gives GitHub-slug anchor ids, with -1 for the later of two paths that slug alike", () => {
    const schema: Schema = {
      properties: {
        output: {
          type: "object",
          properties: { libraryExport: { type: "string" }, library: { type: "object", properties: { export: { type: "string" } } } },
        },
      },
    };
    const entries = walkOptions(schema);
    expect(entry(entries, "output").id).toBe("output");
    // Page order is alphabetical: output.library, output.library.export, output.libraryExport.
    expect(entry(entries, "output.library.export").id).toBe("outputlibraryexport");
    expect(entry(entries, "output.libraryExport").id).toBe("outputlibraryexport-1");
  });

  it("reports a $ref that names no definition", () => {
    expect(() => walkOptions({ properties: { a: { $ref: "#/definitions/Missing" } } })).toThrow("#/definitions/Missing does not name a definition");
  });
});
