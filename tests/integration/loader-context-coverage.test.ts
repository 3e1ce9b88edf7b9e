import { readFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type webpack from "webpack";
import type { CodeBlock } from "./helpers/code-blocks.ts";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { compile, pageBlocks, projectsFor } from "./helpers/examples.ts";

// Every member of webpack's exported `LoaderContext` type (the intersection of
// NormalModuleLoaderContext, LoaderRunnerMutableContext,
// LoaderRunnerReadonlyContext, LoaderPluginLoaderContext and
// HotModuleReplacementPluginLoaderContext in types.d.ts) must have a
// `### this.<member>` heading on the Loader Interface page, and the page must
// not document a member the type does not have.

const PAGE = path.join(REPO_ROOT, "content/api/loaders.mdx");
const PROBE = path.join(REPO_ROOT, "__loader-context-probe__.ts");
const PROBE_TEXT = 'import type { LoaderContext } from "webpack";\nexport declare const probe: LoaderContext<Record<string, unknown>>;\n';

function loaderContextMembers(): string[] {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: [],
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === PROBE ? ts.createSourceFile(name, PROBE_TEXT, language) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === PROBE || fileExists(name);
  const program = ts.createProgram([PROBE], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(PROBE)!;
  const webpackTypes = program.getSourceFiles().find((file) => file.fileName.endsWith("webpack/types.d.ts"));
  if (!webpackTypes) throw new Error("webpack/types.d.ts was not loaded");
  let members: string[] = [];
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    const declaration = node.declarationList.declarations[0]!;
    const type = checker.getTypeAtLocation(declaration.name);
    members = checker.getPropertiesOfType(type).map((symbol) => symbol.getName());
  });
  return members.sort();
}

async function documentedMembers(): Promise<string[]> {
  const text = await readFile(PAGE, "utf8");
  return [...text.matchAll(/^### this\.([A-Za-z_$][\w$]*)\s*$/gm)].map((match) => match[1]!).sort();
}

describe("loader context coverage", () => {
  it("documents every member of LoaderContext and nothing else", async () => {
    const members = loaderContextMembers();
    const documented = await documentedMembers();
    console.log(`LoaderContext: ${members.length} members in types.d.ts, ${documented.length} documented on api/loaders.mdx`);
    expect(members.length).toBeGreaterThan(40);
    expect(members.filter((member) => !documented.includes(member))).toEqual([]);
    expect(documented.filter((member) => !members.includes(member))).toEqual([]);
    expect(documented.filter((member, index) => documented.indexOf(member) !== index)).toEqual([]);
  });
});

// The order claims of the same page, checked on a real build: the pitching
// diagram, the order of the enforce groups, and the inline prefix table.
describe("loader order on the Loader Interface page", () => {
  const newProject = projectsFor();

  const tracer = (name: string) =>
    `const log = require("path").join(__dirname, "..", "trace.log");\n` +
    `module.exports = function (source) { require("fs").appendFileSync(log, "${name} normal\\n"); return source; };\n` +
    `module.exports.pitch = function () { require("fs").appendFileSync(log, "${name} pitch\\n"); };\n`;

  async function trace(files: Record<string, string>, rules: webpack.RuleSetRule[]): Promise<string[]> {
    const project = await newProject({
      "package.json": '{ "private": true }\n',
      "src/a.js": "export default 1;\n",
      "trace.log": "",
      ...Object.fromEntries(["a", "b", "c", "pre", "normal", "inline", "post"].map((name) => [`loaders/${name}.js`, tracer(name)])),
      ...files,
    });
    await compile({ mode: "none", entry: "./src/index.js", module: { rules }, resolveLoader: { modules: [path.join(project, "loaders")] } }, project);
    return (await readFile(path.join(project, "trace.log"), "utf8")).trim().split("\n");
  }

  it("runs pitch functions left to right and normal functions right to left, as the diagram shows", async () => {
    const diagram = blockAfter(await pageBlocks("api/loaders.mdx"), "a-loader pitch");
    const claimed = diagram.code
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => /-loader (pitch|normal)$/.test(line))
      .map((line) => line.replace("-loader", ""));
    const seen = await trace({ "src/index.js": "import './a.js';\n" }, [{ test: /a\.js$/, use: ["a", "b", "c"] }]);
    expect(seen).toEqual(claimed);
  });

  it("runs pre, normal, inline and post loaders in the order the page states", async () => {
    const text = await readFile(PAGE, "utf8");
    expect(text).toContain("**pre** loaders first, then **normal** loaders, then **inline** loaders, and **post** loaders last");
    expect(text).toContain("Pitch functions run in the reverse order: post, inline, normal, pre.");
    const rules: webpack.RuleSetRule[] = [
      { test: /a\.js$/, enforce: "pre", use: ["pre"] },
      { test: /a\.js$/, use: ["normal"] },
      { test: /a\.js$/, enforce: "post", use: ["post"] },
    ];
    const seen = await trace({ "src/index.js": "import 'inline!./a.js';\n" }, rules);
    expect(seen).toEqual(["post pitch", "inline pitch", "normal pitch", "pre pitch", "pre normal", "normal normal", "inline normal", "post normal"]);
  });

  it("skips configured loaders by request prefix as the table says", async () => {
    const rows = [...(await readFile(PAGE, "utf8")).matchAll(/^\| `([-!]+)` \| (\w+) \| (\w+) \| (\w+) \|$/gm)];
    expect(rows.map((row) => row[1])).toEqual(["!", "-!", "!!"]);
    const rules: webpack.RuleSetRule[] = [
      { test: /a\.js$/, enforce: "pre", use: ["pre"] },
      { test: /a\.js$/, use: ["normal"] },
      { test: /a\.js$/, enforce: "post", use: ["post"] },
    ];
    for (const [, prefix, pre, normal, post] of rows) {
      const seen = await trace({ "src/index.js": `import '${prefix}inline!./a.js';\n` }, rules);
      const ran = (name: string) => (seen.includes(`${name} normal`) ? "applied" : "skipped");
      expect({ prefix, pre: ran("pre"), normal: ran("normal"), post: ran("post") }).toEqual({ prefix, pre, normal, post });
      expect(seen).toContain("inline normal");
    }
  });
});

function blockAfter(blocks: CodeBlock[], firstLine: string): CodeBlock {
  const found = blocks.find((block) => block.code.startsWith(firstLine));
  if (!found) throw new Error(`no code block starting with "${firstLine}"`);
  return found;
}
