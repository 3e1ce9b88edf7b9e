import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { Heading } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import ts from "typescript";
import { unified } from "unified";
import { afterAll, describe, expect, it } from "vitest";
import { escapeExplicitHeadingIds } from "../../src/node/markdown/remark-heading-ids.ts";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { OPTION_SOURCES, type OptionsSource } from "../../src/node/reference/option-sources.ts";
import { examplePackageFile } from "./helpers/example-packages.ts";

/**
 * Plugin and loader pages document every option of their source of truth
 * (the package's own schema, a TypeScript interface or the code), and no
 * option it lacks. An option is an `###` heading inside the page's options
 * section; a dotted `####` heading (`#### filename.name`) must name a nested
 * option. See `src/node/reference/option-sources.ts` for where each page's options come from.
 */

const CONTENT = path.join(REPO_ROOT, "content");

interface DocumentedOption {
  name: string;
  depth: number;
  line: number;
}

/** The option name a heading gives: its first inline code, else its first word. */
function optionName(heading: Heading): string {
  const code = heading.children.find((child) => child.type === "inlineCode");
  const text = code ? code.value : toString(heading).trim().split(/\s+/)[0]!;
  return text.replace(/\(\)$/, "");
}

/** `###` and `####` headings of each `##` section, by section title. */
async function optionHeadings(page: string): Promise<Map<string, DocumentedOption[]>> {
  const source = await readFile(path.join(CONTENT, page), "utf8");
  const processor = unified().use(remarkParse);
  if (page.endsWith(".mdx")) processor.use(remarkMdx);
  const tree = processor.parse(escapeExplicitHeadingIds(source));
  const sections = new Map<string, DocumentedOption[]>();
  let current: DocumentedOption[] | undefined;
  for (const node of tree.children) {
    if (node.type !== "heading") continue;
    if (node.depth <= 2) {
      current = node.depth === 2 ? [] : undefined;
      if (current) sections.set(toString(node).trim(), current);
    } else if (current && node.depth <= 4) {
      current.push({ name: optionName(node), depth: node.depth, line: node.position?.start.line ?? 0 });
    }
  }
  return sections;
}

type Schema = { [key: string]: unknown; properties?: Record<string, Schema>; $ref?: string };

/** The properties an object schema allows, following `$ref`, `anyOf`, `oneOf` and `allOf`. */
function schemaProperties(root: Schema, node: Schema | undefined, seen = new Set<Schema>()): Map<string, Schema> {
  const found = new Map<string, Schema>();
  if (!node || seen.has(node)) return found;
  seen.add(node);
  if (node.$ref) {
    const target = node.$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], root);
    for (const [key, value] of schemaProperties(root, target as Schema, seen)) found.set(key, value);
  }
  for (const [key, value] of Object.entries(node.properties ?? {})) found.set(key, value);
  for (const combinator of ["anyOf", "oneOf", "allOf"]) {
    for (const branch of (node[combinator] as Schema[] | undefined) ?? []) {
      for (const [key, value] of schemaProperties(root, branch, seen)) if (!found.has(key)) found.set(key, value);
    }
  }
  return found;
}

function interfaceProperties(file: string, name: string): string[] {
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name) {
      const type = checker.getTypeAtLocation(node);
      for (const property of checker.getPropertiesOfType(type)) if (!names.includes(property.name)) names.push(property.name);
    }
    ts.forEachChild(node, visit);
  };
  visit(program.getSourceFile(file)!);
  if (names.length === 0) throw new Error(`no interface ${name} in ${file}`);
  return names;
}

interface Truth {
  options: string[];
  /** Whether `a.b` names a nested option; undefined when the source cannot tell. */
  hasPath?: (segments: string[]) => boolean;
}

async function truthOf(source: Exclude<OptionsSource, { kind: "none" }>): Promise<Truth> {
  if (source.kind === "schema") {
    const schema = JSON.parse(await readFile(examplePackageFile(source.file), "utf8")) as Schema & { definitions?: Record<string, Schema> };
    const start = source.definition ? schema.definitions?.[source.definition] : schema;
    if (!start) throw new Error(`no definition ${source.definition} in ${source.file}`);
    const top = schemaProperties(schema, start);
    const hasPath = (segments: string[]) => {
      let properties = top;
      for (const segment of segments) {
        const next = properties.get(segment);
        if (!next) return false;
        properties = schemaProperties(schema, next);
      }
      return true;
    };
    return { options: [...top.keys()], hasPath };
  }
  if (source.kind === "types") return { options: interfaceProperties(examplePackageFile(source.file), source.interface) };
  if (source.kind === "list") {
    const code = (await Promise.all(source.files.map((file) => readFile(examplePackageFile(file), "utf8")))).join("\n");
    const missing = source.options.filter((name) => !new RegExp(`\\b${name}\\b`).test(code));
    if (missing.length > 0) throw new Error(`${missing.join(", ")} not found in ${source.files.join(", ")}`);
    return { options: source.options };
  }
  const names = new Set<string>();
  for (const file of source.files) {
    const code = await readFile(examplePackageFile(file), "utf8");
    for (const match of code.matchAll(/\boptions\.([A-Za-z_$][\w$]*)/g)) names.add(match[1]!);
  }
  for (const ignored of source.ignore ?? []) names.delete(ignored);
  return { options: [...names] };
}

const pagesOnDisk = async (section: string) =>
  (await readdir(path.join(CONTENT, section)))
    .filter((name) => /\.mdx?$/.test(name) && !/^index\.mdx?$/.test(name))
    .map((name) => `${section}/${name}`);

const rows = Object.entries(OPTION_SOURCES);
const written = rows.filter(([page]) => existsSync(path.join(CONTENT, page)));
const totals = { documented: 0, options: 0 };

describe("plugin and loader options match their schemas", () => {
  it("every plugin and loader page has a row in option-sources.ts, and every row names a written page", async () => {
    const pages = [...(await pagesOnDisk("plugins")), ...(await pagesOnDisk("loaders"))];
    expect(pages.filter((page) => !(page in OPTION_SOURCES))).toEqual([]);
    expect(rows.map(([page]) => page).filter((page) => !pages.includes(page))).toEqual([]);
  });

  for (const [page, sections] of written) {
    it(page, async () => {
      const headings = await optionHeadings(page);
      const problems: string[] = [];
      for (const [title, source] of Object.entries(sections)) {
        if (source.kind === "none") continue;
        const documented = headings.get(title);
        if (!documented) {
          problems.push(`content/${page}: no "## ${title}" section`);
          continue;
        }
        const truth = await truthOf(source);
        const prefix = source.kind === "schema" ? (source.prefix ?? "") : "";
        const strip = (name: string) => (prefix && name.startsWith(prefix) ? name.slice(prefix.length) : name);
        const topLevel = documented.filter((option) => option.depth === 3);
        const names = new Set(topLevel.map((option) => strip(option.name)));
        for (const option of truth.options) if (!names.has(option)) problems.push(`content/${page}: ${title}: option "${option}" has no ### entry`);
        for (const option of topLevel) {
          if (!truth.options.includes(strip(option.name))) problems.push(`content/${page}:${option.line}: "${option.name}" is not an option`);
        }
        for (const option of documented.filter((entry) => entry.depth === 4 && /^[\w$]+(\.[\w$]+)+$/.test(strip(entry.name)))) {
          if (truth.hasPath && !truth.hasPath(strip(option.name).split("."))) {
            problems.push(`content/${page}:${option.line}: "${option.name}" is not a nested option`);
          }
        }
        totals.documented += truth.options.filter((option) => names.has(option)).length;
        totals.options += truth.options.length;
        console.log(
          `${page} (${title}): ${truth.options.filter((option) => names.has(option)).length} of ${truth.options.length} options documented`,
        );
      }
      expect(problems).toEqual([]);
    });
  }

  afterAll(() => {
    console.log(
      `plugin and loader pages document ${totals.documented} of ${totals.options} options (${written.length} of ${rows.length} pages written)`,
    );
  });
});
