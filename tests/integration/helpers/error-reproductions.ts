import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import webpack from "webpack";
import { CONFIG_TITLE, evaluateConfig, type CodeBlock } from "./code-blocks.ts";
import { splitFrontMatter } from "../../../src/node/content/front-matter.ts";
import { compilePage } from "../../../src/node/markdown/compile-page.ts";
import type { MessageUseFact, PageFacts } from "../../../src/node/markdown/facts.ts";
import { errorsCatalogue } from "../../../src/node/messages/extension.ts";
import { splitTemplate } from "../../../src/node/messages/template-text.ts";
import { REPO_ROOT } from "../../../src/node/paths.ts";
import { ERRORS_SECTION } from "../../../src/shared/site.ts";
import { EXAMPLES_PACKAGE } from "./example-packages.ts";

/**
 * Reproductions of the errors catalogue's entries (README: "The errors
 * catalogue"). On an entry's page, the code blocks titled with a file path
 * (`**src/index.js**` above the fence) that follow a `<WebpackMessage>`, up to
 * the next one or the next `##` heading, are a project that makes webpack
 * print that message: a block titled `webpack.config.js` is its configuration,
 * the others are its files (`src/index.js` is the entry unless the
 * configuration says otherwise). A test builds each in a fresh temporary
 * folder with the installed webpack, in this process, and checks that webpack
 * printed the message as the entry shows it, every placeholder standing for
 * some text (and, for a template read from the code, each conditional part
 * standing for either of its forms: the singular as well as the plural).
 *
 *   for (const reproduction of await reproductionsOf("module-not-found.mdx")) {
 *     it(reproduction.name, async () => expectPrinted(reproduction, await runReproduction(reproduction)));
 *   }
 */
export interface Reproduction {
  /** `page.mdx:line` of the message, and its heading. */
  name: string;
  /** The message as the entry shows it. */
  use: MessageUseFact;
  files: Record<string, string>;
  config?: CodeBlock;
}

let extension: ReturnType<typeof errorsCatalogue> | undefined;

/** The reproductions of one page of the errors section (its path inside `content/errors/`). */
export async function reproductionsOf(page: string): Promise<Reproduction[]> {
  const relative = `${ERRORS_SECTION}/${page}`;
  const file = `content/${relative}`;
  const source = (await readFile(path.join(REPO_ROOT, file), "utf8")).replace(/\r\n?/g, "\n");
  const { markdown } = splitFrontMatter(file, source);
  extension ??= errorsCatalogue();
  const facts = await compilePage(
    { file, markdown, format: "mdx", options: extension.compileOptions!(relative, { markdown, contentDir: path.join(REPO_ROOT, "content") }) },
    path.join(REPO_ROOT, ".cache", "markdown"),
  );
  return reproductionsIn(page, facts);
}

/** Groups a compiled page's titled blocks with the message before them. */
export function reproductionsIn(page: string, facts: Pick<PageFacts, "messages" | "headings" | "codeBlocks">): Reproduction[] {
  const sections = facts.headings.filter((heading) => heading.level <= 2).map((heading) => heading.line);
  const reproductions: Reproduction[] = [];
  facts.messages.forEach((use, index) => {
    const next = Math.min(facts.messages[index + 1]?.line ?? Infinity, sections.find((line) => line > use.line) ?? Infinity);
    const blocks = facts.codeBlocks.filter((block) => block.title && block.line > use.line && block.line < next);
    if (!blocks.length) return;
    const files: Record<string, string> = {};
    let config: CodeBlock | undefined;
    for (const block of blocks) {
      const asBlock: CodeBlock = { file: page, line: block.line, lang: block.lang, title: block.title, code: block.value };
      if (CONFIG_TITLE.test(block.title!)) config = asBlock;
      else files[block.title!] = block.value;
    }
    reproductions.push({ name: `${page}:${use.line} (${use.heading?.text ?? "top"})`, use, files, config });
  });
  return reproductions;
}

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/**
 * A fresh folder outside the repository, so that what webpack suggests for a
 * request that fails is not a package the site happens to have installed;
 * loaders still resolve from the examples package and the site.
 */
async function project(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "webpack-message-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const LOADER_FOLDERS = ["node_modules", path.join(EXAMPLES_PACKAGE, "node_modules"), path.join(REPO_ROOT, "node_modules")];

/**
 * What webpack printed for a reproduction: every error and warning message, the message of an error it threw, and
 * every warning the process emitted meanwhile (a deprecation), as Node.js prints it. Node.js prints a deprecation code
 * once per process: each code is reproduced once. A project with no `src/index.js` gets an empty one.
 */
export async function runReproduction(reproduction: Reproduction, defaults: webpack.Configuration = {}): Promise<string[]> {
  const emitted: string[] = [];
  const onWarning = (warning: Error & { code?: string }) => {
    emitted.push(`(node:${process.pid}) ${warning.code ? `[${warning.code}] ` : ""}${warning.name}: ${warning.message}`);
  };
  process.on("warning", onWarning);
  try {
    const printed = await build(reproduction, defaults);
    // Node.js emits a warning on the next tick of the call that raised it.
    await new Promise((resolve) => setImmediate(resolve));
    return [...printed, ...emitted];
  } finally {
    process.off("warning", onWarning);
  }
}

async function build(reproduction: Reproduction, defaults: webpack.Configuration): Promise<string[]> {
  const dir = await project({
    "package.json": JSON.stringify({ name: "reproduction", private: true }),
    "src/index.js": "",
    ...reproduction.files,
  });
  let config: webpack.Configuration;
  try {
    // The project lives outside the repository: its configuration gets the installed webpack as `webpack`.
    config = reproduction.config
      ? ((await evaluateConfig(reproduction.config, { realModules: true, dir, modules: { webpack } })) as webpack.Configuration)
      : {};
  } catch (error) {
    return [(error as Error).message];
  }
  const full: webpack.Configuration = {
    entry: "./src/index.js",
    ...defaults,
    ...config,
    context: config.context ?? dir,
    output: { path: path.join(dir, "dist"), ...config.output },
    resolveLoader: { modules: LOADER_FOLDERS, ...config.resolveLoader },
    infrastructureLogging: { level: "error" },
  };
  const previous = process.cwd();
  process.chdir(dir);
  try {
    const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) => {
      const compiler = webpack(full);
      compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result))));
    });
    if (!stats) return [];
    const printed: string[] = [];
    const collect = (compilation: webpack.Compilation) => {
      for (const problem of [...compilation.errors, ...compilation.warnings]) printed.push(problem.message);
      for (const child of compilation.children) collect(child);
    };
    collect(stats.compilation);
    return printed;
  } catch (error) {
    return [(error as Error).message];
  } finally {
    process.chdir(previous);
  }
}

/** Whether a printed message is the template's, each placeholder standing for some text (at least one character). */
export function printedAs(template: string, message: string): boolean {
  const source = splitTemplate(template)
    .map((part) => (part.kind === "text" ? part.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : "[\\s\\S]+?"))
    .join("");
  return new RegExp(`^${source}$`).test(message);
}

/** A test for each reproduction of the pages: webpack prints the message as its entry shows it. */
export function testReproductions(pages: readonly string[]): void {
  for (const page of pages) {
    describe(page, async () => {
      const reproductions = await reproductionsOf(page);

      it("has reproductions", () => {
        expect(reproductions.length).toBeGreaterThan(0);
      });

      for (const reproduction of reproductions) {
        it(`${reproduction.name} prints its message`, async () => {
          const printed = await runReproduction(reproduction);
          // A reproduction is the whole project: webpack finds every file it names.
          expect(printed.filter((message) => message.startsWith("Module not found") && !reproduction.use.id.startsWith("ModuleNotFound"))).toEqual(
            [],
          );
          expect(
            printed.some((message) => printedAs(reproduction.use.pattern ?? reproduction.use.template, message)),
            `webpack printed:\n${printed.join("\n---\n")}\n\nthe entry shows:\n${reproduction.use.template}`,
          ).toBe(true);
        });
      }
    });
  }
}
