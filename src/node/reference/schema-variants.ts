import type { Branch, Schema, TypeVariant } from "./schema-types.ts";

/** What an option's value may be: its alternatives and the facts stated on it, read from the schema. */

export function hasOwnShape(node: Schema): boolean {
  return node.properties !== undefined && Object.keys(node.properties).length > 0;
}

export function mapValue(node: Schema): Schema | undefined {
  return typeof node.additionalProperties === "object" ? node.additionalProperties : undefined;
}

export function isType(node: Schema, type: string): boolean {
  return Array.isArray(node.type) ? node.type.includes(type) : node.type === type;
}

/** Facts stated on the option itself or on the definitions it directly refers to (not on its alternatives). */
export function ownFacts(node: Schema, resolve: (node: Schema, refs: string[]) => Schema) {
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

export function literal(value: unknown): TypeVariant {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") return { kind: "literal", value };
  return { kind: "literal", value: JSON.stringify(value) };
}

/** `import('../lib/Foo').Bar<import('../lib/X').Y>` → `Bar<Y>`: the schema's type names without module paths. */
export function cleanTsType(tsType: string): string {
  return tsType.replace(/import\(['"][^'"]+['"]\)\./g, "").trim();
}

export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

export function sameVariant(a: TypeVariant, b: TypeVariant): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
