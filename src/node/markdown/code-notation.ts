import type { Element } from "hast";
import type { ShikiTransformer } from "shiki";
import {
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
} from "@shikijs/transformers";
import {
  LINE_ADDED,
  LINE_ERROR,
  LINE_FOCUSED,
  LINE_HIGHLIGHTED,
  LINE_REMOVED,
  LINE_WARNING,
  PRE_WITH_FOCUS,
  PRE_WITH_SIGNS,
} from "../../shared/code-notation.ts";

/**
 * The line marks a code block may carry (README, "Writing a page"): a comment
 * `[!code ++]`, `[!code --]`, `[!code highlight]`, `[!code focus]`,
 * `[!code error]` or `[!code warning]` at the end of a line marks that line
 * (alone on its line, the next one; `:3` the next three) and is left out of
 * the output; `{1,4-6}` in the fence's meta highlights those lines. The code
 * keeps its language's colours, since the marks are classes on whole lines.
 */
const NOTATIONS: ShikiTransformer[] = [
  transformerNotationDiff({ classLineAdd: LINE_ADDED, classLineRemove: LINE_REMOVED, classActivePre: PRE_WITH_SIGNS }),
  transformerNotationHighlight({ classActiveLine: LINE_HIGHLIGHTED, classActivePre: "" }),
  transformerNotationFocus({ classActiveLine: LINE_FOCUSED, classActivePre: PRE_WITH_FOCUS }),
  transformerNotationErrorLevel({ classMap: { error: LINE_ERROR, warning: LINE_WARNING }, classActivePre: PRE_WITH_SIGNS }),
];

/**
 * Whether a block uses the notation: only then do its lines get the notation's
 * treatment. A Markdown or MDX block shows other blocks as they are written,
 * notation included (the writing guide does), so it never does.
 */
export function usesNotation(code: string, meta: string | null | undefined, lang: string | null | undefined): boolean {
  if (/^(?:md|markdown|mdx)$/i.test(lang ?? "")) return false;
  return /\[!code (?:\+\+|--|highlight|hl|focus|error|warning)(?::\d+)?\]/i.test(code) || /\{[\d,-]+\}/.test(meta ?? "");
}

/**
 * The notation's transformers, in the order they must run. Shiki applies its
 * decorations (the option keys of a configuration example, found in the
 * source) after every transformer's `code` step and needs the source's lines
 * still there, while a comment alone on its line is removed by the notation:
 * so the notation runs in the `pre` step, after the decorations. A line that
 * lost its comment loses the space before it too, so Copy gives no trailing
 * spaces. The meta's `{…}` is read from the `meta.__raw` option of the highlight.
 */
export const NOTATION_TRANSFORMERS: ShikiTransformer[] = [
  transformerMetaHighlight({ className: LINE_HIGHLIGHTED }),
  ...NOTATIONS.map((notation): ShikiTransformer => ({
    name: notation.name,
    pre() {
      notation.code?.call(this, this.code);
    },
  })),
  {
    name: "trim-marked-lines",
    pre() {
      for (const line of this.code.children) if (line.type === "element") trimEnd(line);
    },
  },
];

/** Drops the white space a removed comment leaves at the end of a line. */
function trimEnd(line: Element): void {
  for (let last = line.children.at(-1); last; last = line.children.at(-1)) {
    const text = last.type === "text" ? last : last.type === "element" && last.children.length === 1 ? last.children[0] : undefined;
    if (text?.type !== "text") return;
    text.value = text.value.replace(/\s+$/, "");
    if (text.value) return;
    line.children.pop();
  }
}
