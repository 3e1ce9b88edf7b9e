import vm from "node:vm";
import { JSDOM } from "jsdom";
import type webpack from "webpack";
import { describe, expect, it } from "vitest";
import type { CodeBlock } from "./helpers/code-blocks.ts";
import { compile, exampleConfig, pageBlocks, projectsFor } from "./helpers/examples.ts";

/**
 * Compiles the loader pages' own examples (content/loaders/*.mdx) with the
 * installed loaders against small fixtures, most of them the pages' own
 * file blocks, and checks what each page says the result is.
 */

/** The first block with this title (`""`: an untitled block) whose code contains `text`. */
function block(blocks: CodeBlock[], title: string, text = ""): CodeBlock {
  const found = blocks.find((item) => (title ? item.title === title : !item.title) && item.code.includes(text));
  if (!found) throw new Error(`no block titled ${title} containing ${JSON.stringify(text)} in ${blocks[0]?.file}`);
  return found;
}

/** A project with a `package.json` of its own (the repository's says "type": "module"), plus the given files. */
const project = projectsFor({ "package.json": JSON.stringify({ name: "my-app" }) });

async function build(config: webpack.Configuration, dir: string) {
  return compile({ ...config, optimization: { minimize: false, ...config.optimization } }, dir);
}

/** Runs a bundle in a fresh context and returns what it logged. */
function runLogged(code: string, globals: Record<string, unknown> = {}): { logs: string[]; context: Record<string, unknown> } {
  const logs: string[] = [];
  const context: Record<string, unknown> = { console: { log: (...args: unknown[]) => logs.push(args.map(String).join(" ")) }, ...globals };
  vm.runInNewContext(code, context);
  return { logs, context };
}

/** The source a loader chain produced for the module whose path ends with `suffix`. */
function moduleSource(stats: webpack.Stats, suffix: string): string {
  const found = [...stats.compilation.modules].find((module) => (module as webpack.NormalModule).resource?.endsWith(suffix)) as
    webpack.NormalModule | undefined;
  if (!found) throw new Error(`no module ${suffix}`);
  return String(found.originalSource()?.source());
}

/** Runs a bundle in a jsdom window at https://example.com/ and returns the window and what it logged. */
function runInDom(code: string) {
  const dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", { url: "https://example.com/", runScripts: "outside-only" });
  const logs: string[] = [];
  dom.window.console.log = (...args: unknown[]) => logs.push(args.map(String).join(" "));
  dom.window.eval(code);
  return { window: dom.window, logs };
}

const squash = (css: string) => css.replace(/\s+/g, "");

describe("css-loader page", async () => {
  const blocks = await pageBlocks("loaders/css-loader.mdx");

  it("CSS Modules recipe: generated names, composes, :global and named exports", async () => {
    const dir = await project({
      "src/card.module.css": block(blocks, "src/card.module.css").code,
      "src/index.js": block(blocks, "src/index.js", "card.module.css").code,
    });
    const config = await exampleConfig(block(blocks, "webpack.config.js", "localIdentName"), dir);
    const { files, stats } = await build(config, dir);
    const main = files["main.js"]!;
    const card = /card-module__card--[\w-]{5}/.exec(main)?.[0];
    const title = /card-module__card-title--[\w-]{5}/.exec(main)?.[0];
    expect(card).toBeDefined();
    expect(title).toBeDefined();
    // composes: the title's export lists both class names
    expect(main).toContain(`${title} ${card}`);
    expect(main).toContain(`.theme-dark .${card}`);
    const cssModule = [...stats.compilation.modules].find(
      (module) =>
        (module as webpack.NormalModule).resource?.endsWith("card.module.css") &&
        String((module as webpack.NormalModule).request).includes("css-loader") &&
        !String((module as webpack.NormalModule).request).includes("style-loader"),
    )!;
    const provided = stats.compilation.moduleGraph.getProvidedExports(cssModule);
    expect(provided).toEqual(expect.arrayContaining(["card", "card-title"]));
  });

  it("usage: url() in CSS becomes an emitted file", async () => {
    const dir = await project({
      "src/index.js": block(blocks, "src/index.js", "global.css").code,
      "src/global.css": "body { background: url(./logo.png); }\n",
      "src/logo.png": "not really a png, but a file",
    });
    const config = await exampleConfig(block(blocks, "webpack.config.js"), dir);
    const { files } = await build({ entry: "./src/index.js", ...config }, dir);
    const emitted = Object.keys(files).filter((name) => name.endsWith(".png"));
    expect(emitted).toHaveLength(1);
    expect(files["main.js"]).toContain(emitted[0]);
  });
});

describe("style-loader page", async () => {
  const blocks = await pageBlocks("loaders/style-loader.mdx");

  it("usage: importing the stylesheet appends a <style> element to <head>", async () => {
    const dir = await project({ "src/index.js": block(blocks, "src/index.js").code, "src/theme.css": "body { color: rebeccapurple; }\n" });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js"), dir), dir);
    const dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", { runScripts: "outside-only" });
    dom.window.eval(files["main.js"]!);
    const styles = [...dom.window.document.head.querySelectorAll("style")];
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toContain("color: rebeccapurple");
  });

  it("lazy styles: nothing until use(), removed again by unuse()", async () => {
    const dir = await project({
      "src/index.js": "import { setDark } from './theme-switch.js';\nglobalThis.setDark = setDark;\n",
      "src/theme-switch.js": block(blocks, "src/theme-switch.js").code,
      "src/dark.lazy.css": "body { background: black; }\n",
    });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js", "lazyStyleTag"), dir), dir);
    const dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", { runScripts: "outside-only" });
    dom.window.eval(files["main.js"]!);
    const count = () => dom.window.document.querySelectorAll("style").length;
    expect(count()).toBe(0);
    (dom.window as unknown as { setDark: (on: boolean) => void }).setDark(true);
    expect(count()).toBe(1);
    expect(dom.window.document.querySelector("style")!.textContent).toContain("background: black");
    (dom.window as unknown as { setDark: (on: boolean) => void }).setDark(false);
    expect(count()).toBe(0);
  });
});

describe("sass-loader page", async () => {
  const blocks = await pageBlocks("loaders/sass-loader.mdx");

  it("usage: SCSS is compiled (compressed in production mode)", async () => {
    const dir = await project({ "src/index.js": block(blocks, "src/index.js").code, "src/styles.scss": block(blocks, "src/styles.scss").code });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js"), dir), dir);
    expect(files["main.js"]).toContain(".button{color:#1d78c1}.button:hover{text-decoration:underline}");
  });

  it("implementation and api recipe: expanded output from the modern compiler API", async () => {
    const dir = await project({ "src/index.js": block(blocks, "src/index.js").code, "src/styles.scss": block(blocks, "src/styles.scss").code });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js", "modern-compiler"), dir), dir);
    expect(files["main.js"]).toContain(".button {\n  color: #1d78c1;\n}");
  });

  it("shared variables recipe: additionalData makes tokens.$brand available", async () => {
    const dir = await project({
      "src/index.js": "import './card.scss';\n",
      "src/_tokens.scss": block(blocks, "src/_tokens.scss").code,
      "src/card.scss": block(blocks, "src/card.scss").code,
    });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js", "additionalData"), dir), dir);
    expect(files["main.js"]).toContain(".card{border-color:#1d78c1}");
  });
});

describe("less-loader page", async () => {
  const blocks = await pageBlocks("loaders/less-loader.mdx");
  const files = () => ({ "src/index.js": block(blocks, "src/index.js").code, "src/theme.less": block(blocks, "src/theme.less").code });

  it("usage: variables and operations are compiled", async () => {
    const dir = await project(files());
    const { files: out } = await build(await exampleConfig(block(blocks, "webpack.config.js"), dir), dir);
    expect(squash(out["main.js"]!)).toContain(squash(".button {\n  color: #1d78c1;\n  border-radius: 8px;\n}"));
  });

  it("lessOptions: modifyVars overrides a variable", async () => {
    const dir = await project(files());
    const { files: out } = await build(await exampleConfig(block(blocks, "webpack.config.js", "modifyVars"), dir), dir);
    expect(out["main.js"]).toContain("color: #c1271d;");
  });
});

describe("stylus-loader page", async () => {
  const blocks = await pageBlocks("loaders/stylus-loader.mdx");

  it("usage: Stylus is compiled", async () => {
    const dir = await project({ "src/index.js": block(blocks, "src/index.js").code, "src/layout.styl": block(blocks, "src/layout.styl").code });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js"), dir), dir);
    expect(files["main.js"]).toContain(".sidebar{padding:24px;width:240px}");
  });

  it("stylusOptions: import and define are applied", async () => {
    const dir = await project({
      "src/index.js": block(blocks, "src/index.js").code,
      "src/tokens.styl": "accent = #1d78c1\n",
      "src/layout.styl": ".sidebar\n  color accent\n  content $theme\n",
    });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js", "stylusOptions"), dir), dir);
    expect(files["main.js"]).toContain(".sidebar{color:#1d78c1;content:'dark'}");
  });
});

describe("postcss-loader page", async () => {
  const blocks = await pageBlocks("loaders/postcss-loader.mdx");

  it("configuration file recipe: the plugin from postcss.config.js rewrites the CSS", async () => {
    const dir = await project({
      "postcss.config.js": block(blocks, "postcss.config.js", "brand-color").code,
      "src/index.js": "import './button.css';\n",
      "src/button.css": block(blocks, "src/button.css").code,
    });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js", "'postcss-loader'],"), dir), dir);
    expect(files["main.js"]).toContain("color: #1d78c1;");
    expect(files["main.js"]).not.toContain("color: brand");
  });
});

describe("html-loader page", async () => {
  const blocks = await pageBlocks("loaders/html-loader.mdx");

  it("usage: the image is emitted and its URL written into the exported HTML", async () => {
    const dir = await project({
      "src/index.js": block(blocks, "src/index.js").code,
      "src/banner.html": block(blocks, "src/banner.html").code,
      "src/logo.png": "png bytes",
    });
    const { files } = await build({ output: { publicPath: "/assets/" }, ...(await exampleConfig(block(blocks, "webpack.config.js"), dir)) }, dir);
    expect(files["images/logo.png"]).toBe("png bytes");
    const { window } = runInDom(files["main.js"]!);
    expect(window.document.querySelector(".banner img")!.getAttribute("src")).toBe("https://example.com/assets/images/logo.png");
  });

  it("custom attributes recipe: data-src is bundled, /static/ URLs are left alone", async () => {
    const dir = await project({
      "src/index.js": "import html from './gallery.html';\nconsole.log(html);\n",
      "src/gallery.html": '<img data-src="./photo.jpg" src="/static/placeholder.png" alt="">',
      "src/photo.jpg": "jpg bytes",
    });
    const { files } = await build(
      { output: { publicPath: "/" }, ...(await exampleConfig(block(blocks, "webpack.config.js", "data-src"), dir)) },
      dir,
    );
    const emitted = Object.keys(files).find((name) => name.endsWith(".jpg"))!;
    const { logs } = runInDom(files["main.js"]!);
    expect(logs[0]).toContain(`data-src="https://example.com/${emitted}"`);
    expect(logs[0]).toContain('src="/static/placeholder.png"');
  });
});

describe("exports-loader page", async () => {
  const blocks = await pageBlocks("loaders/exports-loader.mdx");
  const geometry = block(blocks, "vendor/geometry.js").code;

  it("usage: default and named exports are appended, as the page shows", async () => {
    const dir = await project({ "vendor/geometry.js": geometry, "src/index.js": block(blocks, "src/index.js").code });
    const { files, stats } = await build(await exampleConfig(block(blocks, "webpack.config.js"), dir), dir);
    const source = moduleSource(stats, "vendor/geometry.js");
    expect(source).toContain("export default area;");
    expect(squash(source)).toContain(squash("export { perimeter, GEOMETRY_VERSION as version };"));
    expect(runLogged(files["main.js"]!).logs).toEqual(["6 10 1.2.0"]);
  });

  it("CommonJS recipe: module.exports with an alias", async () => {
    const dir = await project({
      "vendor/geometry.js": geometry,
      "src/index.js": "const geometry = require('../vendor/geometry.js');\nconsole.log(geometry.area(2, 3), geometry.circumference(2, 3));\n",
    });
    const { files, stats } = await build(await exampleConfig(block(blocks, "webpack.config.js", "commonjs"), dir), dir);
    expect(squash(moduleSource(stats, "vendor/geometry.js"))).toContain(squash('module.exports = { area, "circumference": (perimeter) };'));
    expect(runLogged(files["main.js"]!).logs).toEqual(["6 10"]);
  });
});

describe("imports-loader page", async () => {
  const blocks = await pageBlocks("loaders/imports-loader.mdx");
  const jquery = "module.exports = { fn: {}, isStub: true };\n";

  it("usage: the plugin gets `import $ from 'jquery'` and works", async () => {
    const dir = await project({
      "node_modules/jquery/index.js": jquery,
      "vendor/jquery.highlight.js": block(blocks, "vendor/jquery.highlight.js").code,
      "src/index.js": "import $ from 'jquery';\nimport '../vendor/jquery.highlight.js';\nconsole.log(typeof $.fn.highlight);\n",
    });
    const { files, stats } = await build(await exampleConfig(block(blocks, "webpack.config.js"), dir), dir);
    expect(moduleSource(stats, "jquery.highlight.js")).toMatch(/^\/\*\*\* IMPORTS FROM imports-loader \*\*\*\/\nimport \$ from "jquery";/);
    expect(runLogged(files["main.js"]!).logs).toEqual(["function"]);
  });

  it("wrapper recipe: imports, additional code and the wrapper are generated as the page shows", async () => {
    const original = "this.legacyWidget = function () { return typeof jq; };";
    const dir = await project({
      "node_modules/jquery/index.js": jquery,
      "src/legacy-widget.js": original,
      "src/index.js": "import './legacy-widget.js';\nconsole.log(window.legacyWidget());\n",
    });
    const { files, stats } = await build(await exampleConfig(block(blocks, "webpack.config.js", "wrapper"), dir), dir);
    const source = moduleSource(stats, "legacy-widget.js");
    const shown = block(blocks, "", "}.call(window, $));").code.replace("  // the original code of legacy-widget.js", original).replaceAll("'", '"');
    expect(squash(source)).toBe(squash(shown));
    const window: Record<string, unknown> = {};
    window.window = window;
    expect(runLogged(files["main.js"]!, window).logs).toEqual(["object"]);
  });
});

describe("expose-loader page", async () => {
  const blocks = await pageBlocks("loaders/expose-loader.mdx");

  it("usage: lodash and its debounce become globals", async () => {
    const dir = await project({ "src/index.js": block(blocks, "src/index.js").code });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js"), dir), dir);
    const { context } = runLogged(files["main.js"]!);
    expect(typeof context._).toBe("function");
    expect((context._ as { VERSION: string }).VERSION).toMatch(/^4\./);
    expect(context.lodashDebounce).toBe((context._ as { debounce: unknown }).debounce);
  });
});

describe("val-loader page", async () => {
  const blocks = await pageBlocks("loaders/val-loader.mdx");

  it("usage: the module is replaced by the code its function returns", async () => {
    const dir = await project({ "src/build-info.js": block(blocks, "src/build-info.js").code, "src/index.js": block(blocks, "src/index.js").code });
    const { files, stats } = await build(await exampleConfig(block(blocks, "webpack.config.js"), dir), dir);
    expect(moduleSource(stats, "build-info.js")).toBe('export const revision = "1a2b3c4";\nexport const builtAt = "2026-01-01";');
    expect(files["main.js"]).not.toContain("execSync");
    expect(runLogged(files["main.js"]!).logs).toEqual(["Build 1a2b3c4 from 2026-01-01"]);
  });
});

describe("coffee-loader page", async () => {
  const blocks = await pageBlocks("loaders/coffee-loader.mdx");

  it("usage: the compiled JavaScript is what the page shows, and the bundle greets", async () => {
    const dir = await project({ "src/greet.coffee": block(blocks, "src/greet.coffee").code, "src/index.js": block(blocks, "src/index.js").code });
    const { files, stats } = await build(await exampleConfig(block(blocks, "webpack.config.js"), dir), dir);
    expect(moduleSource(stats, "greet.coffee").trim()).toBe(block(blocks, "", "export var greet").code.trim());
    expect(runLogged(files["main.js"]!).logs).toEqual(["Hello, world!"]);
  });
});

describe("remark-loader page", async () => {
  const blocks = await pageBlocks("loaders/remark-loader.mdx");

  it("usage: with remark-html and html-loader the Markdown file becomes HTML in the bundle", async () => {
    const dir = await project({
      "src/article.md": "# Release notes\n\nBuilds are **faster**.\n",
      "src/index.js": "import article from './article.md';\nconsole.log(article);\n",
    });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js", "RemarkHTML"), dir), dir);
    const [html] = runLogged(files["main.js"]!).logs;
    expect(html).toContain("<h1>Release notes</h1>");
    expect(html).toContain("<p>Builds are <strong>faster</strong>.</p>");
  });

  it("normalizing recipe: front matter removed, list written with the configured markers", async () => {
    const dir = await project({ "src/notes.md": block(blocks, "src/notes.md").code, "src/index.js": block(blocks, "src/index.js", "notes").code });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js", "asset/source"), dir), dir);
    const [notes] = runLogged(files["main.js"]!).logs;
    expect(notes).not.toContain("Release notes");
    expect(notes).toContain("- Faster _builds_\n- Smaller bundles");
  });
});

describe("babel-loader page", async () => {
  const blocks = await pageBlocks("loaders/babel-loader.mdx");
  const source = () => block(blocks, "src/index.js", "settings").code;

  it("targets: optional chaining and ?? are rewritten for chrome 79", async () => {
    const dir = await project({ "src/index.js": source() });
    const { stats } = await build(await exampleConfig(block(blocks, "webpack.config.js", "chrome 79"), dir), dir);
    const output = moduleSource(stats, "src/index.js");
    expect(output).not.toContain("?.");
    expect(output).not.toContain("??");
    expect(output).toContain("void 0");
  });

  it("targets: with 'defaults' the same code is left as it is", async () => {
    const dir = await project({ "src/index.js": source() });
    const { stats } = await build(await exampleConfig(block(blocks, "webpack.config.js", "'defaults'"), dir), dir);
    const output = moduleSource(stats, "src/index.js");
    expect(output).toContain("settings?.theme ?? 'light'");
  });
});

describe("source-map-loader page", async () => {
  const blocks = await pageBlocks("loaders/source-map-loader.mdx");

  it("usage: the dependency's own source map reaches the bundle's map", async () => {
    const map = {
      version: 3,
      file: "index.js",
      sources: ["../src/parse.ts"],
      sourcesContent: ["export const parse = (text: string) => text.trim();\n"],
      names: [],
      mappings: "AAAO,MAAM",
    };
    const dir = await project({
      "node_modules/some-lib/package.json": JSON.stringify({ name: "some-lib", main: "dist/index.js" }),
      "node_modules/some-lib/dist/index.js": "export const parse = (text) => text.trim();\n//# sourceMappingURL=index.js.map\n",
      "node_modules/some-lib/dist/index.js.map": JSON.stringify(map),
      "src/index.js": "import { parse } from 'some-lib';\nconsole.log(parse(' x '));\n",
    });
    const { files } = await build(await exampleConfig(block(blocks, "webpack.config.js"), dir), dir);
    const sources = (JSON.parse(files["main.js.map"]!) as { sources: string[] }).sources;
    expect(sources).toContain("webpack://my-app/./node_modules/some-lib/src/parse.ts");
    expect(files["main.js"]).not.toContain("sourceMappingURL=index.js.map");
  });
});
