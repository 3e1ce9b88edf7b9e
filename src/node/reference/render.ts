import { slug } from "github-slugger";
import { FUNCTION, OBJECT, OTHER, type DefaultText, type OptionDefault } from "./defaults.ts";
import { DEV_SERVER, type ReferenceModel } from "./model.ts";
import type { OptionEntry, SameAs, TypeVariant } from "./schema-types.ts";
import { OPTIONS_REFERENCE_KEY, OPTIONS_REFERENCE_URL } from "../../shared/site.ts";

/** The reference page's URL and its place in the content folder. */
export const REFERENCE_URL = OPTIONS_REFERENCE_URL;
export const REFERENCE_FILE = `${OPTIONS_REFERENCE_KEY}.md`;
/** Editing the reference means editing webpack's schema. */
export const REFERENCE_EDIT_URL = "https://github.com/webpack/webpack/edit/main/schemas/WebpackOptions.json";
const DEV_SERVER_REPOSITORY = "https://github.com/webpack/webpack-dev-server";

/** A hand-written section about an option, linked from its entry. */
export interface GuideLink {
  title: string;
  url: string;
}

/** The reference as one Markdown page with front matter, fed through the content pipeline like a file. */
export function renderReference(model: ReferenceModel, guides: ReadonlyMap<string, GuideLink[]>, options: { checkPageUrl?: string } = {}): string {
  const topLevel = model.entries.filter((entry) => entry.depth === 1);
  const lines: string[] = [
    "---",
    "title: Options Reference",
    `description: Every option of webpack ${model.webpackVersion}'s configuration schema with its type, allowed values and defaults, generated from the schema.`,
    "group: Reference",
    "sort: 1",
    `edit: ${REFERENCE_EDIT_URL}`,
    "---",
    "",
    `This page is generated when the site is built, from the configuration schema of webpack ${model.webpackVersion} ` +
      "(`schemas/WebpackOptions.json` in the webpack package)" +
      (model.devServerVersion
        ? ` and, for the options under \`devServer\`, from the schema of webpack-dev-server ${model.devServerVersion} (\`lib/options.json\`).`
        : ".") +
      ` It lists ${model.counts.webpack + model.counts.devServer} option paths` +
      (model.devServerVersion ? ` (${model.counts.webpack} from webpack, ${model.counts.devServer} from webpack-dev-server).` : "."),
    "",
    "How to read an entry: a path joins option names with dots; `[]` stands for each item of a list and `{name}` for the value under any key you choose. " +
      "**Type** and **Values** say what the option accepts. **Default** is what webpack sets when your configuration leaves the option out, " +
      "taken from webpack's own defaults for an empty configuration in both modes (webpack-dev-server applies its defaults when it starts; its descriptions state them). " +
      "**Guide** links to the section of the configuration pages that explains the option, with examples. " +
      "Where an option takes the same options as another, its entry links there instead of repeating them.",
    ...(options.checkPageUrl
      ? ["", `To see what this schema says about a configuration of yours, paste it into [Check a Configuration](${options.checkPageUrl}).`]
      : []),
    "",
    `Top-level options: ${topLevel.map((entry) => `[${code(entry.path)}](#${entry.id})`).join(", ")}.`,
  ];
  for (const entry of model.entries) lines.push("", ...renderEntry(entry, model, guides.get(entry.path) ?? []));
  return `${lines.join("\n")}\n`;
}

function renderEntry(entry: OptionEntry, model: ReferenceModel, guides: GuideLink[]): string[] {
  const level = Math.min(entry.depth + 1, 6);
  const out = [`${"#".repeat(level)} ${escapeText(entry.path)} {#${entry.id}}`, ""];
  for (const description of entry.descriptions) out.push(inlineMarkdown(description), "");
  const facts: string[] = [];
  const status = [entry.deprecated && "deprecated", entry.experimental && "experimental", entry.added && `added in ${entry.added}`].filter(Boolean);
  if (status.length) facts.push(`**Status:** ${status.join(", ")}`);
  facts.push(...typeFacts(entry));
  const defaults = model.defaults.get(entry.path);
  const defaultLine = defaults && defaultText(defaults);
  if (defaultLine) facts.push(`**Default:** ${defaultLine}`);
  for (const sameAs of entry.sameAs) facts.push(sameAsText(entry, sameAs, model));
  const differing = model.differingDefaults.get(entry.path);
  if (differing?.length) {
    const set = differing.flatMap(({ key, value }) => {
      const text = value && defaultText(value);
      return text ? [`${code(key)}: ${text}`] : [];
    });
    const unset = differing.filter(({ value }) => !(value && defaultText(value))).map(({ key }) => code(key));
    const parts = [...set, ...(unset.length ? [`not set here: ${unset.join(", ")}`] : [])];
    facts.push(`**Defaults that differ here:** ${parts.join("; ")}`);
  }
  if (entry.path === DEV_SERVER && model.devServerVersion) {
    facts.push(`**Sub-options:** from webpack-dev-server ${model.devServerVersion} ([repository](${DEV_SERVER_REPOSITORY}))`);
  }
  if (guides.length) facts.push(`**Guide:** ${guides.map((guide) => `[${escapeText(guide.title)}](${guide.url})`).join(", ")}`);
  out.push(...facts.map((fact) => `- ${fact}`));
  return out;
}

/** The Type, Values and per-alternative lines of an entry. */
function typeFacts(entry: OptionEntry): string[] {
  // `true` and `false` as two alternatives (each with its own description) read as `boolean`.
  const bothBooleans = [true, false].every((value) => entry.variants.some((variant) => variant.kind === "literal" && variant.value === value));
  const variants: TypeVariant[] = bothBooleans ? [{ kind: "boolean" }, ...entry.variants] : entry.variants;
  const hasBoolean = variants.some((variant) => variant.kind === "boolean");
  const literals = variants.filter(
    (variant): variant is Extract<TypeVariant, { kind: "literal" }> =>
      variant.kind === "literal" && !(hasBoolean && typeof variant.value === "boolean"),
  );
  const others = variants.filter((variant) => variant.kind !== "literal");
  const facts: string[] = [];
  const typeTexts = [...new Set(others.map((variant) => typeText(variant)))];
  if (typeTexts.length) facts.push(`**Type:** ${code(typeTexts.join(" | "))}${constraintText(others)}`);
  if (literals.length) facts.push(`**Values:** ${literals.map((variant) => code(literalText(variant.value))).join(", ")}`);
  const functionTypes = [...new Set(collect(variants, "function").flatMap((variant) => (variant.tsType ? [variant.tsType] : [])))];
  if (functionTypes.length) facts.push(`**Function type:** ${functionTypes.map(code).join(", ")} (see webpack's \`types.d.ts\`)`);
  // Alternatives with a description of their own; alternatives that share one are listed together.
  const byDescription = new Map<string, string[]>();
  for (const variant of variants) {
    if (!variant.description || entry.descriptions.includes(variant.description)) continue;
    const labels = byDescription.get(variant.description) ?? [];
    const label = code(shortLabel(variant));
    if (!labels.includes(label)) labels.push(label);
    byDescription.set(variant.description, labels);
  }
  for (const [description, labels] of byDescription) facts.push(`${labels.join(", ")}: ${inlineMarkdown(description)}`);
  return facts;
}

/** A short name for one alternative, to put its own description beside. */
function shortLabel(variant: TypeVariant): string {
  if (variant.kind === "array") return "array";
  if (variant.kind === "object") return "object";
  return typeText(variant);
}

/** A TypeScript-like type for one alternative. */
export function typeText(variant: TypeVariant): string {
  switch (variant.kind) {
    case "string":
      return "string";
    case "number":
      return variant.integer ? "integer" : "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "literal":
      return literalText(variant.value);
    case "regexp":
      return "RegExp";
    case "function":
      return "function";
    case "instance":
      return variant.name;
    case "array": {
      const items = [...new Set(variant.items.map(typeText))];
      return items.length === 1 && !items[0]!.includes(" ") ? `${items[0]}[]` : `(${items.join(" | ")})[]`;
    }
    case "object":
      if (variant.values && !variant.options) return `Record<string, ${[...new Set(variant.values.map(typeText))].join(" | ")}>`;
      return "object";
    case "typescript":
      return variant.tsType;
    case "cycle":
      return "…";
    case "any":
      return "any";
  }
}

/** Words for the limits the schema puts on values: non-empty strings, absolute paths, minimums. */
function constraintText(variants: TypeVariant[]): string {
  const notes = new Set<string>();
  const visit = (variant: TypeVariant) => {
    if (variant.kind === "string") {
      if (variant.absolutePath) notes.add("strings are absolute paths");
      if (variant.minLength === 1) notes.add("strings must not be empty");
      else if (variant.minLength) notes.add(`strings have at least ${variant.minLength} characters`);
      if (variant.pattern) notes.add(`strings match the pattern ${code(variant.pattern)}`);
    } else if (variant.kind === "number") {
      if (variant.minimum !== undefined) notes.add(`at least ${variant.minimum}`);
      if (variant.exclusiveMinimum !== undefined) notes.add(`more than ${variant.exclusiveMinimum}`);
      if (variant.maximum !== undefined) notes.add(`at most ${variant.maximum}`);
    } else if (variant.kind === "array") {
      if (variant.minItems) notes.add(`lists have at least ${variant.minItems} item${variant.minItems === 1 ? "" : "s"}`);
      variant.items.forEach(visit);
    } else if (variant.kind === "object" && variant.values) {
      variant.values.forEach(visit);
    }
  };
  variants.forEach(visit);
  return notes.size ? ` (${[...notes].join("; ")})` : "";
}

function collect<K extends TypeVariant["kind"]>(variants: TypeVariant[], kind: K): Extract<TypeVariant, { kind: K }>[] {
  const found: Extract<TypeVariant, { kind: K }>[] = [];
  const visit = (variant: TypeVariant) => {
    if (variant.kind === kind) found.push(variant as Extract<TypeVariant, { kind: K }>);
    if (variant.kind === "array") variant.items.forEach(visit);
    if (variant.kind === "object") variant.values?.forEach(visit);
  };
  variants.forEach(visit);
  return found;
}

function literalText(value: string | number | boolean | null): string {
  return JSON.stringify(value);
}

function sameAsText(entry: OptionEntry, sameAs: SameAs, model: ReferenceModel): string {
  const home = model.byPath.get(sameAs.homeEntry);
  const where = home ? `[${code(sameAs.home)}](#${home.id})` : code(sameAs.home);
  const subject =
    sameAs.at === ""
      ? "Takes the options of"
      : sameAs.at === "[]"
        ? "Each item takes the options of"
        : sameAs.at.endsWith("{name}")
          ? "Each value by key takes the options of"
          : `Each ${code(entry.path + sameAs.at)} takes the options of`;
  const keys = sameAs.keys.map((key) => {
    const target = model.byPath.get(`${sameAs.home}.${key}`);
    return target ? `[${code(key)}](#${target.id})` : code(key);
  });
  const list = keys.length <= 12 ? `: ${keys.join(", ")}` : ` (${keys.length} options)`;
  return `**Same as:** ${subject} ${where}${sameAs.recursive ? ", nested" : ""}${list}`;
}

/** The option whose `"auto"` default follows the configuration's rules (see `defaults.ts`). */
const TYPESCRIPT_OPTION = "experiments.typescript";

/** The Default line, or undefined when webpack sets nothing worth showing. */
export function defaultText(value: OptionDefault): string | undefined {
  if (value.note) return value.note;
  if (value.dependsOn) return `depends on ${value.dependsOn}.`;
  const parts: string[] = [];
  const byMode = perMode(value.production, value.development);
  if (byMode) parts.push(byMode);
  if (value.node) {
    const node = perMode(value.node.production, value.node.development, true);
    if (node) parts.push(`with ${code('target: "node"')}: ${node}`);
  }
  if (value.byCategory?.length) {
    parts.push(
      `per dependency category in ${code("resolve.byDependency")} (production): ` +
        value.byCategory.map((group) => `${group.categories.map(code).join(", ")}: ${shown(group.value)}`).join("; "),
    );
  }
  const withoutTypeScript = value.withoutTypeScript && defaultText(value.withoutTypeScript);
  if (withoutTypeScript) {
    parts.push(`where [${code(TYPESCRIPT_OPTION)}](#${slug(TYPESCRIPT_OPTION)}) resolves to ${code("false")}: ${withoutTypeScript}`);
  }
  return parts.length ? parts.join("; ") : undefined;
}

function perMode(production: DefaultText | undefined, development: DefaultText | undefined, always = false): string | undefined {
  const hidden = (text: DefaultText | undefined) => text === undefined || text === OBJECT || text === OTHER;
  if (!always && hidden(production) && hidden(development)) return undefined;
  if (production === development) return shown(production);
  return `${shown(production)} in production, ${shown(development)} in development`;
}

function shown(text: DefaultText | undefined): string {
  if (text === undefined) return "not set";
  if (text === OBJECT) return "an object (see its options)";
  if (text === FUNCTION) return "a function";
  if (text === OTHER) return "computed by webpack";
  return code(text);
}

/** Inline code with a fence long enough for any backticks inside. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longest + 1);
  const pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** Plain text made safe for Markdown: every character Markdown could read as syntax is escaped. */
export function escapeText(text: string): string {
  return text.replace(/[\\`*_[\]<>&|~#!]/g, "\\$&").replace(/\s+/g, " ");
}

/**
 * A schema description as inline Markdown: its `code spans`, **bold** and bare
 * URLs kept, everything else escaped (descriptions are not written as Markdown,
 * and raw HTML in one must show as text).
 */
export function inlineMarkdown(text: string): string {
  const pieces: string[] = [];
  const pattern = /(`[^`\n]+`)|(\*\*[^*\n]+\*\*)|(https?:\/\/[^\s<>()'"`]+[^\s<>()'"`.,;:!?])/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    pieces.push(escapeText(text.slice(last, match.index)));
    if (match[1]) pieces.push(match[1]);
    else if (match[2]) pieces.push(`**${escapeText(match[2].slice(2, -2))}**`);
    else pieces.push(`<${match[3]!}>`);
    last = match.index + match[0].length;
  }
  pieces.push(escapeText(text.slice(last)));
  return pieces.join("").trim();
}
