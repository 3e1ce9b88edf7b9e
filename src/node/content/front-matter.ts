import { isMap, LineCounter, parseDocument, visit, type Document } from "yaml";
import { ContentError } from "../errors.ts";
import { frontMatterSchema, type FrontMatter } from "./schema.ts";

export interface SplitSource {
  frontMatter: FrontMatter;
  /** The Markdown after the front matter, whose lines are blanked, so its line numbers are file line numbers. */
  markdown: string;
  /** Line (1-based) where the Markdown starts. */
  markdownStartLine: number;
}

const FENCE = /^---[ \t]*$/;

/**
 * Splits a content file into validated front matter and Markdown. Every problem
 * becomes a ContentError naming the file and the line it is on.
 */
export function splitFrontMatter(file: string, source: string): SplitSource {
  const lines = source.split("\n");
  if (!FENCE.test(lines[0] ?? "")) {
    throw new ContentError(file, 1, "missing front matter: the file must start with a `---` line and a `title`");
  }
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end === -1) {
    throw new ContentError(file, 1, "front matter is not closed: add a `---` line after it");
  }
  const yamlText = lines.slice(1, end).join("\n");
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  // Line of the yaml text + 1 for the opening `---`.
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + 1;

  const yamlError = document.errors[0];
  if (yamlError) {
    throw new ContentError(file, lineAt(yamlError.pos[0]), `malformed YAML in front matter: ${firstLine(yamlError.message)}`);
  }
  let data: unknown;
  try {
    data = document.toJS() ?? {};
  } catch (error) {
    // An alias (`*name`) whose anchor is missing, or too many aliases: yaml throws instead of listing an error.
    throw new ContentError(file, lineAt(firstAliasOffset(document)), `malformed YAML in front matter: ${firstLine((error as Error).message)}`);
  }
  if (document.contents !== null && !isMap(document.contents)) {
    throw new ContentError(file, 2, "front matter must be a mapping of `field: value` lines");
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.path.filter((key): key is string | number => typeof key !== "symbol");
    // A missing field has no line of its own: point at the opening `---`.
    let line = 1;
    for (let depth = path.length; depth > 0; depth--) {
      const node = document.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) {
        line = lineAt(node.range[0]);
        break;
      }
    }
    throw new ContentError(file, line, issue.message);
  }
  const blanked = lines.map((line, index) => (index <= end ? "" : line));
  return {
    frontMatter: parsed.data,
    markdown: blanked.join("\n"),
    markdownStartLine: end + 2,
  };
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}

function firstAliasOffset(document: Document): number {
  let offset = 0;
  visit(document, {
    Alias(_key, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}
