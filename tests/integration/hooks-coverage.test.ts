import { readFile } from "node:fs/promises";
import path from "node:path";
import webpack from "webpack";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { makeProject, removeProject } from "./helpers/examples.ts";

/**
 * The hook reference pages against the hooks of real webpack objects: a
 * Compiler built by `webpack()`, the Compilation and module factories of one
 * of its builds, and the JavascriptParser for `javascript/auto`. Every hook
 * must have an `###` entry on its page whose first line names its tapable
 * class, and the page may list no hook webpack does not have.
 */

interface HookHolder {
  hooks: object;
}

interface Captured {
  compiler: webpack.Compiler;
  compilation: webpack.Compilation;
  normalModuleFactory: HookHolder;
  contextModuleFactory: HookHolder;
  parser: HookHolder;
}

/** Deprecated stand-ins (`createFakeHook`) with the hook each one forwards its taps to. */
const FAKE_HOOK_TARGETS: Record<string, Record<string, string>> = {
  compilation: {
    additionalChunkAssets: "processAssets",
    additionalAssets: "processAssets",
    optimizeChunkAssets: "processAssets",
    afterOptimizeChunkAssets: "processAssets",
  },
  contextModuleFactory: { alternatives: "alternativeRequests" },
};

/** Hooks defined as deprecated getters, with where the getter leads (read without the deprecation warning). */
const DEPRECATED_GETTERS: Record<string, Record<string, (captured: Captured) => unknown>> = {
  compilation: {
    normalModuleLoader: ({ compilation }) => webpack.NormalModule.getCompilationHooks(compilation).loader,
  },
};

const PAGES: { label: string; key: keyof Captured; page: string }[] = [
  { label: "compiler hooks", key: "compiler", page: "api/compiler-hooks.mdx" },
  { label: "compilation hooks", key: "compilation", page: "api/compilation-hooks.mdx" },
  { label: "normalModuleFactory hooks", key: "normalModuleFactory", page: "api/normalmodulefactory-hooks.mdx" },
  { label: "contextModuleFactory hooks", key: "contextModuleFactory", page: "api/contextmodulefactory-hooks.mdx" },
  { label: "javascriptParser hooks", key: "parser", page: "api/parser.mdx" },
];

/** The tapable class of a hook; for a HookMap, the class of the hooks its factory creates. */
function hookType(hook: unknown): string {
  const value = hook as { constructor: { name: string }; _factory?: (key: string) => unknown };
  if (value.constructor.name === "HookMap") {
    if (typeof value._factory !== "function") throw new Error("a HookMap without a factory");
    // The factory is called directly, so no hook is added to the map and no interceptor runs.
    return `HookMap<${(value._factory("probe") as object).constructor.name}>`;
  }
  return value.constructor.name;
}

/** Every hook of an object, by name, with its type; fake hooks and getters are resolved through the tables above. */
function actualHooks(key: keyof Captured, captured: Captured): Map<string, string> {
  const holder: HookHolder = captured[key];
  const hooks = holder.hooks as Record<string, unknown>;
  const result = new Map<string, string>();
  for (const name of Object.getOwnPropertyNames(hooks)) {
    const descriptor = Object.getOwnPropertyDescriptor(hooks, name);
    if (descriptor?.get) {
      const resolve = DEPRECATED_GETTERS[key]?.[name];
      if (!resolve) throw new Error(`${key}.hooks.${name} is a getter this test does not know; add it to DEPRECATED_GETTERS`);
      result.set(name, hookType(resolve(captured)));
      continue;
    }
    const hook = descriptor?.value as { _fakeHook?: boolean };
    if (hook._fakeHook) {
      const target = FAKE_HOOK_TARGETS[key]?.[name];
      if (!target) throw new Error(`${key}.hooks.${name} is a fake hook this test does not know; add it to FAKE_HOOK_TARGETS`);
      result.set(name, hookType(hooks[target]));
      continue;
    }
    result.set(name, hookType(hook));
  }
  return result;
}

/** `###` entries of a page: heading text (backticks and a trailing Badge removed) → the inline code starting the next line. */
async function documentedHooks(page: string): Promise<Map<string, string | undefined>> {
  const lines = (await readFile(path.join(REPO_ROOT, "content", page), "utf8")).split("\n");
  const entries = new Map<string, string | undefined>();
  let inFence = false;
  lines.forEach((line, index) => {
    if (line.startsWith("```")) inFence = !inFence;
    if (inFence) return;
    const heading = /^### (.+)$/.exec(line)?.[1];
    if (heading === undefined) return;
    const name = heading
      .replace(/<Badge[^>]*\/>/g, "")
      .replace(/`/g, "")
      .trim();
    const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== "");
    entries.set(name, /^`([^`]+)`/.exec(next ?? "")?.[1]);
  });
  return entries;
}

let captured: Captured;
let project: string;

beforeAll(async () => {
  project = await makeProject({
    // no "type" field, so the fixture's .js files are `javascript/auto` (the repository's package.json says "module")
    "package.json": "{}\n",
    "src/index.js": "import('./lazy.js');\nconst context = require.context('./', false, /lazy/);\nexport default context;\n",
    "src/lazy.js": "export const lazy = 1;\n",
  });
  const compiler = webpack({
    mode: "development",
    context: project,
    entry: "./src/index.js",
    output: { path: path.join(project, "dist") },
    infrastructureLogging: { level: "error" },
  });
  const found: Partial<Captured> = { compiler };
  compiler.hooks.thisCompilation.tap("hooks-coverage", (compilation, params) => {
    found.compilation = compilation;
    found.normalModuleFactory = params.normalModuleFactory;
    found.contextModuleFactory = params.contextModuleFactory;
    params.normalModuleFactory.hooks.parser.for("javascript/auto").tap("hooks-coverage", (parser) => {
      found.parser ??= parser;
    });
  });
  await new Promise<void>((resolve, reject) => {
    compiler.run((error) => {
      compiler.close(() => (error ? reject(error) : resolve()));
    });
  });
  for (const key of ["compilation", "normalModuleFactory", "contextModuleFactory", "parser"] as const) {
    if (!found[key]) throw new Error(`the build did not provide a ${key}`);
  }
  captured = found as Captured;
});

afterAll(async () => removeProject(project));

describe("hook reference pages", () => {
  for (const { label, key, page } of PAGES) {
    it(`${page} documents every hook of ${key} with its tapable type`, async () => {
      const actual = actualHooks(key, captured);
      const documented = await documentedHooks(page);
      const missing = [...actual.keys()].filter((name) => !documented.has(name));
      const unknown = [...documented.keys()].filter((name) => !actual.has(name));
      const wrongType = [...actual]
        .filter(([name, type]) => documented.has(name) && documented.get(name) !== type)
        .map(([name, type]) => `${name}: page says ${documented.get(name) ?? "(no type)"}, webpack has ${type}`);
      const correct = [...actual].filter(([name, type]) => documented.get(name) === type).length;
      console.log(`${label}: ${correct} of ${actual.size} documented`);
      expect({ missing, unknown, wrongType }).toEqual({ missing: [], unknown: [], wrongType: [] });
    });
  }
});

describe("compilation object page", () => {
  it("every method entry exists on Compilation.prototype and every property entry on a real compilation", async () => {
    const entries = [...(await documentedHooks("api/compilation-object.mdx")).keys()];
    const methods = entries.filter((entry) => entry.endsWith("()")).map((entry) => entry.slice(0, -2));
    const properties = entries.filter((entry) => /^\w+$/.test(entry));
    const prototype = webpack.Compilation.prototype as unknown as Record<string, unknown>;
    const notMethods = methods.filter((name) => typeof prototype[name] !== "function");
    const notProperties = properties.filter((name) => !(name in captured.compilation));
    console.log(`compilation object: ${methods.length - notMethods.length} of ${methods.length} methods found on Compilation.prototype`);
    console.log(`compilation object: ${properties.length - notProperties.length} of ${properties.length} properties found on a compilation`);
    expect(methods.length).toBeGreaterThan(10);
    expect({ notMethods, notProperties }).toEqual({ notMethods: [], notProperties: [] });
  });
});
