import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import webpack from "webpack";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import type { CodeBlock } from "./helpers/code-blocks.ts";
import { compile, exampleConfig, pageBlocks, projectsFor } from "./helpers/examples.ts";

/**
 * Compiles the examples of the plugin pages written by helper plugins-b
 * (SplitChunksPlugin, ModuleFederationPlugin, DllPlugin, …) against small
 * fixtures and checks the output each page describes.
 */

const project = projectsFor();

/** The block titled `title` of a page that contains `needle`, so the test does not depend on the order of blocks. */
async function blockWith(page: string, needle: string, title = "webpack.config.js"): Promise<CodeBlock> {
  const matches = (await pageBlocks(page)).filter((block) => block.title === title && block.code.includes(needle));
  if (matches.length !== 1) throw new Error(`${matches.length} blocks titled ${title} with ${needle} in ${page}`);
  return matches[0] as CodeBlock;
}

/** A fake npm package in the fixture's node_modules; `padding` bytes make it pass a `minSize`. */
function fakePackage(name: string, marker: string, padding = 0): Record<string, string> {
  return {
    [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: "1.2.3", main: "index.js" }),
    [`node_modules/${name}/index.js`]: `export const value = ${JSON.stringify(marker + " ".repeat(padding))};\n`,
  };
}

/** Above the production `minSize` of 20000 bytes, like a real library. */
const LIBRARY_SIZE = 25000;

describe("split-chunks-plugin.mdx", () => {
  const page = "plugins/split-chunks-plugin.mdx";

  it("the Defaults block is what webpack applies in production mode", async () => {
    const block = (await pageBlocks(page)).find((b) => b.code.includes("enforceSizeThreshold: 50000"));
    if (!block) throw new Error("no Defaults block");
    const shown = ((await exampleConfig(block, REPO_ROOT)) as { optimization: { splitChunks: Record<string, unknown> } }).optimization.splitChunks;
    const compiler = webpack({ mode: "production", entry: "data:text/javascript,1", context: REPO_ROOT });
    const actual = compiler.options.optimization.splitChunks as Record<string, unknown>;
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v instanceof RegExp ? String(v) : v))) as unknown;
    expect(plain(shown)).toEqual(plain(actual));
  });

  it("vendor chunk: node_modules packages of both entries go to vendors.js only", async () => {
    const dir = await project({
      ...fakePackage("lib-a", "LIB_A_MARKER", LIBRARY_SIZE),
      ...fakePackage("lib-b", "LIB_B_MARKER", LIBRARY_SIZE),
      "src/app.js": "import { value } from 'lib-a';\nimport { value as b } from 'lib-b';\nconsole.log('APP', value, b);\n",
      "src/admin.js": "import { value } from 'lib-a';\nconsole.log('ADMIN', value);\n",
    });
    const config = await exampleConfig(await blockWith(page, "name: 'vendors'"), dir);
    const { files } = await compile(config, dir);
    expect(Object.keys(files).sort()).toEqual(["admin.js", "app.js", "vendors.js"]);
    expect(files["vendors.js"]).toContain("LIB_A_MARKER");
    expect(files["vendors.js"]).toContain("LIB_B_MARKER");
    expect(files["app.js"]).not.toContain("LIB_A_MARKER");
    expect(files["admin.js"]).not.toContain("LIB_A_MARKER");
  });

  it("shared modules: what both entries import is in commons.js only", async () => {
    const dir = await project({
      "src/shared.js": "export const shared = () => 'SHARED_MARKER';\n",
      "src/home.js": "import { shared } from './shared.js';\nconsole.log('HOME', shared());\n",
      "src/about.js": "import { shared } from './shared.js';\nconsole.log('ABOUT', shared());\n",
    });
    const config = await exampleConfig(await blockWith(page, "name: 'commons'"), dir);
    const { files } = await compile(config, dir);
    expect(Object.keys(files).sort()).toEqual(["about.js", "commons.js", "home.js"]);
    expect(files["commons.js"]).toContain("SHARED_MARKER");
    expect(files["home.js"]).not.toContain("SHARED_MARKER");
    expect(files["about.js"]).not.toContain("SHARED_MARKER");
  });

  it("all CSS in one file: one styles.css with the rules of both entries", async () => {
    const dir = await project({
      "src/home.css": ".home-marker { color: red; }\n",
      "src/about.css": ".about-marker { color: blue; }\n",
      "src/home.js": "import './home.css';\nconsole.log('HOME');\n",
      "src/about.js": "import './about.css';\nconsole.log('ABOUT');\n",
    });
    const config = await exampleConfig(await blockWith(page, "name: 'styles'"), dir);
    const { files } = await compile(config, dir);
    expect(Object.keys(files).sort()).toEqual(["about.js", "home.js", "styles.css"]);
    expect(files["styles.css"]).toContain(".home-marker");
    expect(files["styles.css"]).toContain(".about-marker");
  });

  it("one chunk per package: a chunk named after each package, scoped ones included", async () => {
    const dir = await project({
      ...fakePackage("lib-a", "LIB_A_MARKER"),
      ...fakePackage("@scope/lib-c", "LIB_C_MARKER"),
      "src/index.js": "import { value } from 'lib-a';\nimport { value as c } from '@scope/lib-c';\nconsole.log(value, c);\n",
    });
    const base = await exampleConfig(await blockWith(page, "npm."), dir);
    const { files } = await compile({ ...base, output: { filename: "[name].js" } }, dir);
    expect(files["npm.lib-a.js"]).toContain("LIB_A_MARKER");
    expect(files["npm.@scope.lib-c.js"]).toContain("LIB_C_MARKER");
    expect(files["main.js"]).not.toContain("LIB_A_MARKER");
  });

  it("keep a large library apart: chart.js goes to charts.js, other packages to the vendor group", async () => {
    const dir = await project({
      ...fakePackage("chart.js", "CHART_MARKER", LIBRARY_SIZE),
      ...fakePackage("lib-a", "LIB_A_MARKER", LIBRARY_SIZE),
      // the application's own code must stay above minRemainingSize (= minSize) for main.js to be split at all
      "src/index.js": `import { value } from 'chart.js';\nimport { value as a } from 'lib-a';\nconsole.log(value, a, ${JSON.stringify(" ".repeat(LIBRARY_SIZE))});\n`,
    });
    const base = await exampleConfig(await blockWith(page, "name: 'charts'"), dir);
    const { files } = await compile({ ...base, output: { filename: "[name].js" } }, dir);
    expect(files["charts.js"]).toContain("CHART_MARKER");
    const vendorFile = Object.keys(files).find((name) => files[name]?.includes("LIB_A_MARKER"));
    expect(vendorFile).toBeDefined();
    expect(vendorFile).not.toBe("main.js");
    expect(vendorFile).not.toBe("charts.js");
  });
});

describe("module-federation-plugin.mdx", () => {
  const page = "plugins/module-federation-plugin.mdx";
  const productCard = "export default function ProductCard(product) { return `PRODUCT_CARD_MARKER ${product.name}`; }\n";

  it("remote: remoteEntry.js defines the container and loads the exposed module from its own chunk", async () => {
    const dir = await project({ "src/index.js": "console.log('catalog standalone');\n", "src/ProductCard.js": productCard });
    const config = await exampleConfig(await blockWith(page, "'./ProductCard'", "remote/webpack.config.js"), dir);
    const { files } = await compile(config, dir);
    const entry = files["remoteEntry.js"];
    expect(entry).toBeDefined();
    expect(entry).toMatch(/^var catalog;/);
    expect(entry).toContain('"./ProductCard"');
    expect(entry).not.toContain("PRODUCT_CARD_MARKER");
    const chunk = Object.keys(files).find((name) => files[name]?.includes("PRODUCT_CARD_MARKER"));
    expect(chunk).toBeDefined();
    expect(chunk).not.toBe("main.js");
  });

  it("host: catalog/ProductCard is not bundled, the remote's URL is loaded at run time", async () => {
    const blocks = await pageBlocks(page);
    const source = (title: string) => blocks.find((block) => block.title === title)?.code ?? "";
    const dir = await project({ "src/index.js": source("host/src/index.js"), "src/bootstrap.js": source("host/src/bootstrap.js") });
    const config = await exampleConfig(await blockWith(page, "name: 'shop'", "host/webpack.config.js"), dir);
    const { files } = await compile(config, dir);
    const all = Object.values(files).join("\n");
    expect(all).toContain("https://catalog.example.com/remoteEntry.js");
    expect(all).not.toContain("PRODUCT_CARD_MARKER");
  });

  it("exposes with name: the exposed module is emitted as product-card.js", async () => {
    const dir = await project({ "src/ProductCard.js": productCard, "src/api/index.js": "export const api = 'API_MARKER';\n" });
    const block = (await pageBlocks(page)).find((b) => b.code.includes("name: 'product-card'"));
    if (!block) throw new Error("no exposes example with a chunk name");
    const config = await exampleConfig(block, dir);
    const { files } = await compile({ ...config, entry: {} }, dir);
    expect(files["product-card.js"]).toContain("PRODUCT_CARD_MARKER");
    expect(files["remoteEntry.js"]).toContain('"./api"');
  });

  it("shared singleton: ui-kit gets a chunk of its own and is registered with its package version", async () => {
    const dir = await project({
      ...fakePackage("ui-kit", "UI_KIT_MARKER"),
      "node_modules/ui-kit/package.json": JSON.stringify({ name: "ui-kit", version: "2.3.4", main: "index.js" }),
      "src/index.js": "import('./ProductCard.js');\n",
      "src/ProductCard.js": "import { value } from 'ui-kit';\nexport default () => value;\n",
    });
    const config = await exampleConfig(await blockWith(page, "'ui-kit'"), dir);
    const { files } = await compile(config, dir);
    const all = Object.values(files).join("\n");
    expect(all).toContain('"2.3.4"');
    const kit = Object.keys(files).filter((name) => files[name]?.includes("UI_KIT_MARKER"));
    expect(kit).toHaveLength(1);
    expect(kit[0]).not.toBe("remoteEntry.js");
    expect(kit[0]).not.toBe("main.js");
  });
});

describe("module-federation-plugin.mdx in Node.js", () => {
  it("the server host loads catalog/ProductCard from the CommonJS container at run time", async () => {
    const page = "plugins/module-federation-plugin.mdx";
    const dir = await project({
      // without a "type" field, Node.js runs the output as CommonJS (the repository says "type": "module")
      "catalog/package.json": JSON.stringify({ name: "catalog", version: "1.0.0" }),
      "shop/package.json": JSON.stringify({ name: "shop", version: "1.0.0" }),
      "catalog/src/index.js": "console.log('catalog standalone');\n",
      "catalog/src/ProductCard.js": "export default (product) => `PRODUCT_CARD_MARKER ${product.name}`;\n",
      "shop/src/index.js": "import('./bootstrap.js');\n",
      "shop/src/bootstrap.js": "import ProductCard from 'catalog/ProductCard';\nconsole.log(ProductCard({ name: 'Lamp' }));\n",
    });
    const catalogDir = path.join(dir, "catalog");
    const shopDir = path.join(dir, "shop");
    await compile(await exampleConfig(await blockWith(page, "name: 'catalog'", "catalog/webpack.config.js"), catalogDir), catalogDir);
    const shop = await compile(await exampleConfig(await blockWith(page, "name: 'shop'", "shop/webpack.config.js"), shopDir), shopDir);
    expect(Object.values(shop.files).join("\n")).not.toContain("PRODUCT_CARD_MARKER");
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(shopDir, "dist", "main.js")]);
    expect(stdout.trim()).toBe("PRODUCT_CARD_MARKER Lamp");
  });
});

describe("dll-plugin.mdx", () => {
  const page = "plugins/dll-plugin.mdx";

  it("builds the DLL and its manifest, then a consumer that does not bundle the DLL's modules", async () => {
    const dir = await project({
      ...fakePackage("lib-a", "LIB_A_MARKER"),
      ...fakePackage("lib-b", "LIB_B_MARKER"),
      "src/index.js": "import { value } from 'lib-a';\nconsole.log('APP_MARKER', value);\n",
    });
    const dllConfig = await exampleConfig(await blockWith(page, "DllPlugin", "webpack.dll.config.js"), dir);
    const dll = await compile(dllConfig, dir);
    expect(Object.keys(dll.files).sort()).toEqual(["vendor-manifest.json", "vendor.dll.js"]);
    expect(dll.files["vendor.dll.js"]).toMatch(/^var vendor_dll;/);
    expect(dll.files["vendor.dll.js"]).toContain("LIB_A_MARKER");
    const manifest = JSON.parse(dll.files["vendor-manifest.json"] ?? "{}") as {
      name: string;
      content: Record<string, { id: number | string; buildMeta?: unknown; exports?: string[] }>;
    };
    expect(manifest.name).toBe("vendor_dll");
    expect(Object.keys(manifest.content).sort()).toEqual(["./node_modules/lib-a/index.js", "./node_modules/lib-b/index.js"]);
    expect(manifest.content["./node_modules/lib-a/index.js"]?.exports).toEqual(["value"]);
    // the manifest excerpt on the page has the same shape as the real one
    const shown = JSON.parse((await blockWith(page, '"content"', "dll/vendor-manifest.json")).code) as typeof manifest;
    const shownEntry = shown.content["./node_modules/lib-a/index.js"];
    expect(Object.keys(shownEntry ?? {}).sort()).toEqual(Object.keys(manifest.content["./node_modules/lib-a/index.js"] ?? {}).sort());
    expect(shownEntry?.buildMeta).toEqual(manifest.content["./node_modules/lib-a/index.js"]?.buildMeta);
    // the id is the one webpack computes from the module's path, so it is the reader's too
    expect(shownEntry?.id).toBe(manifest.content["./node_modules/lib-a/index.js"]?.id);

    const appConfig = await exampleConfig(await blockWith(page, "dll/vendor-manifest.json')"), dir);
    const app = await compile(appConfig, dir);
    expect(app.files["main.js"]).toContain("APP_MARKER");
    expect(app.files["main.js"]).toContain("vendor_dll");
    expect(app.files["main.js"]).not.toContain("LIB_A_MARKER");
  });
});

describe("chunk merging plugins", () => {
  const entryWithLazyModule = {
    "src/index.js": "import('./tooltip.js').then((m) => console.log(m.default));\nconsole.log('ENTRY_MARKER');\n",
    "src/tooltip.js": "export default 'TOOLTIP_MARKER';\n",
  };

  it("limit-chunk-count-plugin.mdx: maxChunks 1 puts the import() module into main.js", async () => {
    const dir = await project(entryWithLazyModule);
    const config = await exampleConfig(await blockWith("plugins/limit-chunk-count-plugin.mdx", "maxChunks: 1,"), dir);
    const { files } = await compile(config, dir);
    expect(Object.keys(files)).toEqual(["main.js"]);
    expect(files["main.js"]).toContain("TOOLTIP_MARKER");
  });

  it("min-chunk-size-plugin.mdx: a chunk below minChunkSize is merged into its parent", async () => {
    const dir = await project(entryWithLazyModule);
    const config = await exampleConfig(await blockWith("plugins/min-chunk-size-plugin.mdx", "minChunkSize: 10000"), dir);
    const { files } = await compile(config, dir);
    expect(Object.keys(files)).toEqual(["main.js"]);
    expect(files["main.js"]).toContain("TOOLTIP_MARKER");
    // without the plugin, the same fixture has a chunk of its own
    const plain = await compile({ entry: "./src/index.js", output: { path: `${dir}/plain` } }, dir);
    expect(Object.keys(plain.files)).toHaveLength(2);
  });

  it("merge-duplicate-chunks-plugin.mdx: chart.js imported from two entries is one chunk, two with the option off", async () => {
    const page = "plugins/merge-duplicate-chunks-plugin.mdx";
    const blocks = await pageBlocks(page);
    const source = (title: string) => blocks.find((block) => block.title === title)?.code ?? "";
    const dir = await project({
      "src/home.js": source("src/home.js"),
      "src/about.js": source("src/about.js"),
      "src/chart.js": "export const draw = (selector) => console.log('CHART_MARKER', selector);\n",
    });
    const withChart = (files: Record<string, string>) => Object.keys(files).filter((name) => files[name]?.includes("CHART_MARKER"));
    const config = await exampleConfig(await blockWith(page, "MergeDuplicateChunksPlugin({ stage: 10 })"), dir);
    expect(withChart((await compile(config, dir)).files)).toHaveLength(1);
    const entry = { home: "./src/home.js", about: "./src/about.js" };
    expect(withChart((await compile({ entry, output: { path: `${dir}/default` } }, dir)).files)).toHaveLength(1);
    const off = await compile({ entry, output: { path: `${dir}/off` }, optimization: { mergeDuplicateChunks: false } }, dir);
    expect(withChart(off.files)).toHaveLength(2);
  });
});

describe("module-concatenation-plugin.mdx", () => {
  it("development build with concatenateModules shows the excerpt of the page", async () => {
    const page = "plugins/module-concatenation-plugin.mdx";
    const dir = await project({
      "src/math.js": "export const add = (a, b) => a + b;\n",
      "src/format.js": "export const format = (n) => `= ${n}`;\n",
      "src/index.js": "import { add } from './math.js';\nimport { format } from './format.js';\nconsole.log(format(add(1, 2)));\n",
    });
    const config = await exampleConfig(await blockWith(page, "concatenateModules: true"), dir);
    const { files } = await compile(config, dir);
    const excerpt = (await pageBlocks(page)).find((block) => block.code.includes("+ 2 modules"));
    expect(excerpt).toBeDefined();
    expect(files["main.js"]).toContain(excerpt?.code.trim());
  });
});

describe("hashed-module-ids-plugin.mdx", () => {
  it("module ids are six-character base64 strings", async () => {
    const dir = await project({
      "src/index.js": "import('./lazy.js').then((m) => console.log(m.default));\n",
      "src/lazy.js": "export default 'LAZY_MARKER';\n",
    });
    const config = await exampleConfig(await blockWith("plugins/hashed-module-ids-plugin.mdx", "HashedModuleIdsPlugin"), dir);
    const { files } = await compile(config, dir);
    const lazy = Object.entries(files).find(([, text]) => text.includes("LAZY_MARKER"))?.[1] ?? "";
    // quoted unless the id is a valid identifier: {"Yv/zJM"(…) or {osUekH(…)
    expect(lazy, lazy).toMatch(/\{"?[A-Za-z0-9+/]{6}"?\(/);
  });
});

describe("manifest-plugin.mdx", () => {
  it("manifest.json maps entry points, chunks and assets to public URLs, as shown on the page", async () => {
    const page = "plugins/manifest-plugin.mdx";
    const dir = await project({
      "src/logo.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
      "src/index.js": "import logo from './logo.svg';\nconsole.log(logo);\nimport('./lazy.js');\n",
      "src/lazy.js": "export default 1;\n",
    });
    const config = await exampleConfig(await blockWith(page, "new webpack.ManifestPlugin()"), dir);
    const { files } = await compile(config, dir);
    type Manifest = { entrypoints: Record<string, { imports: string[] }>; assets: Record<string, { file: string; src?: string }> };
    // chunk ids and content hashes depend on the fixture's location, not on the page
    const normalize = (text: string) => text.replace(/[0-9a-f]{20}/g, "HASH").replace(/"(\/static\/)?\d+\.(HASH\.)?js"/g, '"$1ID.$2js"');
    const manifest = JSON.parse(normalize(files["manifest.json"] ?? "{}")) as Manifest;
    const shown = JSON.parse(normalize((await blockWith(page, '"entrypoints"', "dist/manifest.json")).code)) as Manifest;
    expect(manifest.entrypoints).toEqual(shown.entrypoints);
    expect(Object.keys(manifest.assets).sort()).toEqual(Object.keys(shown.assets).sort());
    expect(manifest.assets).toEqual(shown.assets);
    expect(Object.keys(files)).toHaveLength(4);
  });
});

describe("profiling-plugin.mdx", () => {
  it("writes a Chrome trace with events named after plugins", async () => {
    const dir = await project({ "src/index.js": "console.log('profiled');\n" });
    const config = await exampleConfig(
      await blockWith("plugins/profiling-plugin.mdx", "outputPath: path.resolve(__dirname, 'profiling/events.json'),\n    })"),
      dir,
    );
    await compile(config, dir);
    const file = path.join(dir, "profiling/events.json");
    let text = "";
    for (let attempt = 0; attempt < 50 && !text.trimEnd().endsWith("]"); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      text = await readFile(file, "utf8").catch(() => "");
    }
    const events = JSON.parse(text) as { name: string; ph: string }[];
    expect(events.length).toBeGreaterThan(10);
    expect(events.map((event) => event.name)).toContain("SplitChunksPlugin");
  });
});

describe("virtual-url-plugin.mdx", () => {
  const page = "plugins/virtual-url-plugin.mdx";

  it("virtual:build-info (JSON) and virtual:feature-flags end up in the bundle", async () => {
    const dir = await project({
      "package.json": JSON.stringify({ name: "fixture", version: "9.8.7" }),
      "src/index.js": (await blockWith(page, "virtual:build-info", "src/index.js")).code,
    });
    // the page requires ./package.json relative to the configuration file, which is the fixture's folder here
    const block = await blockWith(page, "'feature-flags'");
    const config = await exampleConfig(
      { ...block, code: block.code.replace("'./package.json'", JSON.stringify(path.join(dir, "package.json"))) },
      dir,
    );
    const { files } = await compile(config, dir);
    expect(files["main.js"]).toContain("9.8.7");
    expect(files["main.js"]).toMatch(/!0|true/);
  });

  it("route table: one lazily loaded chunk per file of src/pages, imports resolved from src", async () => {
    const dir = await project({
      "src/pages/home.js": "export default 'HOME_PAGE_MARKER';\n",
      "src/pages/cart.js": "export default 'CART_PAGE_MARKER';\n",
      "src/index.js": "import routes from 'virtual:src/routes';\nconsole.log(routes.map((route) => route.path));\n",
    });
    const config = await exampleConfig(await blockWith(page, "'src/routes'"), dir);
    const { files } = await compile(config, dir);
    expect(files["main.js"]).toContain("/home");
    expect(files["main.js"]).toContain("/cart");
    expect(files["main.js"]).not.toContain("HOME_PAGE_MARKER");
    expect(Object.values(files).filter((text) => /HOME_PAGE_MARKER|CART_PAGE_MARKER/.test(text))).toHaveLength(2);
  });

  it("generated styles: virtual:theme goes to the CSS output", async () => {
    const dir = await project({ "src/index.js": "import 'virtual:theme';\n" });
    const config = await exampleConfig(await blockWith(page, "type: '.css'"), dir);
    const { files } = await compile(config, dir);
    const css = Object.entries(files).find(([name]) => name.endsWith(".css"));
    expect(css?.[1]).toContain("--primary");
  });
});
