import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CodeBlock } from "../../src/node/content/code-blocks.ts";
import { blockTitled, compile, exampleConfig, pageBlocks, projectsFor } from "./helpers/examples.ts";

/**
 * Runs the configuration examples of the webpack plugin pages written by
 * helper plugins-a against small fixtures and checks what each page claims
 * about the output.
 */

/**
 * A fixture project. Its own package.json keeps the repository's
 * `"type": "module"` from applying, as in an ordinary project.
 */
const project = projectsFor({ "package.json": JSON.stringify({ name: "fixture", private: true }) });

/** The first block of a page whose code contains `text`. */
function blockContaining(blocks: CodeBlock[], text: string): CodeBlock {
  const found = blocks.find((block) => block.code.includes(text));
  if (!found) throw new Error(`no code block containing ${text}`);
  return found;
}

/** Runs an emitted script with a console that records what it logs. */
function run(code: string): string[] {
  const logged: string[] = [];
  const fakeConsole = { log: (...args: unknown[]) => logged.push(args.map(String).join(" ")) };
  // Running the page's own example bundle is the point of this test.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function("console", code) as (console: typeof fakeConsole) => void;
  script(fakeConsole);
  return logged;
}

/** One emitted file, failing the test when it was not emitted. */
function file(files: Record<string, string>, name: string): string {
  const text = files[name];
  if (text === undefined) throw new Error(`${name} was not emitted; emitted: ${Object.keys(files).join(", ")}`);
  return text;
}

const allOutput = (files: Record<string, string>) => Object.values(files).join("\n");

const savedEnv = { ...process.env };
afterEach(() => {
  for (const key of ["API_URL", "DEBUG", "SENTRY_DSN", "APP_TARGET", "npm_package_version"]) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
});

describe("BannerPlugin page", async () => {
  const blocks = await pageBlocks("plugins/banner-plugin.mdx");

  it("puts the documented banner at the top of the minimized bundle", async () => {
    const dir = await project({ "src/index.js": "console.log('app');\n" });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), dir), dir);
    const claimed = blockContaining(blocks, "/*! my-library").code.trim();
    expect(file(files, "main.js").startsWith(`${claimed}\n`)).toBe(true);
    expect(files["main.js.LICENSE.txt"]).toBeUndefined();
  });

  it("keeps the banner in place with Terser's extractComments: false", async () => {
    const dir = await project({ "src/index.js": "console.log('app');\n" });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 1), dir), dir);
    expect(file(files, "main.js").startsWith("/*! (c) Example Corp */")).toBe(true);
    expect(files["main.js.LICENSE.txt"]).toBeUndefined();
  });

  it("fills the version and placeholders of the stamp recipe", async () => {
    process.env.npm_package_version = "3.1.4";
    const dir = await project({ "src/index.js": "console.log('app');\n" });
    const { files, stats } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 2), dir), dir);
    expect(file(files, "main.js").startsWith(`/*! my-app v3.1.4 | build ${stats.hash} | main.js */`)).toBe(true);
  });

  it("makes the shebang the very first line of the CLI bundle", async () => {
    const dir = await project({ "src/cli.js": "console.log('cli');\n" });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 3), dir), dir);
    expect(file(files, "cli.js").startsWith("#!/usr/bin/env node\n")).toBe(true);
  });
});

describe("DefinePlugin page", async () => {
  const blocks = await pageBlocks("plugins/define-plugin.mdx");

  it("replaces the defined constants and removes the dead branch", async () => {
    const dir = await project({ "src/index.js": blockTitled(blocks, "src/index.js").code });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), dir), dir);
    const main = file(files, "main.js");
    expect(main).toContain("https://api.example.com/status?v=2.4.0");
    expect(main).not.toContain("__DEV__");
    expect(main).not.toContain("APP_VERSION");
    expect(main).not.toContain("debug panel enabled");
  });

  it("derives __DEV__ from the mode in the development-only recipe", async () => {
    const dir = await project({
      "src/index.js": `${blockContaining(blocks, "installDevtools();").code}\nconsole.log('kept');\n`,
    });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 1), dir), dir);
    expect(file(files, "main.js")).toContain("kept");
    expect(file(files, "main.js")).not.toContain("installDevtools");
  });
});

describe("EnvironmentPlugin page", async () => {
  const blocks = await pageBlocks("plugins/environment-plugin.mdx");
  const source = blockTitled(blocks, "src/index.js").code;

  it("inlines the defaults when the variables are not set", async () => {
    delete process.env.API_URL;
    delete process.env.DEBUG;
    const dir = await project({ "src/index.js": source });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), dir), dir);
    expect(file(files, "main.js")).toContain("API at http://localhost:3000");
    expect(file(files, "main.js")).not.toContain("debug logging on");
    expect(file(files, "main.js")).not.toContain("process.env");
  });

  it("inlines the value of a variable that is set", async () => {
    process.env.API_URL = "https://api.example.com";
    delete process.env.DEBUG;
    const dir = await project({ "src/index.js": source });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), dir), dir);
    expect(file(files, "main.js")).toContain("API at https://api.example.com");
    expect(file(files, "main.js")).not.toContain("localhost");
  });

  it("fails the build for a required variable that is missing", async () => {
    delete process.env.API_URL;
    const dir = await project({ "src/index.js": "console.log(process.env.API_URL, process.env.SENTRY_DSN);\n" });
    const config = await exampleConfig(blockTitled(blocks, "webpack.config.js", 1), dir);
    await expect(compile(config, dir)).rejects.toThrow("EnvironmentPlugin - API_URL environment variable is undefined.");
  });
});

describe("ProvidePlugin page", async () => {
  const blocks = await pageBlocks("plugins/provide-plugin.mdx");

  it("supplies formatPrice to a module that does not import it", async () => {
    const index = blockTitled(blocks, "src/index.js").code;
    expect(index).not.toMatch(/^\s*import\s|require\(/m);
    const dir = await project({ "src/index.js": index, "src/format.js": blockTitled(blocks, "src/format.js").code });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), dir), dir);
    expect(run(file(files, "main.js"))).toEqual(["$19.99"]);
  });
});

describe("IgnorePlugin page", async () => {
  const blocks = await pageBlocks("plugins/ignore-plugin.mdx");

  it("leaves the moment locale directory out, but keeps an explicitly imported locale", async () => {
    const dir = await project({
      "node_modules/moment/package.json": JSON.stringify({ name: "moment", main: "moment.js" }),
      // As moment's own: a locale file registers itself with defineLocale, a side effect the bundle keeps.
      "node_modules/moment/moment.js":
        "const locales = {};\nfunction locale(name) { try { require('./locale/' + name); } catch (e) {} return locales[name] || null; }\n" +
        "function defineLocale(name, config) { locales[name] = config; }\nmodule.exports = { locale, defineLocale };\n",
      "node_modules/moment/locale/de.js": "require('../moment').defineLocale('de', 'LOCALE_DE_FIXTURE');\n",
      "node_modules/moment/locale/fr.js": "require('../moment').defineLocale('fr', 'LOCALE_FR_FIXTURE');\n",
      "src/index.js": blockTitled(blocks, "src/index.js").code,
    });
    const config = await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), dir);
    const { files } = await compile(config, dir);
    expect(allOutput(files)).toContain("LOCALE_DE_FIXTURE");
    expect(allOutput(files)).not.toContain("LOCALE_FR_FIXTURE");
  });

  it("compiles an optional dependency that checkResource ignores to a throwing require", async () => {
    const dir = await project({
      "node_modules/fetch-lib/package.json": JSON.stringify({ name: "fetch-lib", main: "index.js" }),
      "node_modules/fetch-lib/index.js": "let enc = null;\ntry { enc = require('encoding'); } catch (e) { enc = e.code; }\nmodule.exports = enc;\n",
      "src/index.js": "console.log(require('fetch-lib'));\n",
    });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 1), dir), dir);
    expect(file(files, "main.js")).toContain("Cannot find module 'encoding'");
    expect(run(file(files, "main.js"))).toEqual(["MODULE_NOT_FOUND"]);
  });
});

describe("NormalModuleReplacementPlugin page", async () => {
  const blocks = await pageBlocks("plugins/normal-module-replacement-plugin.mdx");

  it("bundles the replacement instead of the imported module", async () => {
    const dir = await project({
      "src/index.js": blockTitled(blocks, "src/index.js").code,
      "src/config.js": "export default { apiUrl: 'ORIGINAL_CONFIG' };\n",
      "src/config.production.js": "export default { apiUrl: 'PRODUCTION_CONFIG' };\n",
    });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), dir), dir);
    expect(file(files, "main.js")).not.toContain("ORIGINAL_CONFIG");
    expect(run(file(files, "main.js"))).toEqual(["PRODUCTION_CONFIG"]);
  });

  it("picks the module of the APP_TARGET in the per-environment recipe", async () => {
    process.env.APP_TARGET = "electron";
    const dir = await project({
      "src/index.js": `${blockContaining(blocks, "./storage-APP_TARGET").code}\nconsole.log(storage);\n`,
      "src/storage-web.js": "export default 'WEB_STORAGE';\n",
      "src/storage-electron.js": "export default 'ELECTRON_STORAGE';\n",
    });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 1), dir), dir);
    expect(run(file(files, "main.js"))).toEqual(["ELECTRON_STORAGE"]);
  });
});

describe("ContextReplacementPlugin and ContextExclusionPlugin pages", () => {
  it("narrows the locales context to the files the regular expression selects", async () => {
    const blocks = await pageBlocks("plugins/context-replacement-plugin.mdx");
    const dir = await project({
      "src/index.js": blockTitled(blocks, "src/index.js").code,
      "src/locales/en.json": '{ "hello": "LOCALE_EN" }',
      "src/locales/de.json": '{ "hello": "LOCALE_DE" }',
      "src/locales/fr.json": '{ "hello": "LOCALE_FR" }',
    });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), dir), dir);
    const output = allOutput(files);
    expect(output).toContain("LOCALE_EN");
    expect(output).toContain("LOCALE_DE");
    expect(output).not.toContain("LOCALE_FR");
  });

  it("keeps test and story files out of a dynamic import", async () => {
    const blocks = await pageBlocks("plugins/context-exclusion-plugin.mdx");
    const dir = await project({
      "src/index.js": "const name = globalThis.PAGE;\nimport(`./pages/${name}.js`).then((page) => console.log(page.default));\n",
      "src/pages/home.js": "export default 'HOME_PAGE';\n",
      "src/pages/home.test.js": "export default 'HOME_TEST';\n",
      "src/pages/home.stories.js": "export default 'HOME_STORIES';\n",
    });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), dir), dir);
    const output = allOutput(files);
    expect(output).toContain("HOME_PAGE");
    expect(output).not.toContain("HOME_TEST");
    expect(output).not.toContain("HOME_STORIES");
  });
});

describe("SourceMapDevToolPlugin and EvalSourceMapDevToolPlugin pages", async () => {
  const blocks = await pageBlocks("plugins/source-map-dev-tool-plugin.mdx");

  it("writes the map to maps/[file].map and links it from the bundle", async () => {
    const dir = await project({ "src/index.js": "console.log('mapped');\n" });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), dir), dir);
    expect(file(files, "main.js").trimEnd().endsWith("//# sourceMappingURL=maps/main.js.map")).toBe(true);
    const map = JSON.parse(file(files, "maps/main.js.map")) as { sources: string[] };
    expect(map.sources).toContain("webpack://my-app/./src/index.js");
    expect(files["main.js.map"]).toBeUndefined();
  });

  it("writes maps without a comment for the hidden-source-map equivalent", async () => {
    const dir = await project({ "src/index.js": "console.log('hidden');\n" });
    const { files } = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 1), dir), dir);
    expect(files["main.js.map"]).toBeDefined();
    expect(file(files, "main.js")).not.toContain("sourceMappingURL");
  });

  it("wraps application modules in eval with inline maps and leaves excluded node_modules unwrapped", async () => {
    const evalBlocks = await pageBlocks("plugins/eval-source-map-dev-tool-plugin.mdx");
    const dir = await project({
      "node_modules/tiny-lib/package.json": JSON.stringify({ name: "tiny-lib", main: "index.js" }),
      "node_modules/tiny-lib/index.js": "module.exports = function tinyLib() { return 'TINY_LIB'; };\n",
      "src/index.js": "import tinyLib from 'tiny-lib';\nconsole.log('APP_CODE', tinyLib());\n",
    });
    const { files } = await compile(await exampleConfig(blockTitled(evalBlocks, "webpack.config.js", 0), dir), dir);
    const main = file(files, "main.js");
    expect(main).toMatch(/eval\("\{[^\n]*APP_CODE[^\n]*sourceMappingURL=data:application\/json;charset=utf-8;base64,/);
    expect(main).toContain("module.exports = function tinyLib() { return 'TINY_LIB'; };");
    expect(run(main)).toEqual(["APP_CODE TINY_LIB"]);
  });
});

describe("NoEmitOnErrorsPlugin page", async () => {
  const blocks = await pageBlocks("plugins/NoEmitOnErrorsPlugin.mdx");

  for (const nth of [0, 1]) {
    it(`writes nothing when the build has errors (example ${nth + 1})`, async () => {
      const dir = await project({ "src/index.js": "import './missing.js';\n" });
      const config = { ...(await exampleConfig(blockTitled(blocks, "webpack.config.js", nth), dir)), entry: "./src/index.js" };
      await expect(compile(config, dir)).rejects.toThrow(/missing\.js/);
      expect(existsSync(path.join(dir, "dist"))).toBe(false);
    });
  }
});
