import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import type webpack from "webpack";
import { describe, expect, it } from "vitest";
import type { CodeBlock } from "./helpers/code-blocks.ts";
import { blockTitled, compile, exampleConfig, pageBlocks, projectsFor } from "./helpers/examples.ts";

/**
 * The configuration examples of the pages about plugins published as separate
 * packages (copy-webpack-plugin, the minimizers, eslint/stylelint, mini-css-
 * extract-plugin, html-webpack-plugin, …), compiled with the real installed
 * plugins against small fixtures. Each test checks what its page says the
 * example produces. Fixture files are taken from the page's own blocks where
 * the page shows them (a style sheet, an HTML page, a JSON file).
 */

const project = projectsFor();

const blocksOf = async (page: string) => pageBlocks(`plugins/${page}.mdx`);

async function configOf(page: string, dir: string, nth = 0): Promise<webpack.Configuration> {
  return exampleConfig(blockTitled(await blocksOf(page), "webpack.config.js", nth), dir);
}

/** The first untitled block of a language on a page (a fixture the page shows). */
async function blockOf(page: string, lang: string, includes = ""): Promise<CodeBlock> {
  const found = (await blocksOf(page)).find((block) => block.lang === lang && !block.title && block.code.includes(includes));
  if (!found) throw new Error(`no ${lang} block containing ${JSON.stringify(includes)} on ${page}`);
  return found;
}

const warningsOf = (stats: webpack.Stats) =>
  (stats.toJson({ all: false, warnings: true }).warnings ?? []).map((warning) => warning.message).join("\n");

/** Turns off the plugins' ESLint/Stylelint result caches, which would be written under the shared node_modules. */
function withoutLintCache(config: webpack.Configuration): webpack.Configuration {
  for (const plugin of config.plugins ?? []) {
    const options = (plugin as { options?: Record<string, unknown> } | null)?.options;
    if (options && "cacheLocation" in options) options.cache = false;
  }
  return config;
}

describe("copy-webpack-plugin", () => {
  it("copies a folder to the output root and renames files with a content hash", async () => {
    const dir = await project({
      "src/index.js": "console.log('app');\n",
      "public/robots.txt": "User-agent: *\n",
      "assets/fonts/inter.woff2": "not really a font",
    });
    const { files, stats } = await compile(await configOf("copy-webpack-plugin", dir), dir);
    expect(files["robots.txt"]).toBe("User-agent: *\n");
    expect(Object.keys(files).find((name) => name.startsWith("fonts/"))).toMatch(/^fonts\/inter\.[0-9a-f]{8,}\.woff2$/);
    expect(stats.toString({ colors: false })).toContain("[copied]");
  });

  it("transforms files while copying", async () => {
    const dir = await project({
      "src/index.js": "console.log('app');\n",
      "src/data/plans.json": JSON.stringify({ $comment: "internal note", plans: ["free", "pro"] }, null, 2),
    });
    const { files } = await compile(await configOf("copy-webpack-plugin", dir, 1), dir);
    expect(JSON.parse(files["data/plans.json"]!)).toEqual({ plans: ["free", "pro"] });
  });

  it("merges files into one with transformAll", async () => {
    const dir = await project({
      "src/index.js": "console.log('app');\n",
      "src/legal/a.txt": "License A\n",
      "src/legal/b.txt": "License B\n",
    });
    const { files } = await compile(await configOf("copy-webpack-plugin", dir, 2), dir);
    const merged = Object.keys(files).filter((name) => /^licenses\.[0-9a-f]+\.txt$/.test(name));
    expect(merged).toHaveLength(1);
    expect(files[merged[0]!]).toBe("License A\n\nLicense B");
  });
});

describe("compression-webpack-plugin", () => {
  const bigEntry = (extra = "") =>
    `export const words = [${Array.from({ length: 2500 }, (_, i) => JSON.stringify(`word-${i}`)).join(", ")}];\nconsole.log(words.join(" "));\n${extra}`;

  it("writes a gzipped copy of the output next to each file", async () => {
    const dir = await project({ "src/index.js": bigEntry() });
    const { files } = await compile(await configOf("compression-webpack-plugin", dir), dir);
    expect(files["main.js.gz"]).toBeDefined();
    const gz = await readFile(path.join(dir, "dist/main.js.gz"));
    expect(zlib.gunzipSync(gz).toString()).toBe(files["main.js"]);
  });

  it("writes .gz and .br files only for assets above the threshold", async () => {
    const dir = await project({
      "src/index.js": bigEntry("import('./small.js').then((m) => m.run());\n"),
      "src/small.js": "export function run() { console.log('small chunk'); }\n",
    });
    const { files } = await compile(await configOf("compression-webpack-plugin", dir, 1), dir);
    const main = await readFile(path.join(dir, "dist/main.js"));
    expect(main.length).toBeGreaterThanOrEqual(10240);
    expect(zlib.gunzipSync(await readFile(path.join(dir, "dist/main.js.gz")))).toEqual(main);
    expect(zlib.brotliDecompressSync(await readFile(path.join(dir, "dist/main.js.br")))).toEqual(main);
    const chunks = Object.keys(files).filter((name) => name.endsWith(".js") && name !== "main.js");
    expect(chunks).toHaveLength(1);
    expect(Buffer.byteLength(files[chunks[0]!]!)).toBeLessThan(10240);
    expect(files[`${chunks[0]}.gz`]).toBeUndefined();
    expect(files[`${chunks[0]}.br`]).toBeUndefined();
  });
});

describe("css-minimizer-webpack-plugin", () => {
  it("minimizes the CSS that mini-css-extract-plugin extracts", async () => {
    const css = await blockOf("css-minimizer-webpack-plugin", "css", ".card");
    const dir = await project({ "src/index.js": "import './style.css';\nconsole.log('app');\n", "src/style.css": css.code });
    const { files } = await compile(await configOf("css-minimizer-webpack-plugin", dir), dir);
    expect(files["main.css"]).toBe(".card{color:red;margin:10px;padding:0}");
    expect(files["main.js"]).not.toContain("card");
  });
});

describe("eslint-webpack-plugin", () => {
  it("reports a rule at warning level as a webpack warning", async () => {
    const dir = await project({ "src/index.js": "let count = Date.now() % 2;\nif (count == 1) console.log('odd');\n" });
    const config = withoutLintCache(await configOf("eslint-webpack-plugin", dir, 1));
    const { stats } = await compile(config, dir);
    expect(stats.hasErrors()).toBe(false);
    expect(warningsOf(stats)).toMatch(/\[eslint\][\s\S]*eqeqeq/);
  });

  it("fails a production build on a rule at error level", async () => {
    const dir = await project({ "src/index.js": "var count = 1;\nconsole.log(count);\n" });
    const config = withoutLintCache(await configOf("eslint-webpack-plugin", dir, 1));
    await expect(compile(config, dir)).rejects.toThrow(/no-var/);
  });
});

describe("stylelint-webpack-plugin", () => {
  const sheet = ".title {\n  color: #ff000;\n  background: white;\n}\n";

  it("fails the build on an error found with the project's .stylelintrc.json and warns on a warning", async () => {
    const rc = blockTitled(await blocksOf("stylelint-webpack-plugin"), ".stylelintrc.json");
    const dir = await project({ "src/index.js": "console.log('app');\n", "src/style.css": sheet, ".stylelintrc.json": rc.code });
    const config = withoutLintCache(await configOf("stylelint-webpack-plugin", dir));
    const error = await compile(config, dir).catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/\[stylelint\][\s\S]*color-no-invalid-hex/);
  });

  it("reports errors as warnings with failOnError: false", async () => {
    const dir = await project({ "src/index.js": "console.log('app');\n", "src/style.css": sheet });
    const config = withoutLintCache(await configOf("stylelint-webpack-plugin", dir, 1));
    const { stats } = await compile(config, dir);
    expect(stats.hasErrors()).toBe(false);
    expect(warningsOf(stats)).toMatch(/\[stylelint\][\s\S]*color-no-invalid-hex/);
  });
});

describe("html-minimizer-webpack-plugin", () => {
  it("minimizes copied HTML pages", async () => {
    const html = await blockOf("html-minimizer-webpack-plugin", "html", "About");
    const dir = await project({ "src/index.js": "console.log('app');\n", "src/pages/about.html": html.code });
    const { files } = await compile(await configOf("html-minimizer-webpack-plugin", dir), dir);
    expect(files["about.html"]).toBe(
      '<!DOCTYPE html> <html> <head> <title>About</title> </head> <body> <p class="intro">About us</p> </body> </html>',
    );
  });

  it("minimizes HTML emitted as an asset module", async () => {
    const html = await blockOf("html-minimizer-webpack-plugin", "html", "About");
    const dir = await project({ "src/index.js": "import page from './about.html';\nconsole.log(page);\n", "src/about.html": html.code });
    const { files } = await compile(await configOf("html-minimizer-webpack-plugin", dir, 1), dir);
    expect(files["about.html"]).toContain('<p class="intro">About us</p>');
    expect(files["about.html"]).not.toContain("<!--");
  });
});

describe("image-minimizer-webpack-plugin", () => {
  /** A 96×96 PNG written without compression, which any encoder can shrink. */
  async function photo(dir: string, name: string): Promise<Buffer> {
    const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    await writeFile(path.join(dir, name), png);
    return png;
  }

  it("re-encodes an imported PNG with sharp, smaller and under the same name", async () => {
    const dir = await project({ "src/index.js": "import logo from './logo.png';\nconsole.log(logo);\n" });
    const original = await photo(dir, "src/logo.png");
    const { files, stats } = await compile(await configOf("image-minimizer-webpack-plugin", dir), dir);
    const name = Object.keys(files).find((file) => file.endsWith(".png"))!;
    const output = await readFile(path.join(dir, "dist", name));
    expect(output.length).toBeLessThan(original.length);
    expect((await sharp(output).metadata()).width).toBe(96);
    expect(stats.toString({ colors: false })).toContain("[minimized]");
  });

  it("minimizes through the loader configured in a rule", async () => {
    const dir = await project({ "src/index.js": "import logo from './logo.png';\nconsole.log(logo);\n" });
    const original = await photo(dir, "src/logo.png");
    const { files } = await compile(await configOf("image-minimizer-webpack-plugin", dir, 1), dir);
    const name = Object.keys(files).find((file) => file.endsWith(".png"))!;
    expect((await readFile(path.join(dir, "dist", name))).length).toBeLessThan(original.length);
  });

  it("generates a WebP version for ?as=webp", async () => {
    const dir = await project({ "src/index.js": "import heroWebp from './hero.png?as=webp';\nconsole.log(heroWebp);\n" });
    await photo(dir, "src/hero.png");
    const { files } = await compile(await configOf("image-minimizer-webpack-plugin", dir, 2), dir);
    const webp = Object.keys(files).filter((file) => file.endsWith(".webp"));
    expect(webp).toHaveLength(1);
    expect(webp[0]).toMatch(/^[0-9a-f]+\.webp$/);
    expect((await sharp(await readFile(path.join(dir, "dist", webp[0]!))).metadata()).format).toBe("webp");
    expect(Object.keys(files).filter((file) => file.endsWith(".png"))).toEqual([]);
    expect(files["main.js"]).toContain(webp[0]);
  });
});

describe("json-minimizer-webpack-plugin", () => {
  it("rewrites copied JSON without whitespace", async () => {
    const json = await blockOf("json-minimizer-webpack-plugin", "json", "greeting");
    const dir = await project({ "src/index.js": "console.log('app');\n", "src/locales/en.json": json.code });
    const { files } = await compile(await configOf("json-minimizer-webpack-plugin", dir), dir);
    expect(files["locales/en.json"]).toBe('{"greeting":"Hello","farewell":"Goodbye"}');
  });
});

describe("mini-css-extract-plugin", () => {
  it("extracts imported CSS into main.css", async () => {
    const dir = await project({
      "src/index.js": "import './style.css';\nconsole.log('app');\n",
      "src/style.css": ".banner { border: 1px solid rebeccapurple; }\n",
    });
    const { files } = await compile(await configOf("mini-css-extract-plugin", dir), dir);
    expect(files["main.css"]).toContain("rebeccapurple");
    expect(files["main.js"]).not.toContain("rebeccapurple");
  });

  it("writes hashed CSS files for the entry and for a lazy chunk", async () => {
    const dir = await project({
      "src/index.js": "import './base.css';\ndocument.body.onclick = () => import('./settings.js');\n",
      "src/base.css": "body { margin: 0; color: darkslategray; }\n",
      "src/settings.js": "import './settings.css';\nconsole.log('settings');\n",
      "src/settings.css": ".settings { color: teal; }\n",
    });
    const { files } = await compile(await configOf("mini-css-extract-plugin", dir, 1), dir);
    const css = Object.keys(files).filter((name) => name.endsWith(".css"));
    expect(css).toHaveLength(2);
    const entry = css.find((name) => name.startsWith("main."))!;
    expect(entry).toMatch(/^main\.[0-9a-f]+\.css$/);
    expect(files[entry]).toContain("darkslategray");
    const lazy = css.find((name) => name !== entry)!;
    expect(lazy).toMatch(/^[\w-]+\.[0-9a-f]+\.css$/);
    expect(files[lazy]).toContain("teal");
    expect(files[entry]).not.toContain("teal");
  });
});

describe("terser-webpack-plugin", () => {
  it("extracts license comments into main.js.LICENSE.txt and points to it with a banner", async () => {
    const source = await blockOf("terser-webpack-plugin", "js", "my-widget");
    const dir = await project({ "src/index.js": source.code });
    const { files } = await compile(await configOf("terser-webpack-plugin", dir), dir);
    expect(files["main.js.LICENSE.txt"]).toContain("my-widget v2.1.0 | MIT License");
    expect(files["main.js"]!.startsWith("/*! For license information please see main.js.LICENSE.txt */")).toBe(true);
    expect(files["main.js"]).not.toContain("a note for maintainers");
    expect(files["main.js"]).not.toContain("MIT License");
  });

  it("drops console calls and every comment", async () => {
    const dir = await project({ "src/index.js": "/*! some-lib | MIT License */\nconsole.log('debug');\ndocument.title = 'ready';\n" });
    const { files } = await compile(await configOf("terser-webpack-plugin", dir, 1), dir);
    expect(Object.keys(files).filter((name) => name.endsWith(".LICENSE.txt"))).toEqual([]);
    expect(files["main.js"]).not.toContain("console");
    expect(files["main.js"]).not.toContain("MIT License");
    expect(files["main.js"]).toContain("ready");
  });
});

describe("html-webpack-plugin", () => {
  it("writes index.html with the title and a deferred script tag for the hashed bundle", async () => {
    const dir = await project({ "src/index.js": "console.log('inventory');\n" });
    const { files } = await compile(await configOf("html-webpack-plugin", dir), dir);
    const bundle = Object.keys(files).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))!;
    expect(bundle).toBeDefined();
    expect(files["index.html"]).toContain("<title>Inventory</title>");
    // minimized by the plugin, then by webpack's built-in HTML minimizer (no quotes, valueless defer)
    expect(files["index.html"]).toMatch(new RegExp(`<head>.*<script defer(="defer")? src="?${bundle.replace(/\./g, "\\.")}"?></script>.*</head>`));
    expect(files["index.html"]).toMatch(/<meta name="?viewport"?/);
  });

  it("writes one page per instance with only its entry's script", async () => {
    const dir = await project({ "src/app.js": "console.log('app');\n", "src/admin.js": "console.log('admin');\n" });
    const { files } = await compile(await configOf("html-webpack-plugin", dir, 1), dir);
    expect(files["index.html"]).toContain("<title>Shop</title>");
    expect(files["index.html"]).toMatch(/src="?app\.js"?>/);
    expect(files["index.html"]).not.toContain("admin.js");
    expect(files["admin.html"]).toContain("<title>Shop admin</title>");
    expect(files["admin.html"]).toMatch(/src="?admin\.js"?>/);
    expect(files["admin.html"]).not.toMatch(/src="?app\.js/);
  });
});
