import type { Code, Heading, Root } from "mdast";
import type { Plugin } from "unified";
import type { VFile } from "vfile";
import { visit } from "unist-util-visit";
import { ContentError } from "../errors.ts";
import { languageSupport } from "./highlighter.ts";
import { checkTreeDepth } from "./nesting-check.ts";

/** A problem that does not stop the build; `content-index.ts` reports it as `file:line: warning`. */
export interface ContentWarning {
  line: number;
  message: string;
}

export interface ContentChecksOptions {
  warnings: ContentWarning[];
}

/**
 * Checks a page's syntax tree before anything renders it (README, "Writing a page"):
 * errors stop the build (an unclosed fence, nesting too deep), warnings do not
 * (an unknown fence language, a skipped heading level, an h1 in the body: pages
 * moved over from elsewhere must still build, see the content-format spec).
 */
export const remarkContentChecks: Plugin<[ContentChecksOptions], Root> =
  ({ warnings }) =>
  (tree, file) => {
    checkTreeDepth(file.path, tree);
    const source = String(file.value);
    let previousLevel = 1; // the title is the page's h1
    visit(tree, (node) => {
      if (node.type === "code") {
        checkFence(file, source, node);
        const warning = languageWarning(node);
        if (warning) warnings.push(warning);
      } else if (node.type === "heading") {
        const warning = headingWarning(node, previousLevel);
        if (warning) warnings.push(warning);
        previousLevel = node.depth;
      }
    });
  };

const FENCE_OPENING = /^(`{3,}|~{3,})/;

/**
 * A fence without its closing line runs to the end of the file (or of the
 * list item or quote it is in) and swallows everything after it, headings
 * included: find the opening fence in the source and look for its closing line.
 */
function checkFence(file: VFile, source: string, node: Code): void {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return;
  const opening = FENCE_OPENING.exec(source.slice(start.offset, start.offset + 1000))?.[1];
  if (!opening) return; // an indented code block has no fence
  const lines = source.slice(start.offset, end.offset).split("\n");
  // The closing line may sit behind the same `>` or indentation as its block.
  const last = lines.at(-1)!.replace(/^[ \t>]*/, "");
  const closing = new RegExp(`^${opening[0] === "`" ? "`" : "~"}{${opening.length},}[ \\t]*$`);
  if (lines.length < 2 || !closing.test(last)) {
    throw new ContentError(
      file.path,
      start.line,
      `code fence ${opening} is never closed: everything after it became code. Add a ${opening} line where the code ends`,
    );
  }
}

function languageWarning(node: Code): ContentWarning | undefined {
  if (!node.lang) return undefined;
  const line = node.position?.start.line ?? 1;
  switch (languageSupport(node.lang)) {
    case "unknown":
      return { line, message: `unknown code language "${node.lang}": shown as plain text (use a Shiki language name, or \`text\`)` };
    case "not-loaded":
      return {
        line,
        message: `code language "${node.lang}" is not loaded: shown as plain text (add it to LANGUAGES in src/node/markdown/highlighter.ts)`,
      };
    default:
      return undefined;
  }
}

function headingWarning(node: Heading, previousLevel: number): ContentWarning | undefined {
  const line = node.position?.start.line ?? 1;
  if (node.depth === 1) {
    return { line, message: "a `#` heading in the body: the front matter's title is the page's h1; start sections at `##`" };
  }
  if (node.depth > previousLevel + 1) {
    return {
      line,
      message: `heading level skips from h${previousLevel} to h${node.depth}: use ${"#".repeat(previousLevel + 1)} here, or add the missing level above`,
    };
  }
  return undefined;
}
