import { toHtml } from "hast-util-to-html";
import type { HeadingFact, PageFacts } from "../markdown/facts.ts";

/**
 * Option headings on the hand-written configuration pages, read from the
 * pages' heading facts (their text as the syntax tree has it, badges left out).
 *
 * A heading names an option when its whole text is one option path and it is
 * a level 2 to 4 heading, and either
 * - the path has a dot or `[]` and begins with a top-level option
 *   (`## output.filename`, `### module.rules[].test`, `#### module.parser.javascript.amd`), or
 * - it is a single lower-case name at level 2 (`## bail`): a top-level option.
 * Other headings are prose (`## Pitfalls`, `### browserslist`, `#### dependOn`
 * under "Entry descriptors", `## process.env.NODE_ENV`).
 */
export interface OptionHeading {
  heading: HeadingFact;
  /** The option path it names. */
  path: string;
}

const PATH_TOKEN = /^[A-Za-z_$][\w$]*(?:\.[\w$/-]+|\[\]|\.\{name\})*$/;

/** The option headings of a page, in order. */
export function optionHeadings(headings: readonly HeadingFact[], topLevelOptions: ReadonlySet<string>): OptionHeading[] {
  return headings.flatMap((heading) => {
    const text = heading.text;
    if (heading.level < 2 || heading.level > 4 || !PATH_TOKEN.test(text)) return [];
    const first = text.split(/[.[]/)[0]!;
    const dotted = text !== first;
    const isOption = dotted ? topLevelOptions.has(first) : heading.level === 2 && /^[a-z]/.test(text);
    return isOption ? [{ heading, path: text }] : [];
  });
}

/** The small link a hand-written option heading gets to its reference entry. */
export function referenceLinkHtml(href: string, optionPath: string): string {
  return toHtml([
    { type: "text", value: " " },
    {
      type: "element",
      tagName: "a",
      // Not indexed: the heading's own text names the option.
      properties: { className: ["option-reference-link"], href, dataPagefindIgnore: "" },
      children: [
        { type: "text", value: "Reference" },
        {
          type: "element",
          tagName: "span",
          properties: { className: ["visually-hidden"], dataPagefindIgnore: "" },
          children: [{ type: "text", value: ` entry for ${optionPath}` }],
        },
      ],
    },
  ]);
}

/**
 * Adds HTML after the titles of some headings (at the places the compiler
 * recorded, in the article and in its printable form) and returns new facts
 * whose heading places account for it: the given facts may be the Markdown
 * cache's and stay unchanged.
 */
export function insertAfterHeadings(facts: PageFacts, insertions: ReadonlyMap<string, string>): PageFacts {
  const insert = (html: string | undefined, endOf: (heading: HeadingFact) => number | undefined) => {
    if (html === undefined) return { html, shifted: new Map<string, number>() };
    const places = facts.headings
      .filter((heading) => insertions.has(heading.id) && (endOf(heading) ?? -1) >= 0)
      .sort((a, b) => endOf(a)! - endOf(b)!);
    let result = "";
    let from = 0;
    const shifted = new Map<string, number>();
    for (const heading of places) {
      const end = endOf(heading)!;
      result += html.slice(from, end) + insertions.get(heading.id)!;
      from = end;
      shifted.set(heading.id, result.length - end);
    }
    return { html: result + html.slice(from), shifted };
  };
  const article = insert(facts.html, (heading) => heading.htmlEnd);
  const printable = insert(facts.printableHtml, (heading) => heading.printableEnd);
  const shiftOf = (shifted: Map<string, number>, end: number, own: (heading: HeadingFact) => number | undefined) =>
    // A heading's place moves by what was inserted before it (at its own end or earlier).
    Math.max(0, ...facts.headings.filter((other) => shifted.has(other.id) && own(other)! <= end).map((other) => shifted.get(other.id)!));
  return {
    ...facts,
    html: article.html!,
    printableHtml: printable.html,
    headings: facts.headings.map((heading) => ({
      ...heading,
      htmlEnd: heading.htmlEnd < 0 ? heading.htmlEnd : heading.htmlEnd + shiftOf(article.shifted, heading.htmlEnd, (h) => h.htmlEnd),
      printableEnd:
        heading.printableEnd === undefined
          ? undefined
          : heading.printableEnd + shiftOf(printable.shifted, heading.printableEnd, (h) => h.printableEnd),
    })),
  };
}
