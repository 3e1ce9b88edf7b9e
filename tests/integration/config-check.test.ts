import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCheckForNode, type CheckConfig } from "../../src/node/config-check/node-bundle.ts";
import { CONFIG_TITLE, collectCodeBlocks, evaluateConfig, type CodeBlock } from "./helpers/code-blocks.ts";
import { REPO_ROOT, paths } from "../../src/node/paths.ts";
import { loadSite } from "../../src/node/content/load-site.ts";
import { siteOptions } from "../../src/node/site/site-options.ts";
import { COPIED_LINES, copyText } from "../../src/shared/copy-text.ts";
import { JSDOM } from "jsdom";
import type { CheckData } from "../../src/shared/config-check-data.ts";
import type { CheckReport } from "../../src/app/components/tools/ConfigCheck/check.ts";
import { splitFrontMatter } from "../../src/node/content/front-matter.ts";
import { compilePage } from "../../src/node/markdown/compile-page.ts";
import { errorsCatalogue } from "../../src/node/messages/extension.ts";

/**
 * The configuration check page's code, bundled the way the site's browser build bundles it (the same rewrites
 * of webpack's and schema-utils' validation code, the validators the build generates), must report for every
 * configuration exactly the message `webpack.validate()` throws in Node.
 */

let workDir: string;
let checkConfig: CheckConfig<CheckReport>;
let data: CheckData;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), "config-check-test-"));
  ({ checkConfig, data } = await loadCheckForNode<CheckReport>(workDir));
}, 120_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** What `webpack.validate()` throws for the configuration the text exports, run in Node; empty when it passes. */
async function nodeMessage(code: string, lang = "js"): Promise<string> {
  const block: CodeBlock = { file: "test", line: 1, lang, code, meta: "", title: `webpack.config.${lang}` } as CodeBlock;
  const config = await evaluateConfig(block, { realModules: true });
  try {
    webpack.validate(config as webpack.Configuration);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

async function browserReport(code: string): Promise<Extract<CheckReport, { status: "checked" }>> {
  const report = await checkConfig(code, data);
  if (report.status !== "checked") throw new Error(`not checked: ${JSON.stringify(report)}`);
  return report;
}

/** Configurations with something wrong, each of a kind a reader meets. */
const BROKEN: Record<string, { code: string; lang?: string; problems: number }> = {
  "a typo in an output option": { code: `module.exports = { output: { filenme: "[name].js" } };`, problems: 1 },
  "a typo at the top level": { code: `module.exports = { entyr: "./src/index.js" };`, problems: 1 },
  "a wrong type": { code: `module.exports = { mode: "prod", devtool: 5 };`, problems: 2 },
  "a relative output.path": { code: `module.exports = { output: { path: "dist" } };`, problems: 1 },
  "an absolute output.filename": { code: `module.exports = { output: { filename: "/abs/[name].js" } };`, problems: 1 },
  "an exclamation mark in a path": { code: `module.exports = { output: { path: "/dist!x" } };`, problems: 1 },
  "webpack 4's module.loaders": { code: `module.exports = { module: { loaders: [{ test: /\\.js$/, loader: "babel-loader" }] } };`, problems: 1 },
  "webpack 4's node.fs": { code: `module.exports = { node: { fs: "empty" } };`, problems: 1 },
  "webpack 4's occurrenceOrder": { code: `module.exports = { optimization: { occurrenceOrder: true } };`, problems: 1 },
  "an old devtool name": { code: `module.exports = { devtool: "cheap-module-eval-source-map" };`, problems: 1 },
  "a function where a string is required": { code: `module.exports = { mode: () => "production" };`, problems: 1 },
  "a function returning a broken configuration": {
    code: `module.exports = (env, argv) => ({ mode: argv.mode, output: { pathinfo: "yes" } });`,
    problems: 1,
  },
  "an array of configurations, the second broken": {
    code: `module.exports = [{ name: "client", entry: "./a.js" }, { name: "server", target: "node", ouput: {} }];`,
    problems: 1,
  },
  ".mjs with export default": { code: `export default { mode: "development", resolve: { extension: [".js"] } };`, lang: "mjs", problems: 1 },
  "TypeScript with a type annotation": {
    code: `import type { Configuration } from "webpack";\nconst config: Configuration = { mode: "production", performance: { hints: "loud" } };\nexport default config;`,
    lang: "ts",
    problems: 1,
  },
  "a rule with a wrong condition": { code: `module.exports = { module: { rules: [{ test: 5, use: "css-loader" }] } };`, problems: 1 },
  "an unknown stats preset": { code: `module.exports = { stats: "loud" };`, problems: 1 },
  "webpack 4's jsonpFunction": { code: `module.exports = { output: { jsonpFunction: "webpackJsonp" } };`, problems: 1 },
  "a negative number": { code: `module.exports = { parallelism: -1 };`, problems: 1 },
  "an empty entry string": { code: `module.exports = { entry: "" };`, problems: 1 },
  "a wrong experiments flag": { code: `module.exports = { experiments: { topLevelAwait: "yes", css: 1 } };`, problems: 1 },
};

/** Valid configurations written as a reader would, including values only the build knows. */
const VALID: Record<string, { code: string; lang?: string }> = {
  "computed paths and plugins": {
    code: `const path = require("path");\nconst webpack = require("webpack");\nmodule.exports = { entry: { main: "./src/index.js" }, output: { path: path.resolve(__dirname, "dist"), filename: \`[name].[contenthash].js\` }, plugins: [new webpack.ProgressPlugin()] };`,
  },
  "an object literal": { code: `{ mode: "none", target: ["web", "es2020"], cache: { type: "filesystem" } }` },
  JSON: { code: `{ "mode": "development", "devtool": "eval-cheap-module-source-map", "output": { "publicPath": "/assets/" } }` },
};

describe("the check page's validation", () => {
  for (const [name, { code, lang, problems }] of Object.entries(BROKEN)) {
    it(`${name}: the same message as webpack.validate()`, async () => {
      const report = await browserReport(code);
      const expected = await nodeMessage(code, lang);
      expect(expected).not.toBe("");
      expect(report.message).toBe(expected);
      expect(report.problems).toHaveLength(problems);
      // Every problem links to the reference's entry of the option, or of the object it is in.
      for (const problem of report.problems) expect(problem.reference?.url).toMatch(/^\/configuration\/reference\/(#|$)/);
    });
  }

  for (const [name, { code, lang }] of Object.entries(VALID)) {
    it(`${name}: accepted, as by webpack.validate()`, async () => {
      const report = await browserReport(code);
      const bare = code.trimStart().startsWith("{");
      if (!bare) expect(await nodeMessage(code, lang)).toBe("");
      expect(report.message).toBe("");
      expect(report.options.length).toBeGreaterThan(2);
    });
  }

  it("the documentation's own webpack.config.* examples: the same verdict as webpack.validate()", async () => {
    const blocks = (await collectCodeBlocks(paths.content, REPO_ROOT, siteOptions().extensions)).filter(
      (block) => block.title && CONFIG_TITLE.test(block.title) && block.lang !== "diff",
    );
    const mismatches: string[] = [];
    let compared = 0;
    for (const block of blocks) {
      let expected: string;
      try {
        const config = await evaluateConfig(block);
        try {
          webpack.validate(config as webpack.Configuration);
          expected = "";
        } catch (error) {
          expected = (error as Error).message;
        }
      } catch {
        continue; // an excerpt that does not run on its own
      }
      const report = await checkConfig(block.code, data);
      if (report.status !== "checked") continue; // the exported value is built by code (only the build can tell)
      compared++;
      if (report.message !== expected) mismatches.push(`${block.file}:${block.line}: ${report.message.split("\n").slice(0, 3).join(" ")}`);
    }
    console.log(`${compared} documentation examples checked by the page's code and by webpack.validate()`);
    expect(compared).toBeGreaterThanOrEqual(25);
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe("the check page's explanations", () => {
  it("suggests the documented name for a typo and links webpack 4 options to the migration guide", async () => {
    const typo = await browserReport(`module.exports = { output: { filenme: "[name].js" } };`);
    expect(typo.problems[0]!.didYouMean).toBe("output.filename");
    expect(typo.problems[0]!.reference?.path).toBe("output");
    const old = await browserReport(`module.exports = { optimization: { occurrenceOrder: true }, node: { fs: "empty" } };`);
    expect(old.problems.map((problem) => problem.migration?.url)).toEqual([
      "/migrate/5/#nodejs-core-modules-are-no-longer-polyfilled",
      "/migrate/5/#renamed-and-removed-options",
    ]);
  });

  it("explains each option with the reference's description, type and defaults per mode", async () => {
    const report = await browserReport(`module.exports = { mode: "development", devtool: "source-map", optimization: { minimize: false } };`);
    const devtool = report.options.find((option) => option.path === "devtool")!;
    expect(devtool.referenceUrl).toBe("/configuration/reference/#devtool");
    expect(devtool.entry?.description).toMatch(/^A developer tool to enhance debugging/);
    const minimize = report.options.find((option) => option.path === "optimization.minimize")!;
    expect(minimize.entry?.type).toBe("boolean | object");
    expect(minimize.entry?.production).toBe("true");
    expect(minimize.entry?.development).toBe("false");
    expect(report.mode).toBe("development");
  });

  it("checks a documented plugin's and loader's options with the package's own schema and message", async () => {
    const code = `const MiniCssExtractPlugin = require("mini-css-extract-plugin");
module.exports = {
  module: { rules: [{ test: /\\.css$/, use: [{ loader: "css-loader", options: { modulez: true } }] }] },
  plugins: [new MiniCssExtractPlugin({ filenme: "[name].css" })],
};`;
    const report = await browserReport(code);
    expect(report.message).toBe("");
    const plugin = report.packages.find((entry) => entry.name === "MiniCssExtractPlugin")!;
    expect(plugin.url).toBe("/plugins/mini-css-extract-plugin/");
    let nodeText = "";
    try {
      const { default: MiniCssExtractPlugin } = await import("mini-css-extract-plugin");
      new MiniCssExtractPlugin({ filenme: "[name].css" } as never);
    } catch (error) {
      nodeText = (error as Error).message;
    }
    expect(nodeText).not.toBe("");
    expect(plugin.message).toBe(nodeText);
    const loader = report.packages.find((entry) => entry.name === "css-loader")!;
    expect(loader.url).toBe("/loaders/css-loader/");
    expect(loader.problems).toHaveLength(1);
    expect(loader.problems[0]).toContain("modulez");
  });

  it("never runs the text: a configuration that calls a function is read, not executed", async () => {
    const marker = path.join(workDir, "ran");
    const code = `require("fs").writeFileSync(${JSON.stringify(marker)}, "x");\nglobalThis.ranConfig = true;\nmodule.exports = { mode: (() => { globalThis.ranConfig = true; return "production"; })() };`;
    const report = await browserReport(code);
    expect((globalThis as { ranConfig?: boolean }).ranConfig).toBeUndefined();
    expect(() => readFileSync(marker)).toThrow();
    expect(report.options.find((option) => option.path === "mode")?.computed).toBe(true);
  });

  it("links each problem to the errors catalogue's form of “Invalid configuration object” it is", async () => {
    // The forms the errors section shows, as the build hands them on (the entry's URL with each form's heading).
    const file = "content/errors/invalid-configuration.mdx";
    const { markdown } = splitFrontMatter(file, readFileSync(path.join(REPO_ROOT, file), "utf8"));
    const facts = await compilePage({
      file,
      markdown,
      format: "mdx",
      options: errorsCatalogue().compileOptions!("errors/invalid-configuration.mdx", { markdown, contentDir: path.join(REPO_ROOT, "content") }),
    });
    const validationMessages = facts.messages.map((use) => ({
      template: use.template,
      url: `/errors/invalid-configuration/#${use.heading!.id}`,
      title: use.heading!.text,
    }));
    const report = await checkConfig(`module.exports = {\n  mode: "prod",\n  modul: {},\n  devtool: "cheap-eval-source-map",\n};`, {
      ...data,
      validationMessages,
    });
    if (report.status !== "checked") throw new Error(`not checked: ${JSON.stringify(report)}`);
    expect(Object.fromEntries(report.problems.map((problem) => [problem.text.split("\n")[0], problem.entry?.url]))).toEqual({
      "configuration has an unknown property 'modul'. These properties are valid:": "/errors/invalid-configuration/#has-an-unknown-property",
      "configuration.mode should be one of these:": "/errors/invalid-configuration/#should-be-one-of-these",
      [report.problems.find((problem) => problem.text.startsWith("configuration.devtool"))!.text.split("\n")[0]!]:
        "/errors/invalid-configuration/#devtool-should-match-pattern",
    });
    expect(report.entry?.url).toBe("/errors/invalid-configuration/#invalid-configuration-object");
  });

  it("says what it cannot read, with the line", async () => {
    const report = await checkConfig(`module.exports = {\n  mode: "production",,\n};`, data);
    expect(report.status).toBe("unreadable");
    expect(report.status === "unreadable" && report.line).toBe(2);
  });
});

describe("the documentation's configuration examples", () => {
  it("explain the options the check explains in the same text, with the check's facts", async () => {
    const { loaded } = await loadSite(siteOptions());
    const mismatches: string[] = [];
    let examples = 0;
    let keys = 0;
    for (const page of loaded.pages.values()) {
      const document = new JSDOM(page.body.html).window.document;
      const tips = new Map([...document.querySelectorAll<HTMLElement>(".option-tip")].map((tip) => [tip.dataset.optionTip, tip.textContent ?? ""]));
      for (const figure of document.querySelectorAll(".code-block--config")) {
        examples++;
        // The text "Check this configuration" gives the check: the example as Copy gives it.
        const text = copyText(
          [...figure.querySelectorAll(COPIED_LINES)].map((line) => line.textContent ?? ""),
          figure.hasAttribute("data-diff"),
        );
        const report = await checkConfig(text, data);
        const where = `${page.entry.path} (${figure.querySelector("pre")?.textContent?.slice(0, 40).replace(/\s+/g, " ")}…)`;
        if (report.status !== "checked") {
          mismatches.push(`${where}: the check cannot read it`);
          continue;
        }
        const explained = [...figure.querySelectorAll<HTMLElement>(".option-key")].map((key) => key.dataset.option);
        const expected = report.options.flatMap((option) => (option.entry ? [option.entry.path] : []));
        keys += explained.length;
        if (JSON.stringify(explained) !== JSON.stringify(expected))
          mismatches.push(`${where}: keys ${explained.join(", ")}; the check: ${expected.join(", ")}`);
        for (const option of report.options) {
          const tip = option.entry && tips.get(option.entry.path);
          if (!option.entry || tip === undefined) continue;
          if (!tip.includes(`Type: ${option.entry.type}`) || (option.entry.added && !tip.includes(option.entry.added)))
            mismatches.push(`${where}: ${option.entry.path} explained otherwise than on the check page`);
        }
      }
    }
    console.log(`${examples} configuration examples on the site, ${keys} option keys explained`);
    expect(examples).toBeGreaterThanOrEqual(300);
    expect(mismatches).toEqual([]);
  }, 300_000);
});
