import { readFile } from "node:fs/promises";
import path from "node:path";
import webpack from "webpack";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { makeProject, removeProject } from "./helpers/examples.ts";

/**
 * The hook reference pages against the hooks of real webpack objects: a
 * Compiler built by `webpack()`, the Compilation and module factories of one
 * of its builds, the JavascriptParser for `javascript/auto`, and the hooks
 * HotModuleReplacementPlugin's static getters give for those two. Every hook
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
  /** `HotModuleReplacementPlugin.getCompilationHooks(compilation)`, wrapped so it reads like the others. */
  hmrCompilation: HookHolder;
  /** `HotModuleReplacementPlugin.getParserHooks(parser)`, wrapped the same way. */
  hmrParser: HookHolder;
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

/** `section`: only the `###` entries under that `##` heading count (for a page that documents more than hooks). */
const PAGES: { label: string; key: keyof Captured; page: string; section?: string }[] = [
  { label: "compiler hooks", key: "compiler", page: "api/compiler-hooks.mdx" },
  { label: "compilation hooks", key: "compilation", page: "api/compilation-hooks.mdx" },
  { label: "normalModuleFactory hooks", key: "normalModuleFactory", page: "api/normalmodulefactory-hooks.mdx" },
  { label: "contextModuleFactory hooks", key: "contextModuleFactory", page: "api/contextmodulefactory-hooks.mdx" },
  { label: "javascriptParser hooks", key: "parser", page: "api/parser.mdx" },
  {
    label: "HotModuleReplacementPlugin compilation hooks",
    key: "hmrCompilation",
    page: "plugins/hot-module-replacement-plugin.mdx",
    section: "Compilation hooks",
  },
  {
    label: "HotModuleReplacementPlugin parser hooks",
    key: "hmrParser",
    page: "plugins/hot-module-replacement-plugin.mdx",
    section: "Parser hooks",
  },
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

/**
 * `###` entries of a page (of its `## {section}` only, when given): heading text (backticks and a trailing Badge
 * removed) → the inline code starting the next line.
 */
async function documentedHooks(page: string, section?: string): Promise<Map<string, string | undefined>> {
  const lines = (await readFile(path.join(REPO_ROOT, "content", page), "utf8")).split("\n");
  const entries = new Map<string, string | undefined>();
  let inFence = false;
  let inSection = section === undefined;
  let sectionFound = section === undefined;
  lines.forEach((line, index) => {
    if (line.startsWith("```")) inFence = !inFence;
    if (inFence) return;
    const h2 = /^## (.+)$/.exec(line)?.[1];
    if (h2 !== undefined && section !== undefined) {
      inSection = h2.trim() === section;
      sectionFound ||= inSection;
    }
    if (!inSection) return;
    const heading = /^### (.+)$/.exec(line)?.[1];
    if (heading === undefined) return;
    const name = heading
      .replace(/<Badge[^>]*\/>/g, "")
      .replace(/`/g, "")
      .trim();
    const next = lines.slice(index + 1).find((candidate) => candidate.trim() !== "");
    entries.set(name, /^`([^`]+)`/.exec(next ?? "")?.[1]);
  });
  if (!sectionFound) throw new Error(`${page} has no "## ${section}" section`);
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
  let javascriptParser: webpack.javascript.JavascriptParser | undefined;
  compiler.hooks.thisCompilation.tap("hooks-coverage", (compilation, params) => {
    found.compilation = compilation;
    found.normalModuleFactory = params.normalModuleFactory;
    found.contextModuleFactory = params.contextModuleFactory;
    params.normalModuleFactory.hooks.parser.for("javascript/auto").tap("hooks-coverage", (parser) => {
      found.parser ??= parser;
      javascriptParser ??= parser;
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
  // The plugin's static getters (public: `webpack.HotModuleReplacementPlugin`, typed in types.d.ts) give the same
  // hooks for a compilation or parser whether or not the plugin is applied.
  const { HotModuleReplacementPlugin } = webpack;
  found.hmrCompilation = { hooks: HotModuleReplacementPlugin.getCompilationHooks(found.compilation as webpack.Compilation) };
  found.hmrParser = { hooks: HotModuleReplacementPlugin.getParserHooks(javascriptParser as webpack.javascript.JavascriptParser) };
  captured = found as Captured;
});

afterAll(async () => removeProject(project));

describe("hook reference pages", () => {
  for (const { label, key, page, section } of PAGES) {
    it(`${page} documents every hook of ${key} with its tapable type`, async () => {
      const actual = actualHooks(key, captured);
      const documented = await documentedHooks(page, section);
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
