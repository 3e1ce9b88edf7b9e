import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import webpack from "webpack";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { blockTitled, compile, pageBlocks, projectsFor } from "./helpers/examples.ts";

/**
 * content/api/hot-module-replacement.mdx covers the hot API declared in
 * node_modules/webpack/module.d.ts: every member of `interface Hot`, every
 * `HotUpdateStatus` value, every `ApplyOptions` key and every event type.
 * Its claims about the build are checked by compiling the page's own modules:
 * without HMR the guarded block disappears, with the plugin the accept call
 * is kept and the accepted dependency is re-imported.
 */

const PAGE = "api/hot-module-replacement.mdx";
const require = createRequire(import.meta.url);
const declarations = await readFile(require.resolve("webpack/module.d.ts"), "utf8");
const page = await readFile(path.join(REPO_ROOT, "content", PAGE), "utf8");
const blocks = await pageBlocks(PAGE);
const newProject = projectsFor();

function block(name: string, kind: "interface" | "enum" | "type"): string {
  const opener = kind === "enum" ? `const enum ${name} {` : kind === "interface" ? `interface ${name} {` : `type ${name} =`;
  const start = declarations.indexOf(opener);
  if (start < 0) throw new Error(`${name} not found in module.d.ts`);
  const end = kind === "type" ? declarations.indexOf(";\n\n", start) : declarations.indexOf("\n\t}", start);
  return declarations.slice(start + opener.length, end);
}

describe("Hot Module Replacement page", () => {
  it("covers every member of Hot, every status, every ApplyOptions key and every event type of module.d.ts", () => {
    const members = [...block("Hot", "interface").matchAll(/^\t\t(\w+)[(:?]/gm)].map((match) => match[1]!);
    const statuses = [...block("HotUpdateStatus", "enum").matchAll(/(\w+) = "(\w+)"/g)].map((match) => match[2]!);
    const applyOptions = [...block("ApplyOptions", "interface").matchAll(/^\t\t(\w+)\??:/gm)].map((match) => match[1]!);
    const events = [...declarations.matchAll(/type: "([\w-]+)";/g)].map((match) => match[1]!);

    const headings = page.split("\n").filter((line) => /^#{2,3} /.test(line));
    const missing = [
      ...members.filter((member) => !headings.some((heading) => new RegExp(`\\b${member}\\b`).test(heading))).map((m) => `Hot.${m} (no heading)`),
      ...statuses.filter((status) => !page.includes(`| \`${status}\` |`)).map((s) => `status ${s}`),
      ...applyOptions.filter((option) => !page.includes(`| \`${option}\` |`)).map((o) => `ApplyOptions.${o}`),
      ...events.filter((event) => !page.includes(`| \`${event}\` |`)).map((e) => `event ${e}`),
    ];
    console.log(
      `${members.length} Hot members, ${statuses.length} statuses, ${applyOptions.length} ApplyOptions keys, ${events.length} event types checked on content/${PAGE}`,
    );
    expect(members.length).toBeGreaterThan(10);
    expect(statuses.length).toBe(8);
    expect(missing).toEqual([]);
  });

  it("a build without HMR drops the guarded block; with the plugin the accept call is kept", async () => {
    const project = await newProject({
      "package.json": JSON.stringify({ name: "hmr-fixture", private: true }),
      "src/index.js": blockTitled(blocks, "src/index.js").code,
      "src/render.js": blockTitled(blocks, "src/render.js").code,
    });
    const marker = "render.js"; // the accepted request appears only inside the guarded block after bundling
    const production = await compile({ mode: "production", entry: "./src/index.js" }, project);
    expect(production.files["main.js"]).not.toContain("accept");
    expect(production.files["main.js"]).toContain("Hello from render.js");

    const hmrConfig = blockTitled(blocks, "webpack.config.js").code;
    expect(hmrConfig).toContain("new webpack.HotModuleReplacementPlugin()");
    const development = await compile(
      {
        mode: "development",
        devtool: false,
        entry: "./src/index.js",
        output: { path: path.join(project, "dist-hmr") },
        plugins: [new webpack.HotModuleReplacementPlugin()],
      },
      project,
    );
    const code = development.files["main.js"]!;
    const acceptCall = code.split("\n").find((line) => line.includes("module.hot.accept(") && line.includes(marker));
    expect(acceptCall).toBeDefined();
    // the accepted ES module dependency is re-imported before the callback runs
    expect(acceptCall).toMatch(/_render_js__WEBPACK_IMPORTED_MODULE_\d+__ = __webpack_require__/);
  });
});
