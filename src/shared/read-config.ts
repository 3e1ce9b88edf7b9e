import { Parser, type Node as AcornNode, type Options as AcornOptions } from "acorn";

/**
 * Reads a webpack configuration from its text without running it: the text is parsed, and only literal
 * values become values. What only a build can know (a variable, `require(…)`, `path.resolve(…)`, a spread)
 * is recorded as computed and left out of what is validated; a function is a stand-in function, never the
 * text's own code; `new SomePlugin(…)` is a stand-in object with an `apply` method, as a plugin is.
 */

/** One option the text sets, where it sets it. */
export interface FoundOption {
  /** The option path in the reference's notation: `module.rules[].test`. */
  path: string;
  /** Where the value sits in what is validated, as the validator names it (`/module/rules/0/test`). */
  instancePath: string;
  line: number;
  /** Where the value is in the parsed source. */
  start: number;
  end: number;
  /** Where the property's name is in the parsed source. */
  keyStart: number;
  keyEnd: number;
  /** The value as written, shortened. */
  written: string;
  /** Known only when webpack runs the configuration. */
  computed: boolean;
}

/** A documented plugin constructed, or a documented loader given options, in the text. */
export interface PackageUse {
  kind: "plugin" | "loader";
  name: string;
  options: unknown;
  line: number;
}

export type ConfigShape = "object" | "function" | "array";

export type ReadResult =
  | {
      ok: true;
      shape: ConfigShape;
      value: unknown;
      options: FoundOption[];
      packages: PackageUse[];
      /** The `mode` the text sets, when it is a literal. */
      mode?: string;
    }
  | { ok: false; message: string; line?: number };

type Node = AcornNode & Record<string, unknown>;
type Parse = (text: string, options: AcornOptions) => AcornNode;

/** Marks a value only the build knows: such properties and items are left out of the checked value. */
const COMPUTED = Symbol("computed");

const PARSE_OPTIONS: AcornOptions = {
  ecmaVersion: "latest",
  sourceType: "module",
  locations: true,
  allowHashBang: true,
  allowReturnOutsideFunction: true,
  allowAwaitOutsideFunction: true,
};

/** The TypeScript parser's chunk, loaded the first time a text is not JavaScript. */
export function loadTypeScriptParser() {
  return import(/* webpackChunkName: "config-check-typescript" */ "@sveltejs/acorn-typescript");
}

/** Parses the text: as JavaScript first, then (loaded only when needed) as TypeScript. */
export async function parseConfigText(text: string): Promise<{ program: AcornNode } | { error: string; line?: number }> {
  const attempt = (parse: Parse, source: string): { program: AcornNode } | { error: string; line?: number } => {
    try {
      return { program: parse(source, PARSE_OPTIONS) };
    } catch (error) {
      const { message, loc } = error as { message: string; loc?: { line: number } };
      return { error: message, line: loc?.line };
    }
  };
  // A bare object literal or JSON: read as an expression (as a statement, `{` would open a block).
  const trimmed = text.trimStart();
  const source = trimmed.startsWith("{") ? `(${text}\n)` : text;
  const plain = attempt((input, options) => Parser.parse(input, options), source);
  if ("program" in plain) return plain;
  const { tsPlugin } = await loadTypeScriptParser();
  const typed = Parser.extend(tsPlugin());
  const asTypeScript = attempt((input, options) => typed.parse(input, options), source);
  return "program" in asTypeScript ? asTypeScript : plain;
}

/** Finds the exported configuration in a parsed text and reads it. */
export function readConfig(program: AcornNode, text: string, knownPackages: ReadonlyMap<string, "plugin" | "loader">): ReadResult {
  const body = (program as Node).body as Node[];
  const bindings = new Map<string, Node>();
  for (const statement of body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      if (id.type === "Identifier" && declarator.init) bindings.set(id.name as string, declarator.init as Node);
    }
  }
  let exported: Node | undefined;
  for (const statement of body) {
    if (statement.type === "ExportDefaultDeclaration") exported = statement.declaration as Node;
    if (statement.type === "ExpressionStatement") {
      const expression = unwrap(statement.expression as Node);
      if (expression.type === "AssignmentExpression" && isModuleExports(expression.left as Node)) exported = expression.right as Node;
      else if (!exported && (expression.type === "ObjectExpression" || expression.type === "ArrayExpression")) exported = expression;
    }
  }
  if (!exported) {
    return { ok: false, message: "No configuration found: the text has no `module.exports = …`, no `export default …` and is not an object." };
  }
  const reader = new Reader(text, bindings, knownPackages);
  let target = reader.resolve(exported);
  let shape: ConfigShape = "object";
  if (isFunction(target)) {
    shape = "function";
    const returned = returnedValue(target);
    if (!returned) return { ok: false, message: "The configuration is a function, and no returned object was found in it." };
    target = reader.resolve(returned);
  }
  if (target.type === "ArrayExpression") {
    shape = "array";
    const items: unknown[] = [];
    for (const element of target.elements as (Node | null)[]) {
      if (!element) continue;
      const resolved = reader.resolve(element);
      const config = isFunction(resolved) ? returnedValue(resolved) : resolved;
      items.push(config ? reader.value(reader.resolve(config), `/${items.length}`, "") : COMPUTED);
    }
    return { ok: true, shape, value: items.filter((item) => item !== COMPUTED), options: reader.options, packages: reader.packages };
  }
  if (target.type !== "ObjectExpression") {
    return {
      ok: false,
      message: "The exported value is not an object, an array of configurations or a function returning one: only a build can tell what it is.",
    };
  }
  const value = reader.value(target, "", "") as Record<string, unknown>;
  const mode = typeof value.mode === "string" ? value.mode : undefined;
  return { ok: true, shape, value, options: reader.options, packages: reader.packages, mode };
}

class Reader {
  readonly options: FoundOption[] = [];
  readonly packages: PackageUse[] = [];
  private readonly resolving = new Set<string>();
  /** Off while a plugin's own options are read: their keys are the plugin's, not options of the configuration. */
  private recording = true;

  constructor(
    private readonly text: string,
    private readonly bindings: ReadonlyMap<string, Node>,
    private readonly knownPackages: ReadonlyMap<string, "plugin" | "loader">,
  ) {}

  /** Follows a name to the value a top-level constant gives it, and unwraps TypeScript's `as` and `satisfies`. */
  resolve(node: Node): Node {
    let current = unwrap(node);
    while (current.type === "Identifier" && this.bindings.has(current.name as string) && !this.resolving.has(current.name as string)) {
      this.resolving.add(current.name as string);
      current = unwrap(this.bindings.get(current.name as string)!);
    }
    this.resolving.clear();
    return current;
  }

  /** The value a node stands for; {@link COMPUTED} when only the build knows it. */
  value(raw: Node, instancePath: string, optionPath: string): unknown {
    const node = this.resolve(raw);
    switch (node.type) {
      case "ObjectExpression":
        return this.object(node, instancePath, optionPath);
      case "ArrayExpression": {
        const items: unknown[] = [];
        for (const element of node.elements as (Node | null)[]) {
          if (!element || element.type === "SpreadElement") continue;
          const item = this.value(element, `${instancePath}/${items.length}`, `${optionPath}[]`);
          if (item !== COMPUTED) items.push(item);
        }
        return items;
      }
      case "Literal": {
        const regex = node.regex as { pattern: string; flags: string } | undefined;
        if (regex) return new RegExp(regex.pattern, regex.flags);
        return typeof node.bigint === "string" ? COMPUTED : node.value;
      }
      case "TemplateLiteral":
        return (node.expressions as Node[]).length === 0 ? ((node.quasis as Node[])[0]!.value as { cooked: string }).cooked : COMPUTED;
      case "UnaryExpression": {
        const argument = this.value(node.argument as Node, instancePath, optionPath);
        if (node.operator === "-" && typeof argument === "number") return -argument;
        if (node.operator === "!" && typeof argument === "number") return !argument;
        return COMPUTED;
      }
      case "Identifier":
        return node.name === "undefined" ? undefined : node.name === "Infinity" ? Infinity : COMPUTED;
      case "FunctionExpression":
      case "ArrowFunctionExpression":
        return standInFunction();
      case "NewExpression":
        return this.constructed(node);
      case "MemberExpression":
        // `MiniCssExtractPlugin.loader`: a loader's path, a string.
        return propertyName(node.property as Node) === "loader" ? "loader" : COMPUTED;
      default:
        return COMPUTED;
    }
  }

  private object(node: Node, instancePath: string, optionPath: string): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const property of node.properties as Node[]) {
      if (property.type !== "Property") continue;
      const key = property.computed ? literalKey(property.key as Node) : propertyName(property.key as Node);
      if (key === undefined) continue;
      const path = optionPath ? `${optionPath}.${key}` : key;
      const at = `${instancePath}/${escapePointer(key)}`;
      const valueNode = property.value as Node;
      // Listed before the options inside it, in the order the text has them.
      const found: FoundOption = {
        path,
        instancePath: at,
        line: (property.loc as { start: { line: number } }).start.line,
        start: valueNode.start,
        end: valueNode.end,
        keyStart: (property.key as Node).start,
        keyEnd: (property.key as Node).end,
        written: shorten(this.text.slice(valueNode.start, valueNode.end)),
        computed: false,
      };
      if (this.recording) this.options.push(found);
      const value = property.method ? standInFunction() : this.value(valueNode, at, path);
      found.computed = value === COMPUTED;
      if (value !== COMPUTED) result[key] = value;
    }
    // A rule or a `use` entry naming a documented loader: check its options against the loader's schema.
    const loader = result.loader;
    if (typeof loader === "string" && this.knownPackages.get(loader) === "loader" && "options" in result) {
      this.packages.push({ kind: "loader", name: loader, options: result.options, line: (node.loc as { start: { line: number } }).start.line });
    }
    return result;
  }

  private constructed(node: Node): unknown {
    const callee = node.callee as Node;
    const name =
      callee.type === "Identifier" ? (callee.name as string) : callee.type === "MemberExpression" ? propertyName(callee.property as Node) : undefined;
    if (name && this.knownPackages.get(name) === "plugin") {
      const [first] = node.arguments as Node[];
      const recording = this.recording;
      this.recording = false;
      const options = first ? this.value(first, "", "") : undefined;
      this.recording = recording;
      if (options !== COMPUTED) this.packages.push({ kind: "plugin", name, options, line: (node.loc as { start: { line: number } }).start.line });
    }
    return { apply: standInFunction() };
  }
}

function unwrap(node: Node): Node {
  let current = node;
  while (["TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression", "ParenthesizedExpression", "AwaitExpression"].includes(current.type)) {
    current = current.expression as Node;
  }
  return current;
}

function isModuleExports(node: Node): boolean {
  return (
    node.type === "MemberExpression" &&
    (node.object as Node).type === "Identifier" &&
    (node.object as Node).name === "module" &&
    propertyName(node.property as Node) === "exports"
  );
}

function isFunction(node: Node): boolean {
  return node.type === "ArrowFunctionExpression" || node.type === "FunctionExpression" || node.type === "FunctionDeclaration";
}

/** What a configuration function returns: its expression body, or its first `return` outside nested functions. */
function returnedValue(fn: Node): Node | undefined {
  const body = fn.body as Node;
  if (body.type !== "BlockStatement") return body;
  const search = (node: Node): Node | undefined => {
    if (node.type === "ReturnStatement") return (node.argument as Node | null) ?? undefined;
    if (isFunction(node) || node.type === "ClassBody") return undefined;
    for (const child of Object.values(node)) {
      const nodes = Array.isArray(child) ? child : [child];
      for (const item of nodes) {
        if (item && typeof item === "object" && typeof (item as Node).type === "string") {
          const found = search(item as Node);
          if (found) return found;
        }
      }
    }
    return undefined;
  };
  return search(body);
}

function propertyName(node: Node): string | undefined {
  if (node.type === "Identifier") return node.name as string;
  if (node.type === "Literal" && (typeof node.value === "string" || typeof node.value === "number")) return String(node.value);
  return undefined;
}

function literalKey(node: Node): string | undefined {
  return node.type === "Literal" && typeof node.value === "string" ? node.value : undefined;
}

function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > 80 ? `${flat.slice(0, 77)}…` : flat;
}

/** A function of the page's own that stands for one in the text; the text's code is never run. */
function standInFunction(): () => void {
  return () => undefined;
}
