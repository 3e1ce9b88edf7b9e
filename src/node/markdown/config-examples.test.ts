import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { installedReferenceModel } from "../reference/model.ts";
import { optionFactsOf } from "../reference/option-facts.ts";
import { compileBody } from "./compile.ts";
import { resultSource, type ConfigExamplesReference } from "./config-examples.ts";

const reference: ConfigExamplesReference = {
  referenceUrl: "/configuration/reference/",
  checkUrl: "/configuration/check/",
  options: optionFactsOf(installedReferenceModel()),
};

async function page(markdown: string) {
  const facts = await compileBody("examples.md", markdown, "md", { configExamples: reference });
  const document = new JSDOM(facts.html).window.document;
  const keys = [...document.querySelectorAll<HTMLAnchorElement>(".option-key")].map((key) => ({
    text: key.textContent,
    option: key.dataset.option,
    href: key.getAttribute("href"),
  }));
  return { facts, document, keys };
}

const fence = (code: string, meta = 'title="webpack.config.js"', lang = "js") => `\`\`\`${lang} ${meta}\n${code}\n\`\`\`\n`;

describe("configuration examples", () => {
  it("links every key of the exported configuration that is an option of the reference, at any depth", async () => {
    const { keys, document } = await page(
      fence(`const HtmlWebpackPlugin = require("html-webpack-plugin");
module.exports = {
  mode: "production",
  output: { filename: "[name].js", "path": "/dist" },
  module: { rules: [{ test: /\\.css$/, use: ["css-loader"] }] },
  plugins: [new HtmlWebpackPlugin({ cache: false, title: "App" })],
  devServer: { port: 8080 },
  notAnOption: true,
};`),
    );
    expect(keys).toEqual([
      { text: "mode", option: "mode", href: "/configuration/reference/#mode" },
      { text: "output", option: "output", href: "/configuration/reference/#output" },
      { text: "filename", option: "output.filename", href: "/configuration/reference/#outputfilename" },
      { text: '"path"', option: "output.path", href: "/configuration/reference/#outputpath" },
      { text: "module", option: "module", href: "/configuration/reference/#module" },
      { text: "rules", option: "module.rules", href: "/configuration/reference/#modulerules" },
      { text: "test", option: "module.rules[].test", href: "/configuration/reference/#modulerulestest" },
      { text: "use", option: "module.rules[].use", href: "/configuration/reference/#modulerulesuse" },
      // The plugin's own `cache` is not webpack's.
      { text: "plugins", option: "plugins", href: "/configuration/reference/#plugins" },
      { text: "devServer", option: "devServer", href: "/configuration/reference/#devserver" },
      { text: "port", option: "devServer.port", href: "/configuration/reference/#devserverport" },
    ]);
    const figure = document.querySelector(".code-block")!;
    expect(figure.classList).toContain("code-block--config");
    expect(figure.querySelector(".code-block__check")?.getAttribute("href")).toBe("/configuration/check/");
  });

  it("marks an example for its explanations also where the content has no check page to open it in", async () => {
    const facts = await compileBody("examples.md", fence(`module.exports = { mode: "production" };`), "md", {
      configExamples: { ...reference, checkUrl: undefined },
    });
    const figure = new JSDOM(facts.html).window.document.querySelector(".code-block")!;
    expect(figure.classList).toContain("code-block--config");
    expect(figure.querySelector(".option-key")?.getAttribute("data-option")).toBe("mode");
    expect(figure.querySelector(".code-block__check")).toBeNull();
  });

  it("explains each option once per page, hidden and out of the search index, with the reference's facts", async () => {
    const { document, facts } = await page(
      fence(`module.exports = { mode: "development", output: { filename: "a.js" } };`) +
        "\nText.\n\n" +
        fence(`export default { output: { filename: "b.js" } };`, 'title="webpack.config.mjs"'),
    );
    const container = document.querySelector<HTMLElement>(".option-tips")!;
    expect(container.dataset.pagefindIgnore).toBe("all");
    // After the article's sections: it adds nothing to their estimated heights.
    expect(container.parentElement).toBe(document.body);
    const tips = [...container.querySelectorAll<HTMLElement>(".option-tip")];
    expect(tips.map((tip) => tip.dataset.optionTip)).toEqual(["mode", "output", "output.filename"]);
    expect(tips.every((tip) => tip.getAttribute("role") === "tooltip" && tip.hidden)).toBe(true);
    const filename = tips[2]!;
    const option = reference.options.find((candidate) => candidate.path === "output.filename")!;
    expect(filename.querySelector(".option-tip__description")?.textContent).toBe(option.description.replace(/\*\*/g, ""));
    expect(filename.querySelector(".option-tip__facts")?.textContent).toBe(
      `Type: ${option.type} · Default: "[name].js" (production and development)`,
    );
    const minimize = (await page(fence(`module.exports = { optimization: { minimize: false } };`))).document.querySelector(
      '[data-option-tip="optimization.minimize"] .option-tip__facts',
    );
    expect(minimize?.textContent).toBe("Type: boolean | object · Default: production true, development false");
    // The keys' links are checked with the page's other links.
    expect(facts.links.filter((link) => link.path === "/configuration/reference/").map((link) => link.hash)).toEqual([
      "mode",
      "output",
      "outputfilename",
      "output",
      "outputfilename",
    ]);
  });

  it("reads TypeScript, a function and an array of configurations, and a diff or notation as the file they stand for", async () => {
    const typed = await page(
      fence(
        `import type { Configuration } from "webpack";\nconst config: Configuration = { target: "web" };\nexport default config;`,
        'title="webpack.config.ts"',
        "ts",
      ),
    );
    expect(typed.keys.map((key) => key.option)).toEqual(["target"]);
    const functional = await page(fence(`module.exports = (env) => [{ name: "a", devtool: false }, { name: "b" }];`));
    expect(functional.keys.map((key) => key.option)).toEqual(["name", "devtool", "name"]);
    const diff = await page(
      fence(` module.exports = {\n-  devtool: "eval",\n+  devtool: false,\n+  bail: true,\n };`, 'title="webpack.config.js"', "diff"),
    );
    expect(diff.keys.map((key) => key.option)).toEqual(["devtool", "bail"]);
    expect(diff.document.querySelector(".line--removed .option-key")).toBeNull();
    const notation = await page(fence(`module.exports = {\n  devtool: "eval", // [!code --]\n  devtool: false, // [!code ++]\n};`));
    expect(notation.document.querySelector(".line--removed .option-key")).toBeNull();
    expect(notation.document.querySelector(".line--added .option-key")?.textContent).toBe("devtool");
  });

  it("leaves alone an excerpt that does not parse, another file, and a block for an older webpack", async () => {
    const excerpt = await page(fence(`  output: {\n    filename: "[name].js",\n  },`));
    const other = await page(fence(`module.exports = { mode: "production" };`, 'title="webpack.prod.js"'));
    const older = await page(fence(`module.exports = { module: { loaders: [] } };`, 'title="webpack.config.js" webpack="4"'));
    for (const { keys, document, facts } of [excerpt, other, older]) {
      expect(keys).toEqual([]);
      expect(document.querySelector(".option-tips, .code-block__check, .code-block--config")).toBeNull();
      expect(facts.links).toEqual([]);
    }
  });

  it("keeps the code's colours and text: Copy gives the example as written", async () => {
    const code = `module.exports = { mode: "production" };`;
    const explained = await page(fence(code));
    const plain = await compileBody("examples.md", fence(code), "md");
    const text = (html: string) => new JSDOM(html).window.document.querySelector("pre")!.textContent;
    expect(text(explained.facts.html)).toBe(text(plain.html));
    const colour = (html: string) => new JSDOM(html).window.document.querySelector<HTMLElement>('pre span[style*="color"]')?.getAttribute("style");
    expect(colour(explained.facts.html)).toBe(colour(plain.html));
  });
});

describe("an example's source as the file it stands for", () => {
  it("blanks a diff's removed lines and sign column, and the notation's removed lines, keeping every offset", () => {
    const diff = " a\n-b\n+c";
    expect(resultSource(diff, true)).toBe(" a\n  \n c");
    const notation = "a // [!code --]\n// [!code --:2]\nb\nc\nd";
    const result = resultSource(notation, false);
    expect(result.length).toBe(notation.length);
    expect(result.split("\n").map((line) => line.trim())).toEqual(["", "", "", "", "d"]);
  });
});
