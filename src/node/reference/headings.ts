import type { ElementContent } from "hast";
import type { HeadingFact } from "../markdown/facts.ts";
import { ARTICLE_CLASS } from "../../shared/article-markup.ts";

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

/** The small link a hand-written option heading gets to its reference entry, after the heading's title. */
export function referenceLink(href: string, optionPath: string): ElementContent[] {
  return [
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
          // Ignored on its own as well: the link's ignore does not keep this label out of the heading's words in the
          // index (without it the relevance test falls from 93 to 68 of 96 queries right first).
          properties: { className: [ARTICLE_CLASS.visuallyHidden], dataPagefindIgnore: "" },
          children: [{ type: "text", value: ` entry for ${optionPath}` }],
        },
      ],
    },
  ];
}
