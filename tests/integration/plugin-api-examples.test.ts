import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type webpack from "webpack";
import { describe, expect, it, vi } from "vitest";
import type { CodeBlock } from "./helpers/code-blocks.ts";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { blockTitled, compile, exampleConfig, pageBlocks, projectsFor } from "./helpers/examples.ts";

/**
 * The plugin examples of the Plugin API and hook reference pages (with the
 * hooks of HotModuleReplacementPlugin's page), run against
 * small fixtures with the installed webpack and tapable, each checked for the
 * effect the page claims.
 */

const requireFromRepo = createRequire(path.join(REPO_ROOT, "package.json"));

/** The first block of a page whose code contains `marker`. */
function blockContaining(blocks: CodeBlock[], marker: string): CodeBlock {
  const found = blocks.find((block) => block.code.includes(marker));
  if (!found) throw new Error(`no code block containing ${marker}`);
  return found;
}

/** Runs a snippet (the body of a plugin's `apply`, or of a parser tap) with the given free variables. */
function runSnippet(block: CodeBlock, scope: Record<string, unknown>): void {
  // Running the page's own snippet is the point of this check, hence the eval.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function("require", ...Object.keys(scope), block.code) as (...args: unknown[]) => void;
  run(requireFromRepo, ...Object.values(scope));
}

/** Evaluates a block that defines a plugin class and returns the class. */
function loadClass(block: CodeBlock, name: string): new () => webpack.WebpackPluginInstance {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function("require", "module", `${block.code}\nreturn ${name};`) as (...args: unknown[]) => new () => webpack.WebpackPluginInstance;
  return run(requireFromRepo, { exports: {} });
}

/** A plugin that runs a snippet with `compiler` in scope when it is applied. */
function snippetPlugin(block: CodeBlock): webpack.WebpackPluginInstance {
  return { apply: (compiler: webpack.Compiler) => runSnippet(block, { compiler }) };
}

/** A plugin that runs a snippet with `compiler` and `parser` in scope for every JavaScript parser. */
function parserSnippetPlugin(block: CodeBlock): webpack.WebpackPluginInstance {
  return {
    apply(compiler: webpack.Compiler) {
      compiler.hooks.compilation.tap("parser-snippet", (_compilation, { normalModuleFactory }) => {
        for (const type of ["javascript/auto", "javascript/dynamic", "javascript/esm"]) {
          normalModuleFactory.hooks.parser.for(type).tap("parser-snippet", (parser: unknown) => runSnippet(block, { compiler, parser }));
        }
      });
    },
  };
}

/** An emitted file's text; fails with the list of emitted files when it is missing. */
function fileOf(files: Record<string, string>, name: string): string {
  const text = files[name];
  if (text === undefined) throw new Error(`${name} was not emitted; the build emitted ${Object.keys(files).join(", ")}`);
  return text;
}

// no "type" field: the fixture's .js files are `javascript/auto`, as in a usual project
const project = projectsFor({ "package.json": "{}\n" });

describe("Plugin API examples (api/plugins.mdx)", () => {
  it("AssetSizeReportPlugin emits the sizes of the other assets and warns above the limit", async () => {
    const dir = await project({ "src/index.js": `console.log(${JSON.stringify("x".repeat(120 * 1024))});\n` });
    const block = blockTitled(await pageBlocks("api/plugins.mdx"), "webpack.config.js", 0);
    const { files, stats } = await compile(await exampleConfig(block, dir), dir);
    const sizes = JSON.parse(fileOf(files, "asset-sizes.json")) as Record<string, number>;
    const size = Buffer.byteLength(fileOf(files, "main.js"));
    expect(sizes).toEqual({ "main.js": size });
    const warnings = stats.toJson({ all: false, warnings: true }).warnings?.map((warning) => warning.message) ?? [];
    expect(warnings.some((message) => message.includes(`main.js is ${size} bytes, more than 102400`))).toBe(true);
  });

  it("AssetSizeReportPlugin does not warn for assets under the limit", async () => {
    const dir = await project({ "src/index.js": "console.log('small');\n" });
    const block = blockTitled(await pageBlocks("api/plugins.mdx"), "webpack.config.js", 0);
    const { files, stats } = await compile(await exampleConfig(block, dir), dir);
    expect(JSON.parse(fileOf(files, "asset-sizes.json"))).toHaveProperty("main.js");
    expect(stats.hasWarnings()).toBe(false);
  });

  it("a function in plugins is called with the compiler and its done tap runs", async () => {
    const dir = await project({ "src/index.js": "console.log('fn');\n" });
    const block = blockTitled(await pageBlocks("api/plugins.mdx"), "webpack.config.js", 1);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await compile(await exampleConfig(block, dir), dir);
      expect(log.mock.calls.some(([message]) => /^built in \d+ ms$/.test(String(message)))).toBe(true);
    } finally {
      log.mockRestore();
    }
  });

  it("the tap options example runs the taps in the order the page prints", async () => {
    const block = blockContaining(await pageBlocks("api/plugins.mdx"), "hook.tap({ name: 'C', before: 'A' }");
    expect(block.code).toContain("// ['B', 'C', 'A', 'D']");
    const printed: unknown[] = [];
    runSnippet(block, { console: { log: (value: unknown) => printed.push(value) } });
    expect(printed).toEqual([["B", "C", "A", "D"]]);
  });
});

describe("Plugin API progress example", () => {
  it("PrecompressPlugin reports its messages through ProgressPlugin.getReporter and emits .gz files", async () => {
    const dir = await project({ "src/index.js": "console.log('compress me');\n" });
    const PrecompressPlugin = loadClass(blockContaining(await pageBlocks("api/plugins.mdx"), "class PrecompressPlugin"), "PrecompressPlugin");
    const messages: string[][] = [];
    const webpackModule = requireFromRepo("webpack") as typeof webpack;
    const progress = new webpackModule.ProgressPlugin((_percentage, ...args) => messages.push(args));
    const { files } = await compile({ entry: "./src/index.js", plugins: [new PrecompressPlugin(), progress] }, dir);
    expect(Object.keys(files)).toContain("main.js.gz");
    expect(messages.some((args) => args.includes("PrecompressPlugin") && args.includes("compressing main.js"))).toBe(true);
  });
});

describe("hook page examples", () => {
  it("parser: NoAlertPlugin turns alert() into a compilation error and leaves other modules alone", async () => {
    const dir = await project({ "src/index.js": "console.log('ok');\nalert('no');\n" });
    const NoAlertPlugin = loadClass(blockContaining(await pageBlocks("api/parser.mdx"), "class NoAlertPlugin"), "NoAlertPlugin");
    await expect(compile({ entry: "./src/index.js", plugins: [new NoAlertPlugin()] }, dir)).rejects.toThrow(/alert\(\) is not allowed/);
    // a compilation error does not abort the build, but in production mode (emitOnErrors: false) nothing is written
    expect(existsSync(path.join(dir, "dist", "main.js"))).toBe(false);
    const ok = await project({ "src/index.js": "console.log('no alerts here');\n" });
    await expect(compile({ entry: "./src/index.js", plugins: [new NoAlertPlugin()] }, ok)).resolves.toBeDefined();
  });

  it("compilation-hooks: the processAssets example prepends the notice in development; the production minimizer removes it", async () => {
    const dir = await project({ "src/index.js": "console.log('licensed');\n" });
    const block = blockContaining(await pageBlocks("api/compilation-hooks.mdx"), "LicenseNoticePlugin");
    const development = await compile({ mode: "development", entry: "./src/index.js", plugins: [snippetPlugin(block)] }, dir);
    expect(fileOf(development.files, "main.js").startsWith("/* MIT licensed */\n")).toBe(true);
    const production = await compile({ mode: "production", entry: "./src/index.js", plugins: [snippetPlugin(block)] }, dir);
    expect(fileOf(production.files, "main.js")).toContain("licensed");
    expect(fileOf(production.files, "main.js")).not.toContain("MIT licensed");
  });

  it("parser: the expression example replaces __BUILD_DATE__ with an ISO date string", async () => {
    const dir = await project({ "src/index.js": "console.log(__BUILD_DATE__);\n" });
    const block = blockContaining(await pageBlocks("api/parser.mdx"), "__BUILD_DATE__");
    const { files } = await compile({ entry: "./src/index.js", plugins: [parserSnippetPlugin(block)] }, dir);
    expect(fileOf(files, "main.js")).toMatch(/console\.log\("\d{4}-\d\d-\d\dT[\d:.]+Z"\)/);
    expect(fileOf(files, "main.js")).not.toContain("__BUILD_DATE__");
  });

  it("parser: the evaluateIdentifier example makes __FEATURE_X__ false at build time, so its branch is removed", async () => {
    const dir = await project({
      "src/index.js": "if (__FEATURE_X__) { console.log('feature x on'); } else { console.log('feature x off'); }\n",
    });
    const block = blockContaining(await pageBlocks("api/parser.mdx"), "__FEATURE_X__");
    const { files } = await compile({ entry: "./src/index.js", plugins: [parserSnippetPlugin(block)] }, dir);
    expect(fileOf(files, "main.js")).toContain("feature x off");
    expect(fileOf(files, "main.js")).not.toContain("feature x on");
  });

  it("parser: the call example counts require() calls and leaves require to webpack", async () => {
    const dir = await project({
      "src/index.js": "const a = require('./a.js');\nconst b = require('./b.js');\nconsole.log(a, b);\n",
      "src/a.js": "module.exports = 'module a';\n",
      "src/b.js": "module.exports = 'module b';\n",
    });
    const block = blockContaining(await pageBlocks("api/parser.mdx"), "CountRequiresPlugin");
    const counts = new Map<string, number>();
    const collect: webpack.WebpackPluginInstance = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.compilation.tap("collect", (compilation) => {
          compilation.hooks.finishModules.tap("collect", (modules) => {
            for (const module of modules) {
              const { resource } = module as webpack.NormalModule;
              if (resource) counts.set(path.basename(resource), (module.buildInfo?.requireCalls as number | undefined) ?? 0);
            }
          });
        });
      },
    };
    const { files } = await compile({ entry: "./src/index.js", plugins: [parserSnippetPlugin(block), collect] }, dir);
    expect(counts.get("index.js")).toBe(2);
    expect(fileOf(files, "main.js")).toContain("module a");
    expect(fileOf(files, "main.js")).toContain("module b");
  });
});

describe("compilation object examples (api/compilation-object.mdx)", () => {
  it("ReleaseFilesPlugin renames, updates, deletes and emits assets as the page says", async () => {
    const source = { "src/index.js": "/*! example license */\nconsole.log('release me');\n" };
    const blocks = await pageBlocks("api/compilation-object.mdx");
    // the same build without the plugin extracts the license comment, so there is something to delete
    const plainDir = await project(source);
    const plain = await compile({ ...(await exampleConfig(blockTitled(blocks, "webpack.config.js"), plainDir)), plugins: [] }, plainDir);
    expect(Object.keys(plain.files).sort()).toEqual(["main.js", "main.js.LICENSE.txt"]);

    const dir = await project(source);
    const config = await exampleConfig(blockTitled(blocks, "webpack.config.js"), dir);

    const { files, stats } = await compile(config, dir);
    const hash = stats.hash ?? "";
    const names = Object.keys(files).sort();
    expect(names).toEqual(["app.js", `files-${hash.slice(0, 8)}.txt`].sort());
    expect(fileOf(files, "app.js")).toContain("release me");
    expect(fileOf(files, "app.js").endsWith(`\n// build ${hash}\n`)).toBe(true);
    expect(fileOf(files, `files-${hash.slice(0, 8)}.txt`)).toBe(`app.js ${Buffer.byteLength(fileOf(files, "app.js"))}\n`);
  });

  it("the addEntry example adds a polyfills entry", async () => {
    const dir = await project({ "src/index.js": "console.log('main');\n", "src/polyfills.js": "console.log('polyfill');\n" });
    const block = blockContaining(await pageBlocks("api/compilation-object.mdx"), "AddPolyfillEntryPlugin");
    const { files } = await compile({ entry: "./src/index.js", plugins: [snippetPlugin(block)] }, dir);
    expect(fileOf(files, "polyfills.js")).toContain("polyfill");
    expect(fileOf(files, "main.js")).toContain("main");
  });

  it("the addRuntimeModule example adds __webpack_require__.buildTime to the runtime", async () => {
    const dir = await project({ "src/index.js": "import('./lazy.js');\n", "src/lazy.js": "export default 1;\n" });
    const block = blockContaining(await pageBlocks("api/compilation-object.mdx"), "BuildTimeRuntimeModule");
    const { files } = await compile({ mode: "development", entry: "./src/index.js", plugins: [snippetPlugin(block)] }, dir);
    expect(fileOf(files, "main.js")).toMatch(/__webpack_require__\.buildTime = \d+;/);
  });

  it("the createChildCompiler example emits worker.js into the parent compilation", async () => {
    const dir = await project({ "src/index.js": "console.log('main');\n", "src/worker.js": "console.log('in the worker');\n" });
    const block = blockContaining(await pageBlocks("api/compilation-object.mdx"), "WorkerBundlePlugin");
    const { files, stats } = await compile({ entry: "./src/index.js", plugins: [snippetPlugin(block)] }, dir);
    expect(fileOf(files, "worker.js")).toContain("in the worker");
    expect(stats.compilation.children.map((child) => child.name)).toContain("worker");
  });
});

describe("module factory examples", () => {
  it("normalmodulefactory-hooks: RedirectPlugin replaces the 'debug' package with the stub", async () => {
    const dir = await project({
      "src/index.js": "import debug from 'debug';\nconsole.log(debug);\n",
      "src/debug-stub.js": "export default 'debug stub';\n",
    });
    const RedirectPlugin = loadClass(
      blockContaining(await pageBlocks("api/normalmodulefactory-hooks.mdx"), "class RedirectPlugin"),
      "RedirectPlugin",
    );
    const { files } = await compile({ mode: "development", entry: "./src/index.js", plugins: [new RedirectPlugin()] }, dir);
    expect(fileOf(files, "main.js")).toContain("debug stub");
  });

  it("compiler-hooks: returning false from beforeResolve ignores the ./locale request", async () => {
    const dir = await project({ "src/index.js": "import './locale';\nconsole.log('no locale');\n" });
    const block = blockContaining(await pageBlocks("api/compiler-hooks.mdx"), "NoLocalesPlugin");
    const { files } = await compile({ entry: "./src/index.js", plugins: [snippetPlugin(block)] }, dir);
    expect(fileOf(files, "main.js")).toContain("no locale");
  });

  it("contextmodulefactory-hooks: contextModuleFiles drops test files from a context", async () => {
    const dir = await project({
      "src/index.js": "const context = require.context('./parts', false, /\\.js$/);\nconsole.log(context.keys());\n",
      "src/parts/a.js": "export default 'part a';\n",
      "src/parts/a.test.js": "export default 'test of a';\n",
    });
    const Plugin = loadClass(
      blockContaining(await pageBlocks("api/contextmodulefactory-hooks.mdx"), "class NoTestFilesInContextsPlugin"),
      "NoTestFilesInContextsPlugin",
    );
    const { files } = await compile({ mode: "development", entry: "./src/index.js", plugins: [new Plugin()] }, dir);
    expect(fileOf(files, "main.js")).toContain("part a");
    expect(fileOf(files, "main.js")).not.toContain("test of a");
  });

  it("contextmodulefactory-hooks: afterResolve narrows the locales context to English files", async () => {
    const dir = await project({
      "src/index.js": "const locales = require.context('./locales', false, /\\.json$/);\nconsole.log(locales.keys());\n",
      "src/locales/en.json": '{ "hello": "hello" }\n',
      "src/locales/en-GB.json": '{ "hello": "hello, mate" }\n',
      "src/locales/de.json": '{ "hello": "hallo" }\n',
    });
    const block = blockContaining(await pageBlocks("api/contextmodulefactory-hooks.mdx"), "OnlyEnglishLocales");
    const plugin: webpack.WebpackPluginInstance = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.contextModuleFactory.tap("snippet", (factory) => runSnippet(block, { factory }));
      },
    };
    const { files } = await compile({ mode: "development", entry: "./src/index.js", plugins: [plugin] }, dir);
    expect(fileOf(files, "main.js")).toContain("hello, mate");
    expect(fileOf(files, "main.js")).not.toContain("hallo");
  });
});

describe("Plugin API error behaviour", () => {
  it("a throw in a compilation hook aborts the build; a throw in a parser hook becomes a module error", async () => {
    const dir = await project({ "src/index.js": "console.log('x');\n" });
    const failed: Error[] = [];
    const compilationThrow: webpack.WebpackPluginInstance = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.failed.tap("t", (error) => failed.push(error));
        compiler.hooks.thisCompilation.tap("t", (compilation) => {
          compilation.hooks.processAssets.tap("t", () => {
            throw new Error("plugin broke");
          });
        });
      },
    };
    await expect(compile({ entry: "./src/index.js", plugins: [compilationThrow] }, dir)).rejects.toThrow(/plugin broke/);
    expect(failed).toHaveLength(1);

    const parserThrow: webpack.WebpackPluginInstance = {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.compilation.tap("t", (_compilation, { normalModuleFactory }) => {
          normalModuleFactory.hooks.parser.for("javascript/auto").tap("t", (parser: webpack.javascript.JavascriptParser) => {
            parser.hooks.program.tap("t", () => {
              throw new Error("parser tap broke");
            });
          });
        });
      },
    };
    await expect(compile({ entry: "./src/index.js", plugins: [parserThrow] }, dir)).rejects.toThrow(
      /the example failed to compile:\nModule parse failed: parser tap broke/,
    );
  });
});

describe("HotModuleReplacementPlugin hook examples (plugins/hot-module-replacement-plugin.mdx)", () => {
  const page = "plugins/hot-module-replacement-plugin.mdx";
  const webpackModule = requireFromRepo("webpack") as typeof webpack;

  it("UpdateNamesPlugin adds the names of the updated chunks to the manifest of a build that reads earlier records", async () => {
    const dir = await project({
      // a stylesheet, as on the page: for an updated chunk without CSS, webpack's CSS support adds a `css` field
      "src/index.js": "import { value } from './app.js';\nimport './style.css';\nconsole.log(value);\n",
      "src/app.js": "export const value = 1;\n",
      "src/style.css": ".a { color: red; }\n",
    });
    const UpdateNamesPlugin = loadClass(blockContaining(await pageBlocks(page), "class UpdateNamesPlugin"), "UpdateNamesPlugin");
    const config = (): webpack.Configuration => ({
      mode: "development",
      entry: "./src/index.js",
      recordsPath: path.join(dir, "records.json"),
      plugins: [new webpackModule.HotModuleReplacementPlugin(), new UpdateNamesPlugin()],
    });
    const manifestsOf = (files: Record<string, string>): string[] => Object.keys(files).filter((name) => name.endsWith(".hot-update.json"));
    // without the records of an earlier build, no update and no manifest
    expect(manifestsOf((await compile(config(), dir)).files)).toEqual([]);
    await writeFile(path.join(dir, "src/app.js"), "export const value = 2;\n");
    const { files } = await compile(config(), dir);
    const manifests = manifestsOf(files);
    expect(manifests).toHaveLength(1);
    expect(manifests[0]).toMatch(/^main\.[0-9a-f]+\.hot-update\.json$/);
    expect(JSON.parse(fileOf(files, manifests[0] ?? ""))).toEqual({ c: ["main"], r: [], m: [], names: ["main"] });
  });

  it("ListHotAcceptsPlugin sees accept calls with and without a callback, of both APIs, and no self-accept", async () => {
    const dir = await project({
      "src/index.js": [
        "import { value } from './app.js';",
        "import './b.js';",
        "import './legacy.cjs';",
        "console.log(value);",
        "if (import.meta.webpackHot) {",
        "  import.meta.webpackHot.accept('./app.js', () => console.log(value));",
        "  import.meta.webpackHot.accept(['./b.js']);",
        "  import.meta.webpackHot.accept();",
        "}",
        "",
      ].join("\n"),
      "src/app.js": "export const value = 1;\n",
      "src/b.js": "export const b = 2;\n",
      "src/legacy.cjs": "if (module.hot) module.hot.accept('./b.js', function () {});\n",
    });
    const ListHotAcceptsPlugin = loadClass(blockContaining(await pageBlocks(page), "class ListHotAcceptsPlugin"), "ListHotAcceptsPlugin");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const entry = "./src/index.js";
      await compile({ mode: "development", entry, plugins: [new webpackModule.HotModuleReplacementPlugin(), new ListHotAcceptsPlugin()] }, dir);
      const calls = log.mock.calls.map((args: unknown[]): unknown[] => [path.basename(String(args[0])), ...args.slice(1)]);
      expect(calls).toEqual(
        expect.arrayContaining([
          ["index.js", "accepts", ["./app.js"], "with a callback"],
          ["index.js", "accepts", ["./b.js"], "without a callback"],
          ["legacy.cjs", "accepts", ["./b.js"], "with a callback"],
        ]),
      );
      expect(calls).toHaveLength(3);
      // without the plugin applied, the hooks exist but nothing calls them
      log.mockClear();
      await compile({ mode: "development", entry, plugins: [new ListHotAcceptsPlugin()] }, dir);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});
