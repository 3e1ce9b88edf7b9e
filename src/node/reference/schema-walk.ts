import GithubSlugger from "github-slugger";

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
  /** webpack's schema: the version that added the option. */
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
  added?: string;
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

interface Branch {
  node: Schema;
  /** Definition names passed through to reach this branch. */
  refs: string[];
}

interface QueueItem {
  /** Where the node's sub-options hang: an entry path, or one followed by `[]` / `.{name}`. */
  prefix: string;
  node: Schema;
  /** The entry that owns this position (for `[]` / `.{name}` prefixes, the entry before them). */
  entry: string;
  /** Definitions passed through since the owning entry, to stop cycles without named shapes. */
  stack: string[];
  /** Shapes already documented one level up: a list's items when the option also takes one such object. */
  skip?: Set<Schema>;
}

const ITEM = "[]";
const KEY = ".{name}";

/** Walks a schema into its option entries (see {@link OptionEntry} for what counts as an option path). */
export function walkOptions(schema: Schema, options: WalkOptions = {}): OptionEntry[] {
  const root = options.root ?? "";
  const definitions = schema.definitions ?? {};
  const entries = new Map<string, OptionEntry>();
  const homes = new Map<string, string>();

  const resolve = (node: Schema, refs: string[]): Schema => {
    let current = node;
    const seen = new Set<string>();
    while (current.$ref) {
      const name = definitionName(current.$ref);
      const target = definitions[name];
      if (!target) throw new Error(`schema: ${current.$ref} does not name a definition`);
      if (seen.has(name)) throw new Error(`schema: ${current.$ref} refers to itself`);
      seen.add(name);
      refs.push(name);
      current = target;
    }
    return current;
  };

  /** The alternatives a node stands for, with anyOf/oneOf/allOf flattened and $refs followed. */
  const branchesOf = (node: Schema, refs: string[] = [], out: Branch[] = [], guard = new Set<Schema>()): Branch[] => {
    const chain = [...refs];
    const resolved = resolve(node, chain);
    if (guard.has(resolved)) return out;
    const alternatives = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
    const nextGuard = new Set(guard).add(resolved);
    for (const alternative of alternatives) branchesOf(alternative, chain, out, nextGuard);
    const standsForItself =
      !alternatives.length ||
      hasOwnShape(resolved) ||
      resolved.type !== undefined ||
      resolved.enum !== undefined ||
      resolved.const !== undefined ||
      resolved.instanceof !== undefined;
    if (standsForItself) out.push({ node: resolved, refs: chain });
    return out;
  };

  const addEntry = (path: string, parent: string | undefined, node: Schema) => {
    let entry = entries.get(path);
    if (!entry) {
      entry = { path, id: "", depth: depthOf(path), descriptions: [], variants: [], children: [], sameAs: [] };
      if (parent) entry.parent = parent;
      entries.set(path, entry);
      if (parent) entries.get(parent)?.children.push(path);
    }
    const own = ownFacts(node, resolve);
    if (own.description && !entry.descriptions.includes(own.description)) entry.descriptions.push(own.description);
    if (own.added) entry.added ??= own.added;
    if (own.deprecated) entry.deprecated = true;
    if (own.experimental) entry.experimental = true;
    for (const variant of variantsOf(node, resolve, branchesOf)) {
      if (!entry.variants.some((known) => sameVariant(known, variant))) entry.variants.push(variant);
    }
  };

  // Positions are visited shallowest first: fewest named segments, then fewest `[]`/`{name}`, then in
  // schema order (`walkFirst` first), so a shared shape is claimed by its most natural place.
  // One first-in-first-out list per (depth, markers); the next position comes from the lowest non-empty one.
  const buckets = new Map<number, QueueItem[]>();
  const enqueue = (item: QueueItem) => {
    const key = depthOf(item.prefix) * 1000 + markersOf(item.prefix);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(item);
    else buckets.set(key, [item]);
  };
  const next = (): QueueItem | undefined => {
    let lowest: number | undefined;
    for (const [key, bucket] of buckets) if (bucket.length && (lowest === undefined || key < lowest)) lowest = key;
    return lowest === undefined ? undefined : buckets.get(lowest)!.shift();
  };
  enqueue({ prefix: root, node: schema, entry: root, stack: [] });
  for (let item = next(); item; item = next()) {
    const { prefix, node, entry, stack, skip } = item;
    const branches = branchesOf(node);
    // One object or a list of such objects: the items share the object's paths (no `[]`).
    const shapesHere = new Set(branches.filter((branch) => hasOwnShape(branch.node)).map((branch) => branch.node));
    for (const { node: branch, refs } of branches) {
      if (skip?.has(branch)) continue;
      if (hasOwnShape(branch)) {
        const definition = refs.at(-1);
        if (definition !== undefined) {
          const home = homes.get(definition);
          if (home !== undefined) {
            if (home !== prefix) addSameAs(entries.get(entry), prefix, home, Object.keys(branch.properties!), isInside(prefix, home));
            continue;
          }
          homes.set(definition, prefix);
        }
        for (const name of ordered(Object.keys(branch.properties!), options.walkFirst?.[prefix])) {
          const path = prefix ? `${prefix}.${name}` : name;
          const property = branch.properties![name]!;
          addEntry(path, entry || undefined, property);
          enqueue({ prefix: path, node: property, entry: path, stack: [] });
        }
        continue;
      }
      // Lists and maps without named options of their own: their items and values, stopping at cycles.
      if (refs.some((ref) => stack.includes(ref))) continue;
      const nextStack = [...stack, ...refs];
      if (isType(branch, "array") && branch.items && !Array.isArray(branch.items)) {
        enqueue({ prefix: prefix + ITEM, node: branch.items, entry, stack: nextStack, skip: shapesHere });
      }
      const values = mapValue(branch);
      if (values) enqueue({ prefix: prefix + KEY, node: values, entry, stack: nextStack });
    }
  }
  // The root itself is not an option.
  entries.delete(root);
  const result = [...entries.values()];
  for (const entry of result) sortChildren(entry);
  assignAnchorIds(result);
  return result;
}

/** Sub-options in alphabetical order (case-insensitive), the order a reader scans a reference in. */
export function sortChildren(entry: OptionEntry): void {
  entry.children.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b));
}

/** Entries in page order: each top-level entry followed by its sub-options, depth first. */
export function inPageOrder(entries: OptionEntry[]): OptionEntry[] {
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const ordered: OptionEntry[] = [];
  const visit = (entry: OptionEntry) => {
    ordered.push(entry);
    for (const child of entry.children) {
      const next = byPath.get(child);
      if (next) visit(next);
    }
  };
  for (const entry of entries) if (entry.parent === undefined || !byPath.has(entry.parent)) visit(entry);
  return ordered;
}

/**
 * Gives every entry its anchor id: GitHub's slug of the path, the id a
 * hand-written `## output.filename` heading gets (`outputfilename`). Where two
 * paths share a slug (`output.libraryExport` and `output.library.export`), the
 * later one in page order gets `-1`, as headings on any page do.
 */
export function assignAnchorIds(entries: OptionEntry[]): void {
  const slugger = new GithubSlugger();
  for (const entry of inPageOrder(entries)) entry.id = slugger.slug(entry.path);
}

/** Named segments of a path: `module.rules[].test` → 3. */
export function depthOf(path: string): number {
  return path.replaceAll(ITEM, "").replaceAll(KEY, "").split(".").length;
}

/** How many `[]` and `{name}` markers a path has. */
function markersOf(path: string): number {
  return path.split(ITEM).length - 1 + (path.split(KEY).length - 1);
}

/** The entry a prefix belongs to: `module.rules[]` → `module.rules`, `a.{name}[]` → `a`. */
export function entryOfPrefix(prefix: string): string {
  let result = prefix;
  for (;;) {
    if (result.endsWith(ITEM)) result = result.slice(0, -ITEM.length);
    else if (result.endsWith(KEY)) result = result.slice(0, -KEY.length);
    else return result;
  }
}

function addSameAs(entry: OptionEntry | undefined, prefix: string, home: string, keys: string[], recursive: boolean): void {
  if (!entry) return;
  const at = prefix.slice(entry.path.length);
  if (entry.sameAs.some((known) => known.at === at && known.home === home)) return;
  entry.sameAs.push({ at, home, homeEntry: entryOfPrefix(home), keys, recursive });
}

/** `module.rules[].oneOf[]` is inside `module.rules[]`; `module.rules[]` is not inside `module.rules[]`... but is its own home. */
function isInside(prefix: string, home: string): boolean {
  return home === "" || prefix.startsWith(`${home}.`) || prefix.startsWith(`${home}[`);
}

function ordered(names: string[], first: string[] | undefined): string[] {
  if (!first) return names;
  return [...first.filter((name) => names.includes(name)), ...names.filter((name) => !first.includes(name))];
}

function definitionName(ref: string): string {
  const match = /^#\/definitions\/(.+)$/.exec(ref);
  if (!match) throw new Error(`schema: only local "#/definitions/…" references are supported, not ${ref}`);
  return match[1]!;
}

function hasOwnShape(node: Schema): boolean {
  return node.properties !== undefined && Object.keys(node.properties).length > 0;
}

function mapValue(node: Schema): Schema | undefined {
  return typeof node.additionalProperties === "object" ? node.additionalProperties : undefined;
}

function isType(node: Schema, type: string): boolean {
  return Array.isArray(node.type) ? node.type.includes(type) : node.type === type;
}

/** Facts stated on the option itself or on the definitions it directly refers to (not on its alternatives). */
function ownFacts(node: Schema, resolve: (node: Schema, refs: string[]) => Schema) {
  const chain: Schema[] = [node];
  let current = node;
  // Follow $refs and single-alternative wrappers (`oneOf: [{ $ref }]`), which webpack uses to attach a description.
  for (let guard = 0; guard < 20; guard++) {
    const single = current.oneOf?.length === 1 ? current.oneOf[0] : current.anyOf?.length === 1 ? current.anyOf[0] : undefined;
    const next = current.$ref ? resolve({ $ref: current.$ref }, []) : single;
    if (!next) break;
    chain.push(next);
    current = next;
  }
  const first = <K extends keyof Schema>(key: K) => chain.find((schema) => schema[key] !== undefined)?.[key];
  return {
    description: first("description"),
    added: first("added"),
    deprecated: chain.some((schema) => schema.deprecated === true),
    experimental: chain.some((schema) => schema.experimental === true),
  };
}

/** The alternatives an option's value may take, deduplicated, in schema order. */
export function variantsOf(
  node: Schema,
  resolve: (node: Schema, refs: string[]) => Schema,
  branchesOf: (node: Schema, refs?: string[]) => Branch[],
  seen: string[] = [],
): TypeVariant[] {
  const result: TypeVariant[] = [];
  const push = (variant: TypeVariant) => {
    if (!result.some((known) => sameVariant(known, variant))) result.push(variant);
  };
  const branches = branchesOf(node);
  for (const { node: branch, refs } of branches) {
    // A definition may recur once (a list of conditions inside a condition); the second recurrence is "…".
    if (refs.some((ref) => seen.filter((known) => known === ref).length >= 2)) {
      push({ kind: "cycle" });
      continue;
    }
    const inner = [...seen, ...refs];
    // An alternative's own description, when there are alternatives to tell apart.
    const description =
      branches.length > 1 && branch.description !== undefined && branch.description !== node.description ? branch.description : undefined;
    const withDescription = (variant: TypeVariant): TypeVariant => (description ? { ...variant, description } : variant);
    if (branch.enum) {
      for (const value of branch.enum) push(withDescription(literal(value)));
      continue;
    }
    if (branch.const !== undefined) {
      push(withDescription(literal(branch.const)));
      continue;
    }
    if (branch.instanceof === "RegExp") push(withDescription({ kind: "regexp" }));
    else if (branch.instanceof === "Function")
      push(withDescription(branch.tsType ? { kind: "function", tsType: cleanTsType(branch.tsType) } : { kind: "function" }));
    else if (branch.instanceof) push(withDescription({ kind: "instance", name: branch.instanceof }));
    const types = Array.isArray(branch.type) ? branch.type : branch.type ? [branch.type] : [];
    for (const type of types) {
      switch (type) {
        case "string":
          push(withDescription(compact({ kind: "string", minLength: branch.minLength, absolutePath: branch.absolutePath, pattern: branch.pattern })));
          break;
        case "number":
        case "integer":
          push(
            withDescription(
              compact({
                kind: "number",
                integer: type === "integer" || undefined,
                minimum: branch.minimum,
                maximum: branch.maximum,
                exclusiveMinimum: branch.exclusiveMinimum,
              }),
            ),
          );
          break;
        case "boolean":
          push(withDescription({ kind: "boolean" }));
          break;
        case "null":
          push(withDescription({ kind: "null" }));
          break;
        case "array": {
          const items =
            branch.items && !Array.isArray(branch.items) ? variantsOf(branch.items, resolve, branchesOf, inner) : [{ kind: "any" } as const];
          push(withDescription(compact({ kind: "array", items, minItems: branch.minItems })));
          break;
        }
        case "object": {
          const values = mapValue(branch);
          push(
            withDescription(
              compact({
                kind: "object",
                options: hasOwnShape(branch),
                values: values ? variantsOf(values, resolve, branchesOf, inner) : undefined,
                anyKeys: (!hasOwnShape(branch) && branch.additionalProperties !== false && !values) || undefined,
              }),
            ),
          );
          break;
        }
      }
    }
    if (!types.length && !branch.instanceof) {
      if (hasOwnShape(branch)) push(withDescription({ kind: "object", options: true }));
      else if (branch.tsType) push(withDescription({ kind: "typescript", tsType: cleanTsType(branch.tsType) }));
      else if (!branch.anyOf && !branch.oneOf && !branch.allOf) push(withDescription({ kind: "any" }));
    }
  }
  // A list of nothing but "…" is itself "…"; next to a list that says what it holds, "…" adds nothing.
  const isEcho = (variant: TypeVariant) => variant.kind === "array" && variant.items.every((item) => item.kind === "cycle");
  const simplified: TypeVariant[] = [];
  for (const variant of result.map((item): TypeVariant => (isEcho(item) ? { kind: "cycle" } : item))) {
    if (!simplified.some((known) => sameVariant(known, variant))) simplified.push(variant);
  }
  if (simplified.some((variant) => variant.kind === "array")) return simplified.filter((variant) => variant.kind !== "cycle");
  return simplified;
}

function literal(value: unknown): TypeVariant {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") return { kind: "literal", value };
  return { kind: "literal", value: JSON.stringify(value) };
}

/** `import('../lib/Foo').Bar<import('../lib/X').Y>` → `Bar<Y>`: the schema's type names without module paths. */
export function cleanTsType(tsType: string): string {
  return tsType.replace(/import\(['"][^'"]+['"]\)\./g, "").trim();
}

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

function sameVariant(a: TypeVariant, b: TypeVariant): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The entry that documents a path, following {@link SameAs} pointers:
 * `resolveLoader.alias` → `resolve.alias`, `module.rules[].oneOf[].test` →
 * `module.rules[].test`. Undefined when no entry documents it.
 */
export function findEntry(path: string, byPath: ReadonlyMap<string, OptionEntry>): OptionEntry | undefined {
  const found = followSameAs(path, byPath);
  if (found) return found;
  // Where an option takes one object or a list of them, its paths have no `[]`: `stats.children[].all` is `stats.children.all`.
  for (let index = path.indexOf(ITEM); index !== -1; index = path.indexOf(ITEM, index + 1)) {
    const shorter = findEntry(path.slice(0, index) + path.slice(index + ITEM.length), byPath);
    if (shorter) return shorter;
  }
  return undefined;
}

function followSameAs(path: string, byPath: ReadonlyMap<string, OptionEntry>): OptionEntry | undefined {
  let current = path;
  for (let hops = 0; hops < 20; hops++) {
    const direct = byPath.get(current);
    if (direct) return direct;
    let rewritten: string | undefined;
    // The longest entry path that prefixes `current` and points elsewhere.
    for (let end = current.length; end > 0 && rewritten === undefined; end--) {
      const entry = byPath.get(current.slice(0, end));
      if (!entry || !isBoundary(current, end)) continue;
      for (const sameAs of entry.sameAs) {
        const from = entry.path + sameAs.at;
        if (current.startsWith(from) && isBoundary(current, from.length) && current.length > from.length) {
          rewritten = sameAs.home + current.slice(from.length);
          break;
        }
      }
    }
    if (rewritten === undefined) return undefined;
    current = rewritten;
  }
  return undefined;
}

function isBoundary(path: string, index: number): boolean {
  return index === path.length || path[index] === "." || path[index] === "[";
}
