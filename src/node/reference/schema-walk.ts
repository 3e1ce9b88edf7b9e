import { assignAnchorIds, depthOf, entryOfPrefix, isInside, ITEM, KEY, markersOf, ordered, sortChildren } from "./option-paths.ts";
import { hasOwnShape, isType, mapValue, ownFacts, sameVariant, variantsOf } from "./schema-variants.ts";
import type { Branch, OptionEntry, Schema, WalkOptions } from "./schema-types.ts";

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

function addSameAs(entry: OptionEntry | undefined, prefix: string, home: string, keys: string[], recursive: boolean): void {
  if (!entry) return;
  const at = prefix.slice(entry.path.length);
  if (entry.sameAs.some((known) => known.at === at && known.home === home)) return;
  entry.sameAs.push({ at, home, homeEntry: entryOfPrefix(home), keys, recursive });
}

function definitionName(ref: string): string {
  const match = /^#\/definitions\/(.+)$/.exec(ref);
  if (!match) throw new Error(`schema: only local "#/definitions/…" references are supported, not ${ref}`);
  return match[1]!;
}
