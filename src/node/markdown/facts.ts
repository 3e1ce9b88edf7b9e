import type { Heading } from "../../shared/types.ts";
import type { MessageFact } from "../messages/model.ts";
import type { ReferenceIndex } from "../reference/rehype-reference-links.ts";
import type { ConfigExamplesReference } from "./config-examples.ts";
import type { LinkReference } from "./rehype-links.ts";
import type { ContentWarning } from "./remark-content-checks.ts";

/**
 * What compiling one page yields: its HTML and the facts later steps need,
 * all read from the syntax tree (never from the HTML). Plain data only, so a
 * page compiles in a worker thread and is cached as JSON.
 */
export interface PageFacts {
  html: string;
  /**
   * The same article serialised a second time with every id and every
   * `href="#…"` prefixed by the page's printable prefix (`<prefix>--<id>`),
   * for a section's combined printable page; undefined without a prefix.
   */
  printableHtml?: string;
  /** Every heading, in order. */
  headings: HeadingFact[];
  /** Internal links (and same-page `#hash` links), for the link check. */
  links: LinkReference[];
  /** Headings that name a configuration option (pages compiled with the options reference), in order. */
  optionHeadings: OptionHeadingFact[];
  /** Version badges the page wrote (`<Badge text="5.20.0+" />`), on pages compiled with the options reference, in order. */
  versionBadges: VersionBadgeFact[];
  /** The badges the build added to option headings from the option history (rehype-history-badges.ts), in order. */
  historyBadges: HistoryBadgeFact[];
  /** Every fenced code block, in order. */
  codeBlocks: CodeBlockFact[];
  /** Every element id of the page, for the anchor check. */
  ids: string[];
  /** Problems that do not stop the build (README, "Writing a page"). */
  warnings: ContentWarning[];
  /**
   * Every distinct `style` attribute value in the page (Shiki's colours), as
   * the browser reads it: the Content-Security-Policy allows each by its hash.
   */
  styleAttributes: string[];
  /** Whether the page has a StackBlitz example, which the policy must let embed (`frame-src`). */
  stackBlitz: boolean;
  /** The messages the page shows with `<WebpackMessage>` (errors catalogue entries), in order. */
  messages: MessageUseFact[];
}

/** A message an errors-catalogue page shows (`<WebpackMessage id="…" />`). */
export interface MessageUseFact {
  /** The catalogue id: a class name, a deprecation code, `runtime/…`, `<package>/…`. */
  id: string;
  /** The template shown: the one written in the page, else the one read from the code. */
  template: string;
  /** Whether the page wrote it (`template="…"`). */
  written: boolean;
  /** For a template read from the code with conditional parts: the pattern every form of the message matches (`{choice}` for each such part). */
  pattern?: string;
  line: number;
  /** The heading it sits under (none before the first). */
  heading?: { id: string; text: string };
}

export interface HeadingFact {
  /** Its text as a reader sees it: inline code kept, badges and tags left out, spaces collapsed. */
  text: string;
  id: string;
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Source line (file line: front matter lines count). */
  line: number;
}

/** A heading that names a configuration option (`## output.filename`). */
export interface OptionHeadingFact {
  /** The option path it names. */
  path: string;
  /** The heading's id. */
  id: string;
  line: number;
  /** The path of the reference entry its "Reference" link goes to; undefined when the schema has no such option. */
  entry?: string;
}

/**
 * A version badge and what it dates (see rehype-version-badges.ts): an option, or one of its string values,
 * or nothing the page ties it to.
 */
export interface VersionBadgeFact {
  line: number;
  /** The release it states: `5.20.0` for "5.20.0+". */
  version: string;
  /** The reference entry of the option it dates. */
  option?: string;
  /** The string value of `option` it dates, for a row or item that names a quoted value. */
  value?: string;
  /** What names the option or value on the page: the heading's path, or the row's or item's inline code. */
  names?: string;
  /** What ties it: its heading, its table row or its list item. */
  by?: "heading" | "row" | "item";
  /** The words before it in its paragraph, cell, item or heading. */
  context?: string;
}

/** An option heading the build dated from the option history: `["5.108.0+"]`, `["deprecated since 5.17.0"]`. */
export interface HistoryBadgeFact {
  /** The heading's source line. */
  line: number;
  /** The reference entry of its option. */
  option: string;
  /** The badges' texts, in the order they follow the heading's text. */
  texts: string[];
}

export interface CodeBlockFact {
  /** Language as written after the fence (`js`, `diff`), or "". */
  lang: string;
  /** The rest of the fence line, with the `title="…"` a bold file name above the fence gives it. */
  meta: string;
  /** File name shown above the block, if any. */
  title?: string;
  value: string;
  /** The code as its Copy button gives it, when the block's notation (`[!code --]`, …) makes that differ from `value`. */
  copied?: string;
  line: number;
}

/** Page options that change the output; plain data (they are part of the cache key). */
export interface CompileOptions {
  /** Prefix for ids in `printableHtml`; no printable HTML when undefined. */
  printablePrefix?: string;
  /** The options reference, for a page whose option headings link to it and carry its history; neither when undefined. */
  optionReference?: ReferenceIndex;
  /**
   * The errors catalogue's facts for the messages a page of the errors
   * section names (`<WebpackMessage id="…" />`); undefined elsewhere, where
   * the component is not available.
   */
  messages?: Record<string, MessageFact>;
  /** The options' facts, for a page with `webpack.config.*` examples: their keys link to the reference and explain themselves. */
  configExamples?: ConfigExamplesReference;
}

/** The sidebar's anchors: the level-2 and level-3 headings, in order. */
export function anchorsOf(headings: readonly HeadingFact[]): Heading[] {
  return headings.flatMap((heading) =>
    heading.level === 2 || heading.level === 3 ? [{ title: heading.text, id: heading.id, level: heading.level }] : [],
  );
}
