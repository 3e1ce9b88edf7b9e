/**
 * Option headings on the hand-written configuration pages.
 *
 * A heading names an option when, once its badges are left out, its whole text
 * is one option path and it is a level 2 to 4 heading, and either
 * - the path has a dot or `[]` and begins with a top-level option
 *   (`## output.filename`, `### module.rules[].test`, `#### module.parser.javascript.amd`), or
 * - it is a single lower-case name at level 2 (`## bail`): a top-level option.
 * Other headings are prose (`## Pitfalls`, `### browserslist`, `#### dependOn`
 * under "Entry descriptors", `## process.env.NODE_ENV`).
 */
export interface OptionHeading {
  level: number;
  /** The heading's element id on its page. */
  id: string;
  /** The option path it names. */
  path: string;
  /** Where the heading ends in the page's HTML (before `</hN>`), for adding the reference link. */
  end: number;
}

const HEADING = /<h([2-4]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;
const PATH_TOKEN = /^[A-Za-z_$][\w$]*(?:\.[\w$/-]+|\[\]|\.\{name\})*$/;

/** The option headings of a compiled page, in order. */
export function optionHeadings(html: string, topLevelOptions: ReadonlySet<string>): OptionHeading[] {
  const found: OptionHeading[] = [];
  for (const match of html.matchAll(HEADING)) {
    const level = Number(match[1]);
    const text = headingText(match[3]!);
    if (!PATH_TOKEN.test(text)) continue;
    const first = text.split(/[.[]/)[0]!;
    const dotted = text !== first;
    const isOption = dotted ? topLevelOptions.has(first) : level === 2 && /^[a-z]/.test(text);
    if (!isOption) continue;
    found.push({ level, id: match[2]!, path: text, end: match.index + match[0].length - `</h${level}>`.length });
  }
  return found;
}

/** A heading's text without its badges (`<span class="badge">`), its reference link, tags and entities. */
export function headingText(innerHtml: string): string {
  const withoutExtras = innerHtml.replace(/<span class="badge">[\s\S]*?<\/span>/g, "").replace(/<a class="option-reference-link"[\s\S]*?<\/a>/g, "");
  return decodeEntities(withoutExtras.replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** The small link a hand-written option heading gets to its reference entry. */
export function referenceLinkHtml(href: string, optionPath: string): string {
  return ` <a class="option-reference-link" href="${escapeAttribute(href)}">Reference<span class="visually-hidden"> entry for ${escapeHtml(optionPath)}</span></a>`;
}

/** Inserts HTML at each heading's end, back to front so earlier positions stay valid. */
export function insertAtHeadingEnds(html: string, insertions: { end: number; html: string }[]): string {
  let result = html;
  for (const insertion of [...insertions].sort((a, b) => b.end - a.end)) {
    result = result.slice(0, insertion.end) + insertion.html + result.slice(insertion.end);
  }
  return result;
}

/** The first line of a Markdown source whose heading names this path (for messages). */
export function lineOfHeading(source: string, optionPath: string): number {
  const lines = source.split("\n");
  const index = lines.findIndex((line) => {
    const match = /^#{2,6}\s+(.*)$/.exec(line);
    return (
      match !== null &&
      match[1]!
        .replace(/<Badge[^>]*\/>/g, "")
        .replace(/\\/g, "")
        .trim()
        .split(/\s+/)[0] === optionPath
    );
  });
  return index === -1 ? 1 : index + 1;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(text: string): string {
  return escapeHtml(text).replace(/"/g, "&quot;");
}
