import { LINE_REMOVED } from "./code-notation.ts";

/** The lines of a code block that Copy takes: all but those marked removed (`[!code --]`, a diff's `-` lines). */
export const COPIED_LINES = `pre .line:not(.${LINE_REMOVED})`;

/**
 * What the copy button of a code block puts on the clipboard, from the text
 * of its {@link COPIED_LINES} (the notation's comments are not in the page).
 * For a `diff` block that is the resulting file: removed lines are dropped
 * and the `+` / `-` / space marker column is stripped.
 */
export function copyText(lines: readonly string[], isDiff: boolean): string {
  if (!isDiff) return lines.join("\n");
  return lines
    .filter((line) => !line.startsWith("-"))
    .map((line) => (/^[+ ]/.test(line) ? line.slice(1) : line))
    .join("\n");
}
