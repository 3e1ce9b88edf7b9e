import path from "node:path";
import type { AnyNode, ClassDeclaration, ClassExpression, Expression, MethodDefinition } from "acorn";
import { lineOf, walk, type SourceFile } from "./js-source.ts";
import type { MessageFact, SourcePlace } from "./model.ts";
import type { InstalledPackage } from "./packages.ts";
import { functionsOf, returnedExpression, templateAndPattern, variablesOf } from "./template-of.ts";

/** The root of webpack's error classes. */
export const BASE_CLASS = "WebpackError";
/** Where webpack keeps its error classes: every class there that is an Error counts, whatever it extends. */
const ERRORS_FOLDER = "lib/errors/";
const BUILT_IN_ERRORS = new Set(["Error", "SyntaxError", "TypeError", "RangeError"]);
/**
 * A file worth parsing for error classes: outside \`lib/errors/\` only one
 * whose class extends a name ending in Error or Warning, which every subclass
 * of \`WebpackError\` in webpack does (parsing all of \`lib/\` takes seconds).
 */
const CLASS_PATTERN = /\bclass\s+[A-Za-z_$][\w$]*\s+extends\s+[\w$]*(?:Error|Warning)\b/;

interface FoundClass {
  name: string;
  superName: string;
  file: SourceFile;
  node: ClassDeclaration | ClassExpression;
}

/**
 * webpack's error and warning classes: every class of `lib/errors/` that is
 * an Error, and every class anywhere in `lib/` that extends `WebpackError`
 * (directly or through another such class), with the message its
 * constructor builds, where it is defined and every `new X(…)` in `lib/`.
 * With `only`, the classes of those names whatever they extend (schema-utils'
 * `ValidationError`, which webpack throws for an invalid configuration).
 */
export function errorClassesOf(pkg: InstalledPackage, files: readonly SourceFile[], options: { only?: readonly string[] } = {}): MessageFact[] {
  const classes = new Map<string, FoundClass>();
  for (const file of files) {
    if (!file.relative.startsWith(ERRORS_FOLDER) && !CLASS_PATTERN.test(file.text) && !options.only) continue;
    walk(file.program, (node) => {
      if ((node.type === "ClassDeclaration" || node.type === "ClassExpression") && node.id && node.superClass?.type === "Identifier") {
        if (!classes.has(node.id.name)) classes.set(node.id.name, { name: node.id.name, superName: node.superClass.name, file, node });
      }
    });
  }
  const isError = new Map<string, boolean>();
  const errorClass = (name: string, seen = new Set<string>()): boolean => {
    if (name === BASE_CLASS) return true;
    const known = isError.get(name);
    if (known !== undefined) return known;
    const found = classes.get(name);
    if (!found || seen.has(name)) return false;
    seen.add(name);
    const result =
      found.superName === BASE_CLASS ||
      errorClass(found.superName, seen) ||
      (found.file.relative.startsWith(ERRORS_FOLDER) && BUILT_IN_ERRORS.has(found.superName));
    isError.set(name, result);
    return result;
  };
  const selected = [...classes.values()]
    .filter((found) => (options.only ? options.only.includes(found.name) : errorClass(found.name)))
    .sort((a, b) => a.name.localeCompare(b.name));
  const raised = raisedPlaces(selected, files, pkg);
  const templates = new Map<string, Read | undefined>();
  const templateFor = (found: FoundClass, depth = 0): Read | undefined => {
    if (templates.has(found.name)) return templates.get(found.name);
    const constructor = constructorOf(found.node);
    let read: Read | undefined;
    if (constructor) read = constructorTemplate(constructor, found.file);
    else if (depth < 8) {
      const parent = classes.get(found.superName);
      read = parent ? templateFor(parent, depth + 1) : undefined;
    }
    templates.set(found.name, read);
    return read;
  };
  return selected.map((found): MessageFact => {
    const fact: MessageFact = {
      id: found.name,
      kind: "class",
      package: pkg.name,
      version: pkg.version,
      className: found.name,
      defined: place(pkg, found.file.relative, lineOf(found.node)),
      raised: raised.get(found.name) ?? [],
    };
    const read = templateFor(found);
    if (read) Object.assign(fact, read);
    const errorName = assignedName(found.node);
    if (errorName && errorName !== found.name) fact.errorName = errorName;
    return fact;
  });
}

function constructorOf(node: ClassDeclaration | ClassExpression): MethodDefinition | undefined {
  return node.body.body.find((member): member is MethodDefinition => member.type === "MethodDefinition" && member.kind === "constructor");
}

/**
 * The message a constructor gives its instance: the last `this.message = …`
 * of its body, else the first argument of its `super(…)` call; read with the
 * constructor's own variables and the file's functions.
 */
type Read = { template: string; pattern?: string };

function constructorTemplate(constructor: MethodDefinition, file: SourceFile): Read | undefined {
  const body = constructor.value.body;
  let message: Expression | undefined;
  for (const statement of body.body) {
    if (statement.type !== "ExpressionStatement") continue;
    const expression = statement.expression;
    if (
      expression.type === "AssignmentExpression" &&
      expression.operator === "=" &&
      expression.left.type === "MemberExpression" &&
      expression.left.object.type === "ThisExpression" &&
      !expression.left.computed &&
      expression.left.property.type === "Identifier" &&
      expression.left.property.name === "message"
    ) {
      message = expression.right;
    }
  }
  if (!message) {
    for (const statement of body.body) {
      if (statement.type !== "ExpressionStatement" || statement.expression.type !== "CallExpression") continue;
      const call = statement.expression;
      if (call.callee.type !== "Super") continue;
      const first = call.arguments[0];
      if (first && first.type !== "SpreadElement") message = first;
      break;
    }
  }
  if (!message) return undefined;
  const read = templateAndPattern(message, { variables: variablesOf(body), functions: functionsOf(file.program) });
  return read.template ? read : undefined;
}

/** The `this.name = "…"` a constructor sets. */
function assignedName(node: ClassDeclaration | ClassExpression): string | undefined {
  let name: string | undefined;
  const constructor = constructorOf(node);
  if (!constructor) return undefined;
  walk(constructor.value.body, (child) => {
    if (
      child.type === "AssignmentExpression" &&
      child.left.type === "MemberExpression" &&
      child.left.object.type === "ThisExpression" &&
      child.left.property.type === "Identifier" &&
      child.left.property.name === "name" &&
      child.right.type === "Literal" &&
      typeof child.right.value === "string"
    ) {
      name = child.right.value;
    }
  });
  return name;
}

/**
 * Every `new X(…)` of the given classes in the files, by class name, in file
 * and line order. A class is found by its name (`new ModuleNotFoundError(…)`,
 * `new errors.ModuleNotFoundError(…)`), by a local name its file is required
 * under (`const NotFound = require("./errors/ModuleNotFoundError")`), and
 * through a lazy getter (`const getError = memoize(() => require(…))`, then
 * `new (getError())(…)`).
 */
function raisedPlaces(classes: readonly FoundClass[], files: readonly SourceFile[], pkg: InstalledPackage): Map<string, SourcePlace[]> {
  const byName = new Map(classes.map((found) => [found.name, found.name]));
  const byFile = new Map(classes.map((found) => [found.file.relative.replace(/\.js$/, ""), found.name]));
  const places = new Map<string, SourcePlace[]>();
  const mentions = new RegExp(`\\b(?:${classes.map((found) => escapeRegExp(found.name)).join("|")})\\b`);
  for (const file of files) {
    if (!mentions.test(file.text)) continue;
    const aliases = new Map<string, string>();
    const getters = new Map<string, string>();
    for (const statement of file.program.body) {
      if (statement.type !== "VariableDeclaration") continue;
      for (const declarator of statement.declarations) {
        if (declarator.id.type !== "Identifier" || !declarator.init) continue;
        const required = requiredFile(declarator.init, file.relative);
        const name = required && byFile.get(required.file);
        if (name) (required.lazy ? getters : aliases).set(declarator.id.name, name);
      }
    }
    walk(file.program, (node: AnyNode) => {
      if (node.type !== "NewExpression") return;
      const callee = node.callee;
      let name: string | undefined;
      if (callee.type === "Identifier") name = aliases.get(callee.name) ?? byName.get(callee.name);
      else if (callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier") {
        name = byName.get(callee.property.name) ?? (callee.object.type === "Identifier" ? aliases.get(callee.object.name) : undefined);
      } else if (callee.type === "CallExpression" && callee.callee.type === "Identifier") name = getters.get(callee.callee.name);
      if (!name) return;
      const list = places.get(name) ?? [];
      list.push(place(pkg, file.relative, lineOf(node)));
      places.set(name, list);
    });
  }
  return places;
}

/** The package file a declaration's initialiser requires (`require("../errors/X")`), and whether lazily (`memoize(() => require(…))`). */
function requiredFile(init: AnyNode, from: string): { file: string; lazy: boolean } | undefined {
  const target = (node: AnyNode): string | undefined =>
    node.type === "CallExpression" &&
    node.callee.type === "Identifier" &&
    node.callee.name === "require" &&
    node.arguments[0]?.type === "Literal" &&
    typeof node.arguments[0].value === "string" &&
    node.arguments[0].value.startsWith(".")
      ? path.posix.join(path.posix.dirname(from), node.arguments[0].value).replace(/\.js$/, "")
      : undefined;
  const direct = target(init);
  if (direct) return { file: direct, lazy: false };
  if (init.type === "CallExpression") {
    const wrapped = init.arguments[0];
    // Compiled ES modules: `_interopRequireDefault(require("./ValidationError"))`, used as `new _ValidationError.default(…)`.
    const interop = wrapped && target(wrapped);
    if (interop) return { file: interop, lazy: false };
    if (wrapped && (wrapped.type === "ArrowFunctionExpression" || wrapped.type === "FunctionExpression")) {
      const returned = returnedExpression(wrapped);
      const lazy = returned && target(returned);
      if (lazy) return { file: lazy, lazy: true };
    }
  }
  return undefined;
}

export function place(pkg: InstalledPackage, file: string, line: number): SourcePlace {
  const url = pkg.sourceUrl?.(file, line);
  return url ? { file, line, url } : { file, line };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
