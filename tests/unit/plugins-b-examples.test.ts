import { afterAll, describe, expect, it } from "vitest";
import type { CodeBlock } from "../../build/content/code-blocks.ts";
import { compile, exampleConfig, makeProject, pageBlocks, removeProject } from "./helpers/examples.ts";

/**
 * Compiles the examples of the plugin pages written by helper plugins-b
 * (SplitChunksPlugin, ModuleFederationPlugin, DllPlugin, …) against small
 * fixtures and checks the output each page describes.
 */

const projects: string[] = [];
afterAll(async () => Promise.all(projects.map(removeProject)));

async function project(files: Record<string, string>): Promise<string> {
  const dir = await makeProject(files);
  projects.push(dir);
  return dir;
}

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

    const appConfig = await exampleConfig(await blockWith(page, "dll/vendor-manifest.json')"), dir);
    const app = await compile(appConfig, dir);
    expect(app.files["main.js"]).toContain("APP_MARKER");
    expect(app.files["main.js"]).toContain("vendor_dll");
    expect(app.files["main.js"]).not.toContain("LIB_A_MARKER");
  });
});
