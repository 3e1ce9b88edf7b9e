import type { Lifetime } from "./option-history.ts";

/** The shapes the options reference works with: the part of JSON Schema webpack uses, and the option entries walked from it. */

/** The part of JSON Schema that webpack's and webpack-dev-server's option schemas use. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  instanceof?: string;
  tsType?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  absolutePath?: boolean;
  pattern?: string;
  deprecated?: boolean;
  experimental?: boolean;
  /** webpack's schema: the version that added the option, as webpack's authors noted it (the reference takes it from the option history instead). */
  added?: string;
  definitions?: Record<string, Schema>;
}

/** One alternative of an option's value, as plain data. */
export type TypeVariant = (
  | { kind: "string"; minLength?: number; absolutePath?: boolean; pattern?: string }
  | { kind: "number"; integer?: boolean; minimum?: number; maximum?: number; exclusiveMinimum?: number }
  | { kind: "boolean" }
  | { kind: "null" }
  | { kind: "literal"; value: string | number | boolean | null }
  | { kind: "regexp" }
  | { kind: "function"; tsType?: string }
  | { kind: "instance"; name: string }
  | { kind: "array"; items: TypeVariant[]; minItems?: number }
  /** `options`: it has named sub-options (entries of their own); `values`: the type of any other key's value. */
  | { kind: "object"; options: boolean; values?: TypeVariant[]; anyKeys?: boolean }
  | { kind: "typescript"; tsType: string }
  /** A value of the same alternatives again (a recursive definition, e.g. nested rule conditions). */
  | { kind: "cycle" }
  | { kind: "any" }
) & { description?: string };

/**
 * A place where an option's value (or its items, or its values by key) takes
 * the options of a shape that is documented at another path.
 */
export interface SameAs {
  /** Where, below this entry's path, the shape is taken: `""` (the value), `"[]"` (each item), `".{name}"` (each value by key), or a combination. */
  at: string;
  /** The path whose sub-options document the shape, e.g. `module.rules[]`. */
  home: string;
  /** The entry to link to: `home` without a trailing `[]` or `.{name}`. */
  homeEntry: string;
  /** The shape's option names, e.g. `["and", "or", "not"]`. */
  keys: string[];
  /** The shape contains itself here (a rule's `rules`), rather than being shared by two unrelated options. */
  recursive: boolean;
}

/**
 * One option path: a name a configuration can set, with what the schema says about it.
 *
 * An *option path* is a chain of property names from the root of the options
 * object to a property that the schema names in `properties`, written with dots
 * (`output.filename`). Two markers stand for positions that are not names:
 * `[]` for "each item of a list" when the option only takes a list of objects
 * (`module.rules[].test`), and `{name}` for "the value under any key" of a map
 * whose values are objects with named options (`optimization.splitChunks.cacheGroups.{name}.test`).
 * When an option takes one object *or* a list of them, the path has no `[]`.
 * Keys of free-form objects (`resolve.alias`, `amd`) are values, not option paths.
 *
 * A named shape (a `definitions` entry with `properties`) is documented once, at
 * its shallowest occurrence (breadth-first, in schema order, `walkFirst` first);
 * every other place that takes it, including a shape nested in itself, gets an
 * entry with a {@link SameAs} pointer instead of a second copy of its options.
 */
export interface OptionEntry {
  path: string;
  /** Anchor id, see {@link assignAnchorIds}. */
  id: string;
  /** Number of named segments: `output` 1, `output.filename` 2, `module.rules[].test` 3. */
  depth: number;
  /** The entry this one is a sub-option of; undefined for top-level options. */
  parent?: string;
  /** The schema's descriptions of the option, distinct, first the most specific (an option in two object forms may have two). */
  descriptions: string[];
  variants: TypeVariant[];
  /**
   * From the option history (webpack's own options only): the release that added the option, when that is
   * after the first webpack 5 release; the release since which it is deprecated; the releases that did not
   * accept it after it was added (`[the first without it, the one that accepted it again]`); and, by string
   * value, the lifetime of each value whose lifetime differs from the option's.
   */
  added?: string;
  deprecatedIn?: string;
  gaps?: [string, string][];
  valueHistory?: Record<string, Lifetime>;
  deprecated?: boolean;
  experimental?: boolean;
  /** Sub-option paths, in schema order. */
  children: string[];
  sameAs: SameAs[];
}

export interface WalkOptions {
  /** Path the schema's root properties hang from (`devServer` for webpack-dev-server's schema); empty for webpack's own. */
  root?: string;
  /** Property names to walk before their siblings, by parent prefix, so a shared shape gets its natural home (`module` → `rules` before `defaultRules`). */
  walkFirst?: Record<string, string[]>;
}

export interface Branch {
  node: Schema;
  /** Definition names passed through to reach this branch. */
  refs: string[];
}
