import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../paths.ts";
import { compareVersions, releaseNeeded } from "../../shared/releases.ts";
import { WALK_FIRST } from "./walk-first.ts";
import { findEntry } from "./option-paths.ts";
import type { OptionEntry, Schema } from "./schema-types.ts";
import { walkOptions } from "./schema-walk.ts";

/**
 * Option history across webpack 5: for every option path any published 5.x schema accepted, the release that
 * first accepted it, and where webpack deprecated or removed it, the release that did; the same for each string
 * value an option accepts (an `externalsType`). Computed by `npm run refresh:option-history` from each release's
 * `schemas/WebpackOptions.json` and kept in `data/option-history.json`; the build reads only that file.
 *
 * An option path is one the options reference documents (`walkOptions`, the reference's own walk with its
 * `WALK_FIRST`): `output.filename`, `module.rules[].test`, `optimization.splitChunks.cacheGroups.{name}.test`.
 * A release *accepts* a path when its walk documents it, directly or through a "same options as" pointer
 * (`resolveLoader.alias` → `resolve.alias`), so a shape that moved to another home between releases is still
 * the same option. The string values recorded are those a release lists among the path's own alternatives (what
 * the reference shows as **Values**; values inside lists or other shapes are not recorded); a release accepts such a
 * value when it lists it or when the path also takes any string (`output.hashDigest`, whose values were listed in
 * one release only and which has taken any string since 5.0.0).
 */

/** When something (an option path, or one of its values) was accepted across the releases read. */
export interface Lifetime {
  /** The first release that accepted it. */
  added: string;
  /** The release from which it has been marked deprecated, without a break, up to the last release that accepts it. */
  deprecated?: string;
  /** The release from which no release accepts it (set only when the newest release read does not). */
  removed?: string;
  /** Each time it went away and came back: the first release without it, and the release that accepted it again. */
  gaps?: [string, string][];
}

export interface OptionRecord extends Lifetime {
  /** The string values among the path's alternatives, each with its own lifetime. */
  values?: Record<string, Lifetime>;
}

export interface OptionHistory {
  /** What was read, in words. */
  source: string;
  /** Every release read, oldest first: the stable webpack 5 releases up to the newest when the file was made. */
  releases: string[];
  /** By option path, in code-unit order. */
  options: Record<string, OptionRecord>;
}

/** One release's schema, as the computation takes it. */
export interface ReleaseSchema {
  version: string;
  schema: Schema;
}

/** Where the repository keeps the history. */
export const OPTION_HISTORY_FILE = path.join(REPO_ROOT, "data/option-history.json");
export const OPTION_HISTORY_SOURCE = "schemas/WebpackOptions.json of every stable webpack 5 release on the npm registry";

/** What one release says about a path it accepts: whether deprecated, the string values it lists, whether it takes any string. */
interface Seen {
  deprecated: boolean;
  values: Set<string>;
  anyString: boolean;
}

/** Computes the history from the schemas of several releases, given in any order. */
export function computeOptionHistory(releases: readonly ReleaseSchema[], source = OPTION_HISTORY_SOURCE): OptionHistory {
  const ordered = [...releases].sort((a, b) => compareVersions(a.version, b.version));
  const walks = ordered.map(({ schema }) => {
    const entries = walkOptions(schema, { walkFirst: WALK_FIRST });
    return new Map(entries.map((entry) => [entry.path, entry]));
  });
  const allPaths = new Set<string>();
  for (const walk of walks) for (const key of walk.keys()) allPaths.add(key);

  const options: Record<string, OptionRecord> = {};
  const versions = ordered.map((release) => release.version);
  for (const optionPath of [...allPaths].sort(byCodeUnits)) {
    const seen: (Seen | undefined)[] = walks.map((walk) => {
      const entry = findEntry(optionPath, walk);
      return entry && { deprecated: isDeprecated(entry), values: stringValues(entry), anyString: takesAnyString(entry) };
    });
    const lifetime = lifetimeOf(
      versions,
      seen.map((at) => at !== undefined),
      seen.map((at) => at?.deprecated === true),
    );
    if (!lifetime) continue;
    const record: OptionRecord = lifetime;
    const allValues = new Set<string>();
    for (const at of seen) for (const value of at?.values ?? []) allValues.add(value);
    if (allValues.size) {
      record.values = {};
      for (const value of [...allValues].sort(byCodeUnits)) {
        const valueLifetime = lifetimeOf(
          versions,
          seen.map((at) => at !== undefined && (at.values.has(value) || at.anyString)),
        );
        if (valueLifetime) record.values[value] = valueLifetime;
      }
    }
    options[optionPath] = record;
  }
  return { source, releases: versions, options };
}

/**
 * A lifetime from presence (and deprecation) per release, oldest first; undefined when never present.
 * A deprecation counts from where it began without a break up to the last release that accepts the thing.
 */
export function lifetimeOf(versions: readonly string[], present: readonly boolean[], deprecated: readonly boolean[] = []): Lifetime | undefined {
  const first = present.indexOf(true);
  if (first === -1) return undefined;
  const last = present.lastIndexOf(true);
  const lifetime: Lifetime = { added: versions[first]! };
  if (deprecated[last]) {
    let since = last;
    while (since > first && present[since - 1] && deprecated[since - 1]) since--;
    lifetime.deprecated = versions[since]!;
  }
  if (last < versions.length - 1) lifetime.removed = versions[last + 1]!;
  const gaps: [string, string][] = [];
  for (let index = first + 1; index <= last; index++) {
    if (present[index] || !present[index - 1]) continue;
    let back = index;
    while (!present[back]) back++;
    gaps.push([versions[index]!, versions[back]!]);
  }
  if (gaps.length) lifetime.gaps = gaps;
  return lifetime;
}

/**
 * Whether a release deprecates the option: its schema marks it `deprecated` (webpack's schemas do from 5.106.0
 * on), or the option's own description says so, as webpack said it before (`optimization.noEmitOnErrors` from
 * 5.0.0, "(deprecated: use 'emitOnErrors' instead)", with a warning in `lib/config/normalization.js`). The
 * wordings of the releases before the marker: "Deprecated: This option has moved to …", "Deprecated in favor of
 * …", "(deprecated: use … instead)", "(Deprecated)."; a deprecated value in a list of values
 * (`optimization.moduleIds`: "hashed: (deprecated) short hashes") does not deprecate the option.
 */
export function isDeprecated(entry: Pick<OptionEntry, "deprecated" | "descriptions">): boolean {
  return entry.deprecated === true || entry.descriptions.some((description) => DEPRECATED_DESCRIPTION.test(description));
}

const DEPRECATED_DESCRIPTION = /(?:^|[.!]\s+)Deprecated\b|\(deprecated(?::|\)\.)/i;

/** The string values among an entry's own alternatives (the reference's **Values** line). */
function stringValues(entry: OptionEntry): Set<string> {
  const values = new Set<string>();
  for (const variant of entry.variants) if (variant.kind === "literal" && typeof variant.value === "string") values.add(variant.value);
  return values;
}

/**
 * Gives each entry its history facts (see `OptionEntry.added`); returns the paths the history does not know.
 * An option of the first webpack 5 release gets no `added`: it has been there all along.
 */
export function applyHistory(entries: readonly OptionEntry[], history: OptionHistory): string[] {
  const first = history.releases[0];
  const unknown: string[] = [];
  for (const entry of entries) {
    const record = history.options[entry.path];
    if (!record) {
      unknown.push(entry.path);
      continue;
    }
    if (record.added !== first) entry.added = record.added;
    if (record.deprecated) entry.deprecatedIn = record.deprecated;
    if (record.gaps) entry.gaps = record.gaps;
    const listed = stringValues(entry);
    for (const [value, lifetime] of Object.entries(record.values ?? {})) {
      if (!listed.has(value) || (lifetime.added === record.added && !lifetime.gaps)) continue;
      (entry.valueHistory ??= {})[value] = lifetime;
    }
  }
  return unknown;
}

/** Whether one of the entry's own alternatives is a string with no pattern or path rule: any value passes. */
function takesAnyString(entry: OptionEntry): boolean {
  return entry.variants.some((variant) => variant.kind === "string" && !variant.pattern && !variant.absolutePath);
}

/**
 * The release a version badge ("5.20.0+") states: the first from which every release accepts it, so the one that
 * added it or, after a gap, the one that accepted it again (`module.rules[].assert`: 5.48.0, not 5.45.0).
 */
export function acceptedSince(lifetime: Lifetime): string {
  return lifetime.gaps?.at(-1)?.[1] ?? lifetime.added;
}

/** Whether a release accepted something with this lifetime. */
export function acceptedIn(lifetime: Lifetime, version: string): boolean {
  if (lifetime.removed && compareVersions(version, lifetime.removed) >= 0) return false;
  return releaseNeeded(lifetime, version) === undefined;
}

export { compareVersions };

/** A stable webpack 5 release number (no pre-release, no build metadata). */
export function isStableWebpack5(version: string): boolean {
  return /^5\.\d+\.\d+$/.test(version);
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

let cached: OptionHistory | undefined;

/** The history kept in the repository; the build reads it and never the network. */
export function readOptionHistory(file = OPTION_HISTORY_FILE): OptionHistory {
  if (file === OPTION_HISTORY_FILE && cached) return cached;
  let history: OptionHistory;
  try {
    history = JSON.parse(readFileSync(file, "utf8")) as OptionHistory;
  } catch (error) {
    throw new Error(
      `${path.relative(REPO_ROOT, file)}: cannot read the option history (${(error as Error).message}); run \`npm run refresh:option-history\``,
    );
  }
  if (file === OPTION_HISTORY_FILE) cached = history;
  return history;
}
