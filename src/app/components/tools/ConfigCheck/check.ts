import type { CheckData, CheckOption, CheckPackage } from "../../../../shared/config-check-data.ts";
import type { ErrorTemplate } from "../../../../shared/error-templates.ts";
import { fixedLength, matchesMessage } from "../../../../shared/message-match.ts";
import { parseConfigText, readConfig, type ConfigShape, type FoundOption } from "../../../../shared/read-config.ts";
import { validatePackageOptions, validateWebpackConfig, type Problem } from "./validate-config.ts";

/** A problem webpack reports, with where to read about it. */
export interface ShownProblem {
  text: string;
  /** The option's entry in the options reference (the nearest documented one). */
  reference?: { path: string; url: string };
  /** A documented option whose name is close to an unknown one. */
  didYouMean?: string;
  /** The migration guide's section, for an option webpack 5 renamed or removed. */
  migration?: { title: string; url: string };
  /** The errors catalogue's entry that explains this form of "Invalid configuration object". */
  entry?: { title: string; url: string };
  line?: number;
}

export interface PackageReport {
  name: string;
  kind: CheckPackage["kind"];
  url: string;
  line: number;
  problems: string[];
  /** The whole message the package throws; empty when its options match its schema. */
  message: string;
}

/** An option found in the text, with its entry in the options reference when it has one. */
export interface ExplainedOption extends FoundOption {
  entry?: CheckOption;
  referenceUrl?: string;
  /** The value the text gives it, when that is a string (a value may be newer than its option: `externalsType`). */
  text?: string;
}

export type CheckReport =
  | { status: "empty" }
  | { status: "unreadable"; message: string; line?: number }
  | {
      status: "checked";
      shape: ConfigShape;
      mode?: string;
      /** webpack's whole message, as `webpack.validate()` throws it; empty when webpack accepts the configuration. */
      message: string;
      /** The errors catalogue's entry for "Invalid configuration object", when the site has one. */
      entry?: { title: string; url: string };
      problems: ShownProblem[];
      packages: PackageReport[];
      options: ExplainedOption[];
    };

export const MIGRATION_URL = "/migrate/5/";
const MIGRATION = {
  renamed: { title: "Renamed and removed options", url: `${MIGRATION_URL}#renamed-and-removed-options` },
  devtool: { title: "Stricter devtool and template strings", url: `${MIGRATION_URL}#stricter-devtool-and-template-strings` },
  node: { title: "Node.js core modules are no longer polyfilled", url: `${MIGRATION_URL}#nodejs-core-modules-are-no-longer-polyfilled` },
};
/** webpack 4 option names that webpack 5's schema no longer has. */
const WEBPACK_4_NAMES = new Set([
  "loaders",
  "preLoaders",
  "postLoaders",
  "query",
  "occurrenceOrder",
  "namedModules",
  "namedChunks",
  "hashedModuleIds",
  "noEmitOnErrors",
  "jsonpFunction",
  "chunkCallbackName",
  "hotUpdateFunction",
  "jsonpScriptType",
  "splitChunks",
]);

/** Reads, validates and explains a configuration text. Never runs it. */
export async function checkConfig(text: string, data: CheckData): Promise<CheckReport> {
  if (!text.trim()) return { status: "empty" };
  const parsed = await parseConfigText(text);
  if ("error" in parsed) return { status: "unreadable", message: parsed.error, line: parsed.line };
  const known = new Map(data.packages.map((entry) => [entry.name, entry.kind]));
  const read = readConfig(parsed.program, text, known);
  if (!read.ok) return { status: "unreadable", message: read.message, line: read.line };
  const options = new Options(data);
  const validation = validateWebpackConfig(read.value);
  const lineOf = new Map(read.options.map((option) => [option.instancePath, option.line]));
  const header = validation.message.split("\n")[0] ?? "";
  const problems = validation.problems.map((problem) => ({
    ...showProblem(problem, read.shape, options, lineOf),
    // As webpack's message lists it: after ` - `, its further lines indented by three spaces.
    ...entryFor(`${header}\n - ${problem.text.replace(/\n(?!$)/g, "\n   ")}`, data.validationMessages),
  }));
  const packages = read.packages.map((use): PackageReport => {
    const entry = data.packages.find((candidate) => candidate.name === use.name && candidate.kind === use.kind)!;
    const result = validatePackageOptions(entry.schemaId, use.options);
    return {
      name: use.name,
      kind: use.kind,
      url: entry.url,
      line: use.line,
      problems: result.problems.map((problem) => problem.text),
      message: result.message,
    };
  });
  const explained = read.options.map((found): ExplainedOption => {
    const entry = options.exact(found.path);
    const given = found.computed ? undefined : valueAt(read.value, found.instancePath);
    return { ...found, entry, referenceUrl: entry && options.url(entry), ...(typeof given === "string" ? { text: given } : {}) };
  });
  // The entry's general form is the one that fixes the least text (`… - {problem}`).
  const general = [...data.validationMessages].sort((a, b) => fixedLength(a.template) - fixedLength(b.template))[0];
  return {
    status: "checked",
    shape: read.shape,
    mode: read.mode,
    message: validation.message,
    entry: general && { title: general.title, url: general.url },
    problems,
    packages,
    options: explained,
  };
}

/** The errors catalogue's form of the message a problem is (the one that says most, where several match), as a link. */
function entryFor(message: string, forms: readonly ErrorTemplate[]): Pick<ShownProblem, "entry"> {
  let best: ErrorTemplate | undefined;
  for (const form of forms) {
    if (matchesMessage(form.template, message) && (!best || fixedLength(form.template) > fixedLength(best.template))) best = form;
  }
  return best ? { entry: { title: best.title, url: best.url } } : {};
}

function showProblem(problem: Problem, shape: ConfigShape, options: Options, lineOf: ReadonlyMap<string, number>): ShownProblem {
  const shown: ShownProblem = { text: problem.text };
  const pointer = problem.unknownProperty ? `${problem.instancePath}/${problem.unknownProperty}` : problem.instancePath;
  shown.line = lineOf.get(pointer) ?? lineOf.get(problem.instancePath);
  const path = optionPathOf(problem.instancePath, shape);
  const entry = options.nearest(path);
  // A problem with the configuration object itself (an unknown top-level property): the reference's list of options.
  shown.reference = entry ? { path: entry.path, url: options.url(entry) } : { path: "configuration", url: options.topUrl() };
  const unknown = problem.unknownProperty;
  if (unknown && problem.allowed && !/Did you mean/.test(problem.text)) {
    const close = closestName(unknown, problem.allowed);
    if (close) shown.didYouMean = path ? `${path}.${close}` : close;
  }
  if (path === "devtool") shown.migration = MIGRATION.devtool;
  else if (path === "node" || path.startsWith("node.")) shown.migration = MIGRATION.node;
  else if ((unknown && WEBPACK_4_NAMES.has(unknown)) || problem.text.includes("BREAKING CHANGE")) shown.migration = MIGRATION.renamed;
  return shown;
}

/** The value at a JSON pointer (`/module/rules/0/test`) of what is validated. */
function valueAt(root: unknown, pointer: string): unknown {
  let current = root;
  for (const segment of pointer.split("/").slice(1)) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return current;
}

/** `/0/module/rules/1/use` → `module.rules[].use`; the index of a configuration in a list is left out. */
export function optionPathOf(instancePath: string, shape: ConfigShape): string {
  const segments = instancePath
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (shape === "array" && /^\d+$/.test(segments[0] ?? "")) segments.shift();
  let path = "";
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) path += "[]";
    else path += path ? `.${segment}` : segment;
  }
  return path;
}

/** The reference's option entries by path. */
class Options {
  private readonly byPath: Map<string, CheckOption>;
  constructor(private readonly data: CheckData) {
    this.byPath = new Map(data.options.map((option) => [option.path, option]));
  }

  /** The entry for a path the configuration sets; a list item's path without `[]` where the option takes one object or a list. */
  exact(path: string): CheckOption | undefined {
    return this.byPath.get(path) ?? this.byPath.get(path.replace(/\[\]/g, ""));
  }

  /** The entry for a path, or for the nearest option above it that has one. */
  nearest(path: string): CheckOption | undefined {
    for (let current = path; current; current = current.replace(/(\[\]|\.[^.[\]]+|^[^.[\]]+)$/, "")) {
      const found = this.exact(current);
      if (found) return found;
    }
    return undefined;
  }

  topUrl(): string {
    return this.data.referenceUrl;
  }

  url(entry: CheckOption): string {
    return `${this.data.referenceUrl}#${entry.id}`;
  }
}

/** The allowed name closest to an unknown one, when it is close enough to be a typo. */
export function closestName(unknown: string, allowed: readonly string[]): string | undefined {
  const lower = unknown.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of allowed) {
    const distance = name.toLowerCase() === lower ? 0 : editDistance(lower, name.toLowerCase());
    if (!best || distance < best.distance) best = { name, distance };
  }
  if (!best) return undefined;
  const limit = unknown.length <= 4 ? 1 : unknown.length <= 8 ? 2 : 3;
  return best.distance <= limit ? best.name : undefined;
}

/** Edits (insert, delete, replace, swap two neighbours) from one word to the other. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  }
  return rows[a.length]![b.length]!;
}
