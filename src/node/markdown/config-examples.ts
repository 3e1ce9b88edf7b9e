import type { Element, ElementContent, Root as HastRoot } from "hast";
import type { Code, Root } from "mdast";
import type { DecorationItem } from "shiki";
import type { Plugin } from "unified";
import { visit } from "unist-util-visit";
import type { CheckOption } from "../../shared/config-check-data.ts";
import { OPTION_KEY_ATTRIBUTE, OPTION_KEY_CLASS, OPTION_TIP_ATTRIBUTE, OPTION_TIP_CLASS, OPTION_TIPS_CLASS } from "../../shared/config-examples.ts";
import { parseConfigText, readConfig } from "../../shared/read-config.ts";
import { titleOf } from "./remark-code-titles.ts";

/** The file name (a bold line above the fence, or `title=`) that makes a block a configuration example. */
export const CONFIG_TITLE = /(^|\/)webpack\.config\.(js|mjs|cjs|ts)$/;

/** What a page compile needs to explain its configuration examples: plain data, part of the cache key. */
export interface ConfigExamplesReference {
  /** The options reference's URL: each option key links to its entry there. */
  referenceUrl: string;
  /** The configuration check's URL: each example offers to open it there. Undefined when the content has no check page. */
  checkUrl?: string;
  /** Every option of the reference, with what its explanation says (src/node/reference/option-facts.ts). */
  options: CheckOption[];
}

/** One configuration example found in a page: where its option keys are, and each one's option. */
export interface ConfigExample {
  decorations: DecorationItem[];
  /** The option paths its keys explain, in order of first use. */
  options: string[];
}

export interface ConfigExamplesOptions {
  reference?: ConfigExamplesReference;
  /** Receives each example, by its code node, for the highlighter. */
  examples: Map<Code, ConfigExample>;
}

const SCRIPT_LANGUAGES = new Set(["js", "javascript", "mjs", "cjs", "ts", "typescript", "diff"]);

/**
 * Finds the page's `webpack.config.*` examples and reads each one as the
 * configuration check reads a text (src/shared/read-config.ts: parsed, never
 * run): every property of the exported configuration, at any depth, whose
 * path is an option of the reference becomes a link to its entry. A block
 * that does not parse as a configuration (an excerpt of a file) and a block
 * marked for an older webpack (`webpack="4"`) are left as they are.
 */
export const remarkConfigExamples: Plugin<[ConfigExamplesOptions], Root> =
  ({ reference, examples }) =>
  async (tree) => {
    if (!reference) return;
    const byPath = new Map(reference.options.map((option) => [option.path, option]));
    const blocks: Code[] = [];
    visit(tree, "code", (node: Code) => {
      if (isConfigExample(node)) blocks.push(node);
    });
    for (const node of blocks) {
      const example = await readExample(node, byPath, reference.referenceUrl);
      if (example) examples.set(node, example);
    }
  };

function isConfigExample(node: Code): boolean {
  const title = titleOf(node.meta);
  const older = /(?:^|\s)webpack=["']?(\d+)/.exec(node.meta ?? "")?.[1];
  return Boolean(title && CONFIG_TITLE.test(title) && SCRIPT_LANGUAGES.has(node.lang?.toLowerCase() ?? "") && (!older || older === "5"));
}

async function readExample(node: Code, byPath: ReadonlyMap<string, CheckOption>, referenceUrl: string): Promise<ConfigExample | undefined> {
  const text = resultSource(node.value, node.lang?.toLowerCase() === "diff");
  const parsed = await parseConfigText(text);
  if ("error" in parsed) return undefined;
  const read = readConfig(parsed.program, text, new Map());
  if (!read.ok) return undefined;
  // The bare-object reading wraps the text in one parenthesis: positions past it shift by one.
  const shift = text.trimStart().startsWith("{") ? 1 : 0;
  const decorations: DecorationItem[] = [];
  const options: string[] = [];
  for (const found of read.options) {
    // As the check finds an option's entry: its path, or a list item's path without `[]`.
    const option = byPath.get(found.path) ?? byPath.get(found.path.replace(/\[\]/g, ""));
    if (!option) continue;
    if (!options.includes(option.path)) options.push(option.path);
    decorations.push({
      start: found.keyStart - shift,
      end: found.keyEnd - shift,
      tagName: "a",
      alwaysWrap: true,
      properties: { href: `${referenceUrl}#${option.id}`, className: [OPTION_KEY_CLASS], [OPTION_KEY_ATTRIBUTE]: option.path },
      // The link check names the block's line.
      transform: (element) => void (element.position = node.position),
    });
  }
  return { decorations, options };
}

/**
 * The example's code as the file it stands for, at the same offsets: a
 * diff's removed lines and its sign column, and the lines the notation
 * removes (`[!code --]`), become spaces.
 */
export function resultSource(code: string, isDiff: boolean): string {
  const lines = code.split("\n");
  const blank = (index: number) => {
    if (index < lines.length) lines[index] = " ".repeat(lines[index]!.length);
  };
  if (isDiff) {
    lines.forEach((line, index) => {
      if (line.startsWith("-")) blank(index);
      else if (/^[+ ]/.test(line)) lines[index] = ` ${line.slice(1)}`;
    });
  }
  for (let index = 0; index < lines.length; index++) {
    const mark = /\[!code --(?::(\d+))?\]/i.exec(lines[index]!);
    if (!mark) continue;
    const count = Number(mark[1] ?? 1);
    // A comment alone on its line marks the lines below it (and goes itself); at a line's end, that line and those below.
    const alone = /^\s*(?:\/\/|\/\*|#|<!--)\s*\[!code --(?::\d+)?\]\s*(?:\*\/|-->)?\s*$/i.test(lines[index]!);
    const first = alone ? index + 1 : index;
    for (let line = first; line < first + count; line++) blank(line);
    if (alone) blank(index);
  }
  return lines.join("\n");
}

export interface OptionTipsOptions {
  reference?: ConfigExamplesReference;
  /** The page's examples, as remarkConfigExamples found them. */
  examples: ReadonlyMap<Code, ConfigExample>;
}

/**
 * Ends the article with the explanation of each option its examples set, once
 * per page however many keys name it, each hidden: the app shows one beside a key
 * on hover, focus or tap (option-tips.ts), and a screen reader hears it as the
 * key's description. Outside the article's sections, so they count nowhere in
 * its height, and outside the search index.
 */
export const rehypeOptionTips: Plugin<[OptionTipsOptions], HastRoot> =
  ({ reference, examples }) =>
  (tree) => {
    if (!reference || !examples.size) return;
    const byPath = new Map(reference.options.map((option) => [option.path, option]));
    const paths = [...new Set([...examples.values()].flatMap((example) => example.options))];
    if (!paths.length) return;
    tree.children.push({
      type: "element",
      tagName: "div",
      properties: { className: [OPTION_TIPS_CLASS], dataPagefindIgnore: "all" },
      children: paths.map((path) => optionTip(byPath.get(path)!)),
    });
  };

/** One option's explanation: its path, description, type, defaults in production and development, and the version that added it. */
export function optionTip(option: CheckOption): Element {
  const facts: ElementContent[] = [text("Type: "), code(option.type)];
  if (option.note) facts.push(text(" · Default: "), ...inline(option.note));
  else if (option.production !== undefined || option.development !== undefined) {
    facts.push(text(" · Default: "));
    if (option.production === option.development) facts.push(code(option.production!), text(" (production and development)"));
    else {
      const modes = (["production", "development"] as const).filter((mode) => option[mode] !== undefined);
      modes.forEach((mode, index) => facts.push(text(`${index ? ", " : ""}${mode} `), code(option[mode]!)));
    }
  }
  if (option.added) facts.push(text(` · Added in ${option.path.startsWith("devServer.") ? "webpack-dev-server" : "webpack"} ${option.added}`));
  if (option.deprecated) facts.push(text(" · Deprecated"));
  return {
    type: "element",
    tagName: "div",
    properties: { className: [OPTION_TIP_CLASS], role: "tooltip", [OPTION_TIP_ATTRIBUTE]: option.path, hidden: true },
    children: [
      paragraph("option-tip__path", [code(option.path)]),
      ...(option.description ? [paragraph("option-tip__description", inline(option.description))] : []),
      paragraph("option-tip__facts", facts),
    ],
  };
}

/** A schema description or default note: its `code` and **bold** shown as such, everything else as text. */
function inline(value: string): ElementContent[] {
  return value
    .split(/(`[^`]+`|\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => {
      if (/^`[^`]+`$/.test(part)) return code(part.slice(1, -1));
      if (/^\*\*[^*]+\*\*$/.test(part)) return { type: "element", tagName: "strong", properties: {}, children: [text(part.slice(2, -2))] };
      return text(part);
    });
}

const text = (value: string): ElementContent => ({ type: "text", value });
const code = (value: string): Element => ({ type: "element", tagName: "code", properties: {}, children: [text(value)] });
const paragraph = (className: string, children: ElementContent[]): Element => ({
  type: "element",
  tagName: "p",
  properties: { className: [className] },
  children,
});
