/**
 * What a reader typed or pasted, read before it is searched: a message
 * webpack printed (its fixed text matters, not the reader's paths, requests
 * and numbers), a question in plain words (its question and filler words
 * never stop a match), or names (an old or foreign one leads to today's).
 * Pure functions: the box, the 404 page, the unit tests and the benchmark
 * share them.
 */
import type { ErrorTemplate } from "../../../../shared/error-templates.ts";
import { OLD_NAMES, type OldName } from "./old-names.ts";

export interface ReadQuery {
  /** What was read: a pasted message, a question or task in plain words, or names and terms. */
  kind: "message" | "question" | "words";
  /** The words to search for: what varies from project to project, question and filler words left out. */
  text: string;
  /** A pasted message's longest stretch of fixed text, to search as an exact phrase. */
  phrase?: string;
  /** The errors catalogue's entry for a pasted message that one of webpack's templates matches. */
  template?: ErrorTemplate;
  /** Old names in the query, each with today's name and where it is explained. */
  oldNames: OldName[];
  /** Option and API paths a sentence names (`output.clean`, `this.getOptions`): what it asks about, whatever its other words. */
  paths: string[];
}

/** A dotted name: an option path or an API member. */
const DOTTED = /(?<![\w$./-])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?![\w$/-])/g;
/** A dotted name that is a file (`webpack.config.js`, `node.js`): its last part is an extension. */
const FILE_NAME = /\.(?:m?js|cjs|jsx|tsx?|mts|cts|json|css|s[ac]ss|less|html?|vue|svelte|md|mdx|png|svg|wasm|map|io|com|org)$/i;
/** What a path is written after in a configuration or a message, and is not part of the option's own path. */
const PATH_PREFIX = /^(?:(?:webpack\.)?config(?:uration)?|module\.exports|options|webpack\.optimize|webpack)\./i;
/** A sentence is read for at most this many paths: each one is one more search. */
const MAX_PATHS = 2;

/** The option and API paths a text names, without what a configuration or a message writes before them. */
export function pathsIn(text: string): string[] {
  const found = (text.match(DOTTED) ?? [])
    .filter((name) => !FILE_NAME.test(name))
    .map((name) => name.replace(PATH_PREFIX, ""))
    .filter((name) => name.includes("."));
  return [...new Set(found)].slice(0, MAX_PATHS);
}

/**
 * A pasted message is searched by at most this many distinct words, its
 * phrase's included, and its phrase is at most PHRASE_MAX words long: every
 * distinct word searched downloads its part of the index, and a first
 * search stays within the site's budget (search-engine.ts, WORD_BUDGET).
 */
const MESSAGE_WORDS = 4;
const PHRASE_MAX = 4;
/** A question or a long title is searched by at most this many of its words, for the same reason. */
const SENTENCE_TERMS = 5;
/** A stretch of fixed text shorter than this is no phrase (a single "in" between two quoted names). */
const PHRASE_MIN = 3;

/** From this many words, plain words read as a sentence (a title, a task), not as names. */
const SENTENCE_WORDS = 5;

/** Only the start of a long paste is read: a message comes first, its stack trace and the rest of the log after it. */
const READ_CHARS = 600;
/** How many lines of a paste are read: a message's first lines, not the stack. */
const READ_LINES = 4;

/** Words that ask rather than name: they never decide whether a page matches. */
const FILLER = new Set(
  (
    "a an the to of in on at by for from with without into onto and or but if so as than then that this these those there here " +
    "how what why when where which who whom whose do does did done doing can could should would will shall may might must " +
    "i me my mine we us our you your it its is are was were be been being am have has had get gets got getting " +
    "make makes made let lets want wants wanted need needs needed try trying tried way ways possible please help anyone someone " +
    "webpack webpacks just also still only even really any some all more most other another each every such about " +
    "seems seem used uses both same instead like"
  ).split(" "),
);

/** In a question (not in a message), words about something failing say nothing about which page answers. */
const QUESTION_FILLER = new Set(
  (
    "not no doesn't dont don't isn't cannot can't won't work works working worked problem problems issue issues error errors wrong " +
    "correctly properly anymore still stuck struggling confused trouble question bug fix fixed fails failed failing broken weird strange " +
    "docs documentation clear unclear solution solve solved too very much many"
  ).split(" "),
);

/** What starts a line that webpack, the CLI, the dev server or a browser console prints before the message itself. */
const MESSAGE_PREFIX =
  /^\s*(?:\(node:\d+\)\s*)?(?:\[[\w-]+\]\s*)*(?:uncaught\s+(?:\(in promise\)\s*)?)?(?:(?:error|warning)(?:\s+in)?\b[:\s]*)?(?:[A-Z]\w*(?:Error|Warning|Exception):\s*)*/i;

/** Signs that a line is a message a program printed, not words a person wrote. */
const MESSAGE_SIGNS = [
  /^\s*(?:uncaught\b|error\b|warning\b|\[webpack|\(node:\d+\))/i,
  // A server's answer to a request it has no route for (the dev server's Express: `Cannot GET /settings`).
  /^\s*Cannot (?:GET|HEAD|POST|PUT|PATCH|DELETE) \//,
  /\b[A-Z]\w*(?:Error|Warning|Exception):/,
  /\bERR_[A-Z0-9_]{3,}\b/,
  /\(\d+:\d+\)|\b\d+:\d+-\d+\b/,
  /^\s*(?:Module (?:not found|parse failed|build failed)|Critical dependency|Conflict|Invalid (?:configuration|options) object|export '|configuration(?:\.\w+)+ |Should not import)/i,
  /\bhas (?:been removed|an unknown property)\b|\bis not (?:defined|a function|supported)\b|\bshould be (?:one of|an?)\b|\bexceeds? the recommended\b/i,
];

/** A request, path, URL or file name: what differs in every reader's project. */
const VARYING = [
  /\bhttps?:\/\/\S+/g,
  /(?:[A-Za-z]:)?(?:[\\/][\w@.+~-]+){2,}[\\/]?/g,
  /(?:\.{1,2}|~|@[\w-]+)[\\/][\w@.+~/\\-]*/g,
  /\b[\w-]+\.(?:m?js|cjs|jsx|tsx?|mts|cts|css|s[ac]ss|less|styl|json|html?|vue|svelte|png|jpe?g|gif|svg|webp|woff2?|ttf|eot|wasm|map|md|mdx|node)\b/gi,
  /\(\d+(?::\d+)?(?:-\d+(?::\d+)?)?\)|\b\d+:\d+(?:-\d+)?\b/g,
  /\b\d+(?:\.\d+)?\s*(?:bytes|[KMG]i?B)\b/gi,
  /\b[0-9a-f]{8,}\b/gi,
  /\b\d+(?:\.\d+)*\b/g,
];

/** A quoted part of a message: the reader's request or name, to leave out of the phrase. */
const QUOTED = /(?<![\p{L}\p{N}])(?:'[^'\n]{0,200}'|"[^"\n]{0,200}"|`[^`\n]{0,200}`|‘[^’\n]{0,200}’|“[^”\n]{0,200}”)(?![\p{L}\p{N}])/gu;

/** A quoted name that is an identifier (`'contentBase'`, `'fs'`): it may be what the message is about, so it stays a search word. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/** The first lines of a paste, without a stack trace's `at …` lines, at most READ_CHARS long. */
function firstLines(query: string): string {
  const lines = query
    .slice(0, READ_CHARS * 4)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !/^at\s/.test(line) && !/^[|>]/.test(line));
  return lines.slice(0, READ_LINES).join(" ").slice(0, READ_CHARS);
}

/** A word that carries meaning, not one that only asks, links or says something failed. */
function meaningful(word: string): boolean {
  const lower = word.toLowerCase().replace(/’/g, "'");
  return !FILLER.has(lower) && !QUESTION_FILLER.has(lower);
}

/**
 * The stretch of consecutive words, PHRASE_MIN to `longest` long, with the
 * most words that carry meaning and the fewest that do not (the earliest of
 * equals): "Should not import the named export" → "import the named",
 * "Buffer is not defined" whole.
 */
function bestWindow(stretch: string[], longest: number): string[] {
  let best: string[] = [];
  let bestScore = -Infinity;
  for (let length = PHRASE_MIN; length <= Math.min(longest, stretch.length); length += 1) {
    for (let start = 0; start + length <= stretch.length; start += 1) {
      const window = stretch.slice(start, start + length);
      const carrying = window.filter(meaningful).length;
      const score = 2 * carrying - (length - carrying);
      if (score > bestScore) {
        best = window;
        bestScore = score;
      }
    }
  }
  return best;
}

/** Does this look like a message a program printed? */
export function looksLikeMessage(text: string): boolean {
  return MESSAGE_SIGNS.some((sign) => sign.test(text));
}

/**
 * Could the query be a message that one of webpack's templates matches? It looks like a message, or it holds what
 * printed messages hold and typed names and questions seldom do: a quoted part (not an apostrophe), a colon,
 * brackets. Only such a
 * query needs the templates, which a first search then downloads with the engine (search-engine.ts).
 */
export function mayBePrintedMessage(query: string): boolean {
  const head = firstLines(query);
  return looksLikeMessage(head) || new RegExp(QUOTED.source, "u").test(head) || /[:()[\]{}]/.test(head);
}

/** Words in `text`, lower case, with dotted option paths and dashed names kept whole. */
function words(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}_$.'’/-]+/u)
    .map((word) => word.replace(/^[.'’/-]+|[.'’/-]+$/g, ""))
    .filter(Boolean);
}

/** The message with what varies left out, as a list of fixed-text stretches in order (the gaps are where something was left out). */
export function fixedStretches(message: string): string[] {
  let text = message.replace(MESSAGE_PREFIX, " ");
  text = text.replace(QUOTED, " \u0000 ");
  for (const pattern of VARYING) text = text.replace(pattern, " \u0000 ");
  return text
    .split("\u0000")
    .map((part) =>
      part
        .replace(/[^\p{L}\p{N}_$'’.-]+/gu, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .map((part) => part.replace(/^[.'’-]+|[.'’-]+$/g, "").trim())
    .filter((part) => /\p{L}/u.test(part));
}

/** The quoted names in a message that are identifiers (`contentBase` in "unknown property 'contentBase'"). */
function quotedNames(message: string): string[] {
  return (message.match(QUOTED) ?? []).map((quoted) => quoted.slice(1, -1).trim()).filter((inner) => IDENTIFIER.test(inner) && inner.length > 1);
}

/** Lower-case letters and digits only. */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The old names the query mentions, by their whole path or (when distinctive) their last part. */
export function oldNamesIn(query: string, names: OldName[] = OLD_NAMES): OldName[] {
  // Each word, and each tail of a dotted word: `webpack.optimize.CommonsChunkPlugin` also reads as `CommonsChunkPlugin`.
  const tokens = new Set(
    words(query).flatMap((word) => {
      const parts = word.split(".");
      return parts.map((_, start) => compact(parts.slice(start).join(".")));
    }),
  );
  return names.filter((old) => {
    // A flag is named only with its dashes: `--node-env`, never `optimization.nodeEnv`.
    if (old.name.startsWith("-")) return new RegExp(`(?<![\\w-])${old.name}(?![\\w-])`, "i").test(query);
    const last = old.name.split(".").at(-1)!;
    return tokens.has(compact(old.name)) || (last.length >= 8 && tokens.has(compact(last)));
  });
}

/** The query's words that carry meaning, in order, without repeats. */
function contentWords(text: string, question: boolean): string[] {
  const kept = words(text).filter((word) => {
    const lower = word.toLowerCase().replace(/’/g, "'");
    return !FILLER.has(lower) && !(question && QUESTION_FILLER.has(lower)) && (lower.length > 1 || /\d/.test(lower));
  });
  return [...new Map(kept.map((word) => [word.toLowerCase(), word])).values()];
}

/** A question or task in plain words: it asks, or it is a sentence rather than names. */
function isQuestion(text: string): boolean {
  return (
    COMPLAINT.test(text) ||
    /\?\s*$/.test(text) ||
    /^(?:how|what|why|when|where|which|who|can|could|is|are|does|do|i|my)\b/i.test(text) ||
    /\bhow to\b/i.test(text)
  );
}

/** A report that something fails ("historyApiFallback not working"): its words other than the complaint name what fails. */
const COMPLAINT = /\b(?:not|no|doesn'?t|don'?t|isn'?t|won'?t|can'?t|cannot)\s+(?:work|working|works)\b|\bbroken\b/i;

interface CompiledTemplate {
  template: ErrorTemplate;
  /** The template's fixed parts, lower case, in order (whitespace collapsed): the text between placeholders and line breaks. */
  parts: string[];
  length: number;
  /** Each part's line, and each line's fixed length. */
  lineOf: number[];
  lineLengths: number[];
}

const compiled = new WeakMap<readonly ErrorTemplate[], CompiledTemplate[]>();

/** Parts shorter than this (a quote, `in`) are found anywhere and prove nothing. */
const MIN_PART = 4;

function compile(templates: readonly ErrorTemplate[]): CompiledTemplate[] {
  let list = compiled.get(templates);
  if (!list) {
    list = templates.map((template) => {
      const parts: string[] = [];
      const lineOf: number[] = [];
      const lineLengths: number[] = [];
      template.template.split("\n").forEach((line, index) => {
        const lineParts = line
          .split(/\{[^}]*\}/)
          .map((part) => part.toLowerCase().replace(/\s+/g, " ").trim())
          .filter((part) => part.length >= MIN_PART);
        parts.push(...lineParts);
        lineOf.push(...lineParts.map(() => index));
        lineLengths.push(lineParts.reduce((sum, part) => sum + part.length, 0));
      });
      return { template, parts, length: parts.reduce((sum, part) => sum + part.length, 0), lineOf, lineLengths };
    });
    compiled.set(templates, list);
  }
  return list;
}

/** A line of a template whose fixed text is at least this long names its message on its own. */
const LINE_ENOUGH = 24;

/**
 * The template a pasted message was printed from: its fixed parts found in
 * the paste, in order, whatever the variable parts hold. A paste holds
 * enough of a template when the parts it has, in a row, are at least half
 * the template's fixed text, or hold a whole line of it that says enough on
 * its own: readers copy from the middle of a message ("Can't resolve …"),
 * stop after its first lines, or leave out the line webpack prints before it
 * (`configuration` for a warning about the configuration). The template
 * with the most fixed text found wins, and of two with as much, the
 * shorter: the one the paste shows more of.
 */
export function matchTemplate(message: string, templates: readonly ErrorTemplate[]): ErrorTemplate | undefined {
  if (!templates.length) return undefined;
  const text = message.toLowerCase().replace(/\s+/g, " ");
  let best: { template: ErrorTemplate; found: number; length: number } | undefined;
  for (const { template, parts, length, lineOf, lineLengths } of compile(templates)) {
    if (!length) continue;
    // The longest run of consecutive parts found in order, starting at any part, and whether some run holds a
    // whole line that says enough.
    let bestRun = 0;
    let wholeLine = false;
    for (let start = 0; start < parts.length; start += 1) {
      let from = 0;
      let run = 0;
      const perLine = new Map<number, number>();
      for (let index = start; index < parts.length; index += 1) {
        const at = text.indexOf(parts[index]!, from);
        if (at < 0) break;
        run += parts[index]!.length;
        from = at + parts[index]!.length;
        const line = lineOf[index]!;
        perLine.set(line, (perLine.get(line) ?? 0) + parts[index]!.length);
      }
      for (const [line, found] of perLine) if (found === lineLengths[line] && found >= LINE_ENOUGH) wholeLine = true;
      bestRun = Math.max(bestRun, run);
      if (bestRun === length) break;
    }
    const enough = bestRun === length || bestRun * 2 >= length || wholeLine;
    if (enough && (!best || bestRun > best.found || (bestRun === best.found && length < best.length))) best = { template, found: bestRun, length };
  }
  return best?.template;
}

/**
 * Reads a query: what kind it is, what to search for and what to match.
 * Only the start of a long paste is read (READ_CHARS), so a whole log
 * pasted in costs no more than its first lines.
 */
export function readQuery(query: string, templates: readonly ErrorTemplate[] = []): ReadQuery {
  // "web pack" is how some readers write webpack.
  const head = firstLines(query).replace(/\bweb\s+pack\b/gi, "webpack");
  const template = matchTemplate(head, templates);
  const oldNames = oldNamesIn(head);
  if (template || looksLikeMessage(head)) {
    const stretches = fixedStretches(head);
    // "Error" and "Warning" mid-message ("Module not found: Error: …") say only that it is one.
    // Words that only say something failed ("not", "can't") are left to the phrase.
    const fixedWords = contentWords(stretches.join(" "), true).filter((word) => !/^(?:error|warning|uncaught)$/i.test(word));
    const named = quotedNames(head).filter((name) => !fixedWords.some((word) => word.toLowerCase() === name.toLowerCase()));
    // The message's first stretch of fixed text names it ("Module parse failed", "Critical dependency"): its start is the phrase.
    const first = stretches.find((stretch) => words(stretch).length >= PHRASE_MIN);
    // Within the budget of distinct words: an old name's replacement and a quoted name first, then the phrase (its
    // start, up to a mid-message "Error"), then the other words in order.
    const budget = new Set([...oldNames.map((old) => old.now), ...named].map((word) => word.toLowerCase()));
    const firstWords = first ? words(first) : [];
    const cut = firstWords.findIndex((word, index) => index > 0 && /^(?:error|warning)$/i.test(word));
    const phrase = bestWindow(firstWords.slice(0, cut > 0 ? cut : undefined), Math.min(PHRASE_MAX, Math.max(0, MESSAGE_WORDS - budget.size)));
    for (const word of phrase) budget.add(word.toLowerCase());
    const text = [...named, ...fixedWords].filter((word) => {
      if (budget.has(word.toLowerCase())) return true;
      if (budget.size >= MESSAGE_WORDS) return false;
      budget.add(word.toLowerCase());
      return true;
    });
    return {
      kind: "message",
      text: text.join(" "),
      phrase: phrase.length >= PHRASE_MIN ? phrase.join(" ") : undefined,
      template,
      oldNames,
      paths: pathsIn(head),
    };
  }
  const sentence = words(head).length >= SENTENCE_WORDS;
  const question = isQuestion(head) || sentence;
  // Names and terms are searched as typed; their words without filler are what is weighed (search-engine.ts).
  const kept = contentWords(head, true);
  // A query of filler words only ("how do I") is searched as typed: there is nothing better to search for.
  const text = kept.length ? kept.slice(0, sentence || question ? SENTENCE_TERMS : kept.length).join(" ") : head.trim();
  return { kind: question ? "question" : "words", text, oldNames, paths: question ? pathsIn(head) : [] };
}

/**
 * The beginning of a word: the search matches words by their beginning, and
 * a typo is most often near the end (`outptu` → `outp` finds "output",
 * `configuraton` → `configur` finds "configuration").
 */
export function prefixOf(word: string): string {
  return word.slice(0, Math.max(3, Math.ceil(word.length * 0.6)));
}
