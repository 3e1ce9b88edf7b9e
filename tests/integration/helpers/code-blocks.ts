import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";
import { copyText } from "../../../src/shared/copy-text.ts";
import { compilePage } from "../../../src/node/markdown/compile-page.ts";
import { splitFrontMatter } from "../../../src/node/content/front-matter.ts";
import { pageSourceOf, sectionSettingsOf } from "../../../src/node/content/content-index.ts";
import type { ContentExtension } from "../../../src/node/content/index-types.ts";

export interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  title?: string;
  code: string;
}

const SCRIPT_KINDS: Record<string, ts.ScriptKind> = {
  js: ts.ScriptKind.JS,
  javascript: ts.ScriptKind.JS,
  mjs: ts.ScriptKind.JS,
  cjs: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
};

export { CONFIG_TITLE } from "../../../src/node/markdown/config-examples.ts";

/** Every fenced code block of a content folder, with its file, line and title. */
export async function collectCodeBlocks(contentDir: string, repoRoot: string, extensions: readonly ContentExtension[] = []): Promise<CodeBlock[]> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((item) => item.isFile() && /\.mdx?$/.test(item.name)).map((entry) => path.join(entry.parentPath, entry.name));
  const blocks = await Promise.all(files.map((full) => codeBlocksOfFile(full, repoRoot, contentDir, extensions)));
  return blocks.flat();
}

/**
 * The fenced code blocks of one Markdown/MDX file, in order, with line and
 * title: the code-block facts of its compiled page (from the Markdown cache
 * when the build has compiled it already).
 */
export async function codeBlocksOfFile(
  full: string,
  repoRoot: string,
  contentDir = path.join(repoRoot, "content"),
  /** The site's extensions, for the pages that need their compile options (an errors entry's messages). */
  extensions: readonly ContentExtension[] = [],
): Promise<CodeBlock[]> {
  const file = path.relative(repoRoot, full).split(path.sep).join("/");
  const relative = path.relative(contentDir, full).split(path.sep).join("/");
  const source = (await readFile(full, "utf8")).replace(/\r\n?/g, "\n");
  const { markdown } = splitFrontMatter(file, source);
  // Compiled as the build compiles it, so that the build's cache answers.
  const section = relative.includes("/") ? relative.split("/")[0]! : undefined;
  const printable = section !== undefined && (await sectionSettingsOf(path.join(contentDir, section))).printable;
  const pageSource = pageSourceOf(file, relative, markdown, printable);
  for (const extension of extensions)
    pageSource.options = { ...pageSource.options, ...extension.compileOptions?.(relative, { markdown, contentDir }) };
  const facts = await compilePage(pageSource, path.join(repoRoot, ".cache", "markdown"));
  // A block with the code notation is checked as a reader copies it: its notation comments and removed lines left out.
  return facts.codeBlocks.map((block) => ({
    file,
    line: block.line,
    lang: block.lang.toLowerCase(),
    title: block.title,
    code: block.copied ?? block.value,
  }));
}

/** Syntax errors of a JavaScript/TypeScript block, or [] for other languages and valid code. */
export function syntaxErrors(block: CodeBlock): string[] {
  const kind = SCRIPT_KINDS[block.lang];
  if (kind === undefined) return [];
  const isModule = /^\s*(import|export)\s/m.test(block.code) || block.lang === "mjs";
  const name = `block.${kind === ts.ScriptKind.TSX ? "tsx" : kind === ts.ScriptKind.TS ? "ts" : kind === ts.ScriptKind.JSX ? "jsx" : isModule ? "mjs" : "js"}`;
  const source = ts.createSourceFile(name, block.code, ts.ScriptTarget.Latest, true, kind);
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((diagnostic) => {
    const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return `line ${line + 1} of the block: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
  });
}

const require = createRequire(import.meta.url);
const REAL_MODULES = new Set(["path", "node:path", "url", "node:url", "webpack", "os", "node:os", "util", "node:util"]);

/**
 * A stand-in for any package a config example requires: constructible (a
 * plugin instance with `apply`), callable, and with stand-in properties;
 * `.loader` is a string, as loaders' exported paths are.
 */
function standIn(name: string): unknown {
  const target = function StandIn(this: unknown) {
    if (new.target) return { apply() {} };
    return standIn(`${name}()`);
  };
  return new Proxy(target, {
    get(_target, property) {
      if (property === "loader") return `${name}/loader`;
      if (property === "prototype") return { apply() {} };
      if (property === "default" || property === "__esModule") return property === "__esModule" ? false : standIn(name);
      if (typeof property === "symbol") return undefined;
      return standIn(`${name}.${property}`);
    },
  });
}

/**
 * Runs a configuration example as a module (real `path`, `url` and `webpack`,
 * stand-ins for other packages) and returns the configuration it exports.
 */
export async function evaluateConfig(
  block: CodeBlock,
  options: {
    realModules?: boolean;
    dir?: string;
    /** Packages to use in place of the installed ones (an older webpack for the older migration guides). */ modules?: Record<string, unknown>;
  } = {},
): Promise<unknown> {
  const dir = options.dir ?? "/project";
  // A diff block is checked as the file it produces.
  const code = block.lang === "diff" ? copyText(block.code.split("\n"), true) : block.code;
  const prepared = code
    .replace(/import\.meta\.url/g, JSON.stringify(`file://${dir}/webpack.config.mjs`))
    .replace(/import\.meta\.dirname/g, JSON.stringify(dir))
    .replace(/import\.meta\.filename/g, JSON.stringify(`${dir}/webpack.config.mjs`));
  const { outputText } = ts.transpileModule(prepared, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true, jsx: ts.JsxEmit.React },
  });
  // With `realModules`, every package is the installed one (tests that compile an example need real loaders and
  // plugins), found from `dir` when one is given, as a reader's configuration finds them from its own folder.
  const real = options.realModules && options.dir ? createRequire(path.join(options.dir, "webpack.config.js")) : require;
  const load = (request: string): unknown => {
    if (options.modules && request in options.modules) return options.modules[request];
    return options.realModules || REAL_MODULES.has(request) ? (real(request) as unknown) : standIn(request);
  };
  const fakeRequire = Object.assign(load, {
    resolve: (request: string) => (options.realModules ? real.resolve(request) : `${dir}/node_modules/${request}`),
  });
  const module = { exports: {} as Record<string, unknown> };
  // Evaluated in this realm so that RegExps and functions pass webpack's schema checks.
  // The inner block lets an ES module example declare its own `__dirname`.
  // Running documentation examples is the point of this check, hence the eval.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function("require", "module", "exports", "__dirname", "__filename", "process", `{\n${outputText}\n}`) as (
    ...args: unknown[]
  ) => void;
  run(fakeRequire, module, module.exports, dir, `${dir}/webpack.config.js`, { ...process, env: { ...process.env, NODE_ENV: "production" } });
  let exported: unknown = module.exports.default ?? module.exports;
  if (typeof exported === "function") exported = (exported as (env: object, argv: object) => unknown)({}, { mode: "production" });
  return await exported;
}
