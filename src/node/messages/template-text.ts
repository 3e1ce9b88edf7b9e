/**
 * Message templates as text: the message as printed with each variable part
 * a placeholder, `{` + a name of letters, digits, `_` or `$` + `}`
 * (`Can't resolve '{request}' in '{context}'`). Any other brace is text.
 */
export const PLACEHOLDER = /\{[A-Za-z_$][\w$]*\}/g;

export type TemplatePart = { kind: "text"; text: string } | { kind: "placeholder"; text: string };

/** A template's text and placeholders, in order. */
export function splitTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ kind: "text", text: template.slice(last, match.index) });
    parts.push({ kind: "placeholder", text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ kind: "text", text: template.slice(last) });
  return parts;
}

/**
 * Whether a template written for one case of a message (`written`) is a case
 * of the message as its code builds it (`general`, or the pattern of its
 * conditional parts): `general`'s text in order, each of its placeholders
 * standing for any text (the written template's own placeholders included),
 * with anything before it (a message printed inside another's, as a loader's
 * error inside `Module build failed`) and after it (a part the code adds
 * under an `if`).
 */
export function matchesTemplate(general: string, written: string): boolean {
  const source = splitTemplate(general)
    .map((part) => (part.kind === "text" ? escapeRegExp(part.text) : "[\\s\\S]*?"))
    .join("");
  return new RegExp(source).test(written);
}

/**
 * The pieces of a template's fixed text worth finding in the package's own
 * text: split at placeholders, line breaks and `: ` (where a message quotes
 * another: `Error: Can't resolve`), trimmed, leaving out error names
 * (`TypeError`) and pieces of fewer than four characters.
 */
export function fixedPieces(template: string): string[] {
  return splitTemplate(template)
    .filter((part) => part.kind === "text")
    .flatMap((part) => part.text.split(/\n|: /))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 4 && !/^\w*Error$/.test(piece));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether a template has fixed text of its own: a word of three letters or more outside its placeholders (`{message}` has none). */
export function hasWords(template: string): boolean {
  return /[A-Za-z]{3}/.test(template.replace(PLACEHOLDER, ""));
}
