import webpack from "webpack";
import { describe, expect, it } from "vitest";
import { computeDefaults, formatDefault, FUNCTION, OBJECT, OTHER } from "./defaults.ts";

describe("webpack's own defaults for an empty configuration", () => {
  const paths = [
    "output.filename",
    "optimization.minimize",
    "output.chunkFormat",
    "output.path",
    "output.uniqueName",
    "snapshot.managedPaths",
    "resolve.roots",
    "resolve.extensions",
    "cache",
    "mode",
    "output.library",
    "module.rules[].test",
    "experiments.typescript",
    "resolve.extensionAlias",
  ];
  const defaults = computeDefaults(webpack, paths);

  it("are the same in both modes, or differ by mode", () => {
    expect(defaults.get("output.filename")).toEqual({ production: '"[name].js"', development: '"[name].js"' });
    expect(defaults.get("optimization.minimize")).toEqual({ production: "true", development: "false" });
    expect(defaults.get("cache")).toEqual({ production: "false", development: OBJECT });
  });

  it("are computed for mode none when asked (the configuration check offers it)", () => {
    const none = computeDefaults(webpack, ["optimization.minimize", "optimization.moduleIds", "output.filename", "mode"], ["none"]);
    expect(none.get("optimization.minimize")).toEqual({ none: "false" });
    expect(none.get("optimization.moduleIds")).toEqual({ none: '"natural"' });
    expect(none.get("output.filename")).toEqual({ none: '"[name].js"' });
    expect(none.get("mode")?.note).toContain("production defaults");
    expect(defaults.get("optimization.minimize")).not.toHaveProperty("none");
  });

  it("show the node target where it differs from the default target", () => {
    expect(defaults.get("output.chunkFormat")).toEqual({
      production: '"array-push"',
      development: '"array-push"',
      node: { production: '"commonjs"', development: '"commonjs"' },
    });
  });

  it("are not shown when they come from the project or the machine", () => {
    expect(defaults.get("output.path")).toEqual({ dependsOn: "the current working directory (`process.cwd()`)" });
    expect(defaults.get("output.uniqueName")).toEqual({ dependsOn: "the `name` in the project's package.json" });
    expect(defaults.get("snapshot.managedPaths")).toEqual({ dependsOn: "where webpack is installed (its `node_modules` folder)" });
    expect(defaults.get("resolve.roots")).toEqual({ dependsOn: "where the project is on disk (`context`)" });
  });

  it("list what resolve.byDependency sets per category", () => {
    const extensions = defaults.get("resolve.extensions")!;
    expect(extensions.production).toBe("[]");
    expect(extensions.byCategory).toContainEqual(
      expect.objectContaining({ categories: expect.arrayContaining(["commonjs", "amd"]), value: '[".ts", ".js", ".json", ".wasm"]' }),
    );
  });

  // webpack's `experiments.typescript: "auto"` is on unless a rule handles TypeScript files, whatever Node.js runs it.
  it("are taken with experiments.typescript on, as an empty configuration has it, and say what changes when it is off", () => {
    const extensions = defaults.get("resolve.extensions")!;
    expect(extensions.byCategory).toContainEqual(
      expect.objectContaining({ categories: expect.arrayContaining(["commonjs", "amd"]), value: '[".ts", ".js", ".json", ".wasm"]' }),
    );
    for (const group of extensions.withoutTypeScript!.byCategory!) expect(group.value).not.toContain('".ts"');
    expect(defaults.get("resolve.extensionAlias")).toEqual({ production: OBJECT, development: OBJECT });
    expect(defaults.get("experiments.typescript")?.note).toMatch(/^`"auto"`, which webpack turns into `false` when a rule/);
    expect(defaults.get("output.filename")?.withoutTypeScript).toBeUndefined();
  });

  it("leave out what webpack does not set, and explain the options it fills in from outside the configuration", () => {
    expect(defaults.has("output.library")).toBe(false);
    expect(defaults.has("module.rules[].test")).toBe(false);
    expect(defaults.get("mode")?.note).toContain("production defaults");
  });
});

describe("formatDefault", () => {
  it("writes values as source text, and marks what it does not write", () => {
    expect(formatDefault(undefined)).toBeUndefined();
    expect(formatDefault(Infinity)).toBe("Infinity");
    expect(formatDefault(/\.m?js$/i)).toBe("/\\.m?js$/i");
    expect(formatDefault(["a", 1, false])).toBe('["a", 1, false]');
    expect(formatDefault({ a: 1 })).toBe(OBJECT);
    expect(formatDefault(() => 1)).toBe(FUNCTION);
    expect(formatDefault([{ apply() {} }])).toBe(OTHER);
    expect(formatDefault(process.stderr)).toBe(OTHER);
  });
});
