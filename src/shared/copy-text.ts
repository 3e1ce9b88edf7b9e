/**
 * What the copy button of a code block puts on the clipboard. For a `diff`
 * block that is the resulting file: removed lines are dropped and the
 * `+` / `-` / space marker column is stripped.
 */
export function copyText(lines: readonly string[], isDiff: boolean): string {
  if (!isDiff) return lines.join("\n");
  return lines
    .filter((line) => !line.startsWith("-"))
    .map((line) => (/^[+ ]/.test(line) ? line.slice(1) : line))
    .join("\n");
}
