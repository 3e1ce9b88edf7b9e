import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { blockTitled, compile, exampleConfig, pageBlocks, projectsFor } from "./helpers/examples.ts";

// Every free variable webpack's APIPlugin replaces (the keys of its
// replacement table and the names it taps by hand) must have a
// ### `name` heading on the Module Variables page.

const PAGE = "api/module-variables.mdx";
const API_PLUGIN = path.join(REPO_ROOT, "node_modules/webpack/lib/javascript/APIPlugin.js");

async function apiPluginVariables(): Promise<string[]> {
  const source = await readFile(API_PLUGIN, "utf8");
  const table = /function getReplacements\(\) \{\n\treturn \{\n([\s\S]*?)\n\t\};\n\}/.exec(source);
  if (!table) throw new Error("getReplacements() not found in APIPlugin.js");
  const names = new Set([...table[1]!.matchAll(/^\t\t(?:"([^"]+)"|([\w$]+)): \{/gm)].map((match) => match[1] ?? match[2]!));
  // names tapped by hand (`parser.hooks.expression.for("__webpack_layer__")`); not AST node types
  for (const match of source.matchAll(/\.for\("([^"]+)"\)/g)) if (/^[a-z_$]/.test(match[1]!)) names.add(match[1]!);
  return [...names].sort();
}

describe("module variables page", () => {
  const newProject = projectsFor();

  it("documents every free variable of APIPlugin", async () => {
    const names = await apiPluginVariables();
    const text = await readFile(path.join(REPO_ROOT, "content", PAGE), "utf8");
    const headings = new Set([...text.matchAll(/^### `([^`]+)`\s*$/gm)].map((match) => match[1]!));
    console.log(
      `APIPlugin: ${names.length} free variables, ${names.filter((name) => headings.has(name)).length} of them with a heading; ${headings.size} variables documented on ${PAGE}`,
    );
    expect(names).toContain("__webpack_public_path__");
    expect(names.length).toBeGreaterThan(15);
    expect(names.filter((name) => !headings.has(name))).toEqual([]);
  });

  it("replaces import.meta.env values as the example says", async () => {
    const blocks = await pageBlocks(PAGE);
    const project = await newProject({
      "src/api.js": blockTitled(blocks, "src/api.js").code,
      "src/index.js": "import { apiUrl, debug } from './api.js';\nconsole.log(apiUrl, debug);\n",
    });
    const config = await exampleConfig(blockTitled(blocks, "webpack.config.js"), project);
    const { files } = await compile(config, project);
    expect(files["main.js"]).toContain("https://api.example.com");
    expect(files["main.js"]).not.toContain("import.meta.env");
  });

  it("gives a module its own __resourceQuery", async () => {
    const blocks = await pageBlocks(PAGE);
    const project = await newProject({
      "src/widget.js": blockTitled(blocks, "src/widget.js").code,
      "src/index.js": "import { theme } from './widget.js?theme=dark';\nconsole.log('theme:' + theme);\n",
    });
    const { files } = await compile({ mode: "none", entry: "./src/index.js" }, project);
    expect(files["main.js"]).toContain('"?theme=dark"');
  });
});
