import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import webpack from "webpack";
import { afterAll } from "vitest";
import { type CodeBlock, codeBlocksOfFile, evaluateConfig } from "./code-blocks.ts";
import { REPO_ROOT } from "../../../src/node/paths.ts";
import { assertExamplePackagesInstalled, EXAMPLES_PACKAGE } from "./example-packages.ts";

/**
 * Helpers for tests that run a documentation page's own examples through the
 * installed webpack, so that what a page claims about the output is checked
 * on real output and cannot drift from the page.
 *
 *   const blocks = await pageBlocks("plugins/banner-plugin.mdx");
 *   const config = await exampleConfig(blockTitled(blocks, "webpack.config.js"), project);
 *   const { files } = await compile(config, project, { "src/index.js": "export default 1;" });
 */

/** The fenced code blocks of a content page (path relative to `content/`), in order. */
export async function pageBlocks(page: string): Promise<CodeBlock[]> {
  return codeBlocksOfFile(path.join(REPO_ROOT, "content", page), REPO_ROOT);
}

/** The `nth` (0-based) block with this title (`**webpack.config.js**` above the fence, or `title="…"`). */
export function blockTitled(blocks: CodeBlock[], title: string, nth = 0): CodeBlock {
  const found = blocks.filter((block) => block.title === title)[nth];
  if (!found) throw new Error(`no code block #${nth} titled ${title} in ${blocks[0]?.file ?? "the page"}`);
  return found;
}

/**
 * A fresh project folder inside the examples package (`tests/content-examples/.cache/projects/`), so that loaders,
 * plugins and the example's own imports resolve as in a reader's project: from that package's node_modules, then
 * the site's.
 */
export async function makeProject(files: Record<string, string> = {}): Promise<string> {
  assertExamplePackagesInstalled();
  const root = path.join(EXAMPLES_PACKAGE, ".cache", "projects");
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(path.join(root, "project-"));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

/**
 * A `project()` for one test file: each folder it makes holds the `base`
 * files (a `package.json`, say) plus the given ones, and is removed once the
 * file's tests have run. Call it at the top of the test file.
 */
export function projectsFor(base: Record<string, string> = {}): (files: Record<string, string>) => Promise<string> {
  const made: string[] = [];
  afterAll(async () => {
    await Promise.all(made.map(removeProject));
  });
  return async (files) => {
    const dir = await makeProject({ ...base, ...files });
    made.push(dir);
    return dir;
  };
}

/** Evaluates a configuration example with the real packages, `__dirname` being the project folder. */
export async function exampleConfig(block: CodeBlock, project: string): Promise<webpack.Configuration> {
  return (await evaluateConfig(block, { realModules: true, dir: project })) as webpack.Configuration;
}

export interface CompileResult {
  /** Every emitted file, by path relative to the output folder. */
  files: Record<string, string>;
  stats: webpack.Stats;
}

/**
 * Compiles a configuration in a project folder (its `context` and the working directory), writing the
 * output to `<project>/dist` unless the configuration says otherwise. Fails
 * with webpack's own messages when the build has errors.
 */
export async function compile(config: webpack.Configuration, project: string): Promise<CompileResult> {
  const outputPath = config.output?.path ?? path.join(project, "dist");
  const full: webpack.Configuration = {
    mode: "production",
    ...config,
    context: config.context ?? project,
    output: { ...config.output, path: outputPath },
    infrastructureLogging: { level: "error" },
  };
  // Run from the project, as a reader runs webpack: what resolves from the working directory (Babel's presets named
  // in loader options) comes from the project's packages, not from whatever the repository root happens to hold.
  const previous = process.cwd();
  process.chdir(project);
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    const compiler = webpack(full);
    compiler.run((error, result) => {
      compiler.close(() => (error || !result ? reject(error ?? new Error("webpack returned no stats")) : resolve(result)));
    });
  }).finally(() => process.chdir(previous));
  if (stats.hasErrors()) {
    const messages = stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message) ?? [];
    throw new Error(`the example failed to compile:\n${messages.join("\n\n")}`);
  }
  return { files: await readTree(outputPath), stats };
}

async function readTree(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full).split(path.sep).join("/")] = await readFile(full, "utf8");
  }
  return files;
}

/** Removes a project folder made by `makeProject`. */
export async function removeProject(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
