import type {
  AnyNode,
  ArrowFunctionExpression,
  BlockStatement,
  Expression,
  FunctionDeclaration,
  FunctionExpression,
  Program,
  SpreadElement,
  StaticBlock,
  Super,
} from "acorn";
import { walk } from "./js-source.ts";

/**
 * Reads a message template out of the code that builds a message: string
 * literals stay as they are; whatever is worked out at run time becomes a
 * placeholder `{name}`, named after what the code puts there (`${request}`
 * → `{request}`, `err.message` → `{message}`, `formatSize(assetLimit)` →
 * `{assetLimit}`, `JSON.stringify(file)` → `"{file}"`, `names.join(", ")` →
 * `{names}`). A conditional part shows the general case: where the test
 * compares (`total === 1 ? "module" : "modules"`, `more > 0 ? … : ""`) the
 * second branch, the plural or the optional part left out; where it tests a
 * value (`from ? " (from …)" : ": "`) the first, the case where it is there.
 * Local variables are followed (a `const message = …`, and a `let message`
 * with the `+=` that always follow it; additions under an `if` are left
 * out), and so is a function of the same file that returns the message.
 */
export interface Scope {
  /** Templates already known for names: a function's parameters bound to its caller's arguments. */
  bindings?: ReadonlyMap<string, string>;
  /** Local variables by name. */
  variables?: ReadonlyMap<string, VariableValue>;
  /** Functions by name, whose returned message can be read. */
  functions?: ReadonlyMap<string, FunctionNode>;
  /**
   * Read every conditional part as a placeholder instead of its general case:
   * the pattern any case of the message matches (a hand-written template for
   * the singular, say), where the template shows one.
   */
  open?: boolean;
}

export interface VariableValue {
  init: Expression;
  /** The expressions `name += …` adds in the same block, unconditionally, in order. */
  appended: Expression[];
}

export type FunctionNode = FunctionDeclaration | FunctionExpression | ArrowFunctionExpression;

/** A placeholder's name for the usual short names. */
const PLACEHOLDER_ALIASES: Record<string, string> = { err: "error", e: "error", str: "message", msg: "message" };

/** Calls whose result shows their argument as it is (`String(x)`, `formatSize(x)`). */
const TRANSPARENT_CALLS = new Set(["String", "formatSize", "escapeControlCharacters", "Math.round", "Math.floor", "Math.ceil", "Number"]);

/** Methods whose result shows their argument with only its look changed: a terminal colour (`this.colors.green(name)`), a capital. */
const TRANSPARENT_METHOD_CALLS = new Set(["green", "yellow", "red", "cyan", "blue", "magenta", "gray", "bold", "capitalizeFirstLetter"]);

/** Array and string methods whose result shows the value they are called on (`list.join(", ")`). */
const TRANSPARENT_METHODS = new Set([
  "join",
  "map",
  "filter",
  "slice",
  "sort",
  "trim",
  "toString",
  "replace",
  "replaceAll",
  "toLowerCase",
  "toUpperCase",
  "padStart",
  "padEnd",
  "concat",
]);

export function placeholder(name: string): string {
  return `{${PLACEHOLDER_ALIASES[name] ?? name}}`;
}

/** The template an expression builds, in a scope; `depth` guards against following a variable or function into itself. */
export function templateOf(node: AnyNode | null | undefined, scope: Scope = {}, depth = 0): string {
  if (!node) return "";
  if (depth > 12) return placeholder(nameOf(node));
  const next = (child: AnyNode | null | undefined, inner = scope) => templateOf(child, inner, depth + 1);
  switch (node.type) {
    case "Literal":
      if (typeof node.value === "string") return node.value;
      if (typeof node.value === "number" || typeof node.value === "boolean") return String(node.value);
      return "";
    case "TemplateLiteral":
      return node.quasis
        .map((quasi, index) => (quasi.value.cooked ?? quasi.value.raw) + (index < node.expressions.length ? next(node.expressions[index]) : ""))
        .join("");
    case "BinaryExpression":
      if (node.operator === "+") return next(node.left) + next(node.right);
      return placeholder(nameOf(node));
    case "ConditionalExpression":
      if (scope.open && !isAbsent(node.consequent) && !isAbsent(node.alternate)) return placeholder("choice");
      return next(isComparison(node.test) ? node.alternate : isAbsent(node.consequent) ? node.alternate : node.consequent);
    case "LogicalExpression":
      return next(node.operator === "&&" ? node.right : node.left);
    case "ParenthesizedExpression":
    case "ChainExpression":
      return next(node.expression);
    case "Identifier": {
      const bound = scope.bindings?.get(node.name);
      if (bound !== undefined) return bound;
      const variable = scope.variables?.get(node.name);
      // `let name = ""` that nothing appends to is set elsewhere (`[name] = options`): a run-time part.
      const emptyStart = variable?.init.type === "Literal" && variable.init.value === "" && !variable.appended.length;
      if (variable && !emptyStart && isStringBuilding(variable.init)) {
        // The variable is read where it is declared: leave it out of its own scope.
        const inner: Scope = { ...scope, variables: without(scope.variables, node.name) };
        return next(variable.init, inner) + variable.appended.map((part) => next(part, inner)).join("");
      }
      return placeholder(node.name);
    }
    case "CallExpression":
      return callTemplate(node, scope, depth);
    default:
      return placeholder(nameOf(node));
  }
}

function callTemplate(node: Extract<AnyNode, { type: "CallExpression" }>, scope: Scope, depth: number): string {
  const callee = calleeName(node.callee);
  const first = node.arguments[0];
  if (callee === "JSON.stringify" && first && first.type !== "SpreadElement") {
    const inner = templateOf(first, scope, depth + 1);
    return isPlaceholder(inner) ? `"${inner}"` : JSON.stringify(inner);
  }
  if (callee && TRANSPARENT_CALLS.has(callee) && first && first.type !== "SpreadElement") return templateOf(first, scope, depth + 1);
  if (node.callee.type === "MemberExpression" && !node.callee.computed && node.callee.property.type === "Identifier") {
    if (TRANSPARENT_METHODS.has(node.callee.property.name)) return placeholder(nameOf(node.callee.object));
    if (TRANSPARENT_METHOD_CALLS.has(node.callee.property.name) && first && first.type !== "SpreadElement")
      return templateOf(first, scope, depth + 1);
  }
  const fn = node.callee.type === "Identifier" ? scope.functions?.get(node.callee.name) : undefined;
  if (fn && depth < 6) {
    const returned = returnedExpressions(fn);
    if (returned.length) {
      const bindings = new Map<string, string>();
      fn.params.forEach((param, index) => {
        if (param.type !== "Identifier") return;
        const argument = node.arguments[index];
        bindings.set(param.name, argument && argument.type !== "SpreadElement" ? templateOf(argument, scope, depth + 1) : "");
      });
      const inner: Scope = { functions: scope.functions, bindings, variables: variablesOf(fn.body), open: scope.open };
      // Every path's text: where one is the start of all the others (not cutting a word), the rest is an optional
      // part, and the general case leaves it out as a conditional's does (`return message`, or more after `${message}`).
      // Otherwise (`getArticle`: "an" before a vowel, else "a") it is a run-time part, named after the function:
      // the text of any one path would misquote the others.
      const forms = [...new Set(returned.map((expression) => templateOf(expression, inner, depth + 1)))].sort((a, b) => a.length - b.length);
      const shortest = forms[0]!;
      if (forms.length === 1) return shortest;
      if (forms.every((form) => form === shortest || (form.startsWith(shortest) && !/\w\w/.test(shortest.slice(-1) + form.charAt(shortest.length)))))
        return scope.open ? `${shortest}${placeholder("choice")}` : shortest;
      return placeholder(lowerFirst((calleeName(node.callee) ?? nameOf(node)).replace(/^get(?=[A-Z])/, "")));
    }
  }
  return placeholder(nameOf(node));
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The name a placeholder gets for an expression. */
export function nameOf(node: AnyNode | Super | SpreadElement): string {
  switch (node.type) {
    case "Identifier":
      return node.name;
    case "MemberExpression":
      if (!node.computed && node.property.type === "Identifier") {
        // `modules.length` is how many modules: named after the list.
        return node.property.name === "length" || node.property.name === "size" ? `${nameOf(node.object)}Count` : node.property.name;
      }
      return nameOf(node.object);
    case "CallExpression": {
      const callee = node.callee;
      if (callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier") {
        return TRANSPARENT_METHODS.has(callee.property.name) ? nameOf(callee.object) : callee.property.name.replace(/^get(?=[A-Z])/, "");
      }
      const first = node.arguments[0];
      if (first && first.type !== "SpreadElement") return nameOf(first);
      return callee.type === "Identifier" ? callee.name : "value";
    }
    case "ChainExpression":
    case "ParenthesizedExpression":
      return nameOf(node.expression);
    case "SpreadElement":
      return nameOf(node.argument);
    case "ThisExpression":
      return "this";
    default:
      return "value";
  }
}

function calleeName(callee: AnyNode): string | undefined {
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier" && callee.object.type === "Identifier") {
    return `${callee.object.name}.${callee.property.name}`;
  }
  return undefined;
}

function isComparison(test: AnyNode): boolean {
  return test.type === "BinaryExpression" && ["===", "!==", "==", "!=", "<", ">", "<=", ">="].includes(test.operator);
}

function isAbsent(node: AnyNode): boolean {
  return (node.type === "Identifier" && node.name === "undefined") || (node.type === "Literal" && node.value === null);
}

function isPlaceholder(text: string): boolean {
  return /^\{[A-Za-z_$][\w$]*\}$/.test(text);
}

/** An initialiser worth reading as text (not a computed list or object). */
function isStringBuilding(node: AnyNode): boolean {
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string";
    case "TemplateLiteral":
      return true;
    case "BinaryExpression":
      return node.operator === "+";
    case "ConditionalExpression":
      return isStringBuilding(node.consequent) || isStringBuilding(node.alternate);
    default:
      return false;
  }
}

function without<K, V>(map: ReadonlyMap<K, V> | undefined, key: K): ReadonlyMap<K, V> | undefined {
  if (!map?.has(key)) return map;
  const copy = new Map(map);
  copy.delete(key);
  return copy;
}

/** The expression a function returns when it has one: an arrow's body, or the argument of its only `return`. */
export function returnedExpression(fn: FunctionNode): Expression | undefined {
  const returned = returnedExpressions(fn);
  return returned.length === 1 ? returned[0] : undefined;
}

/**
 * Every expression a function may return: an arrow's body, or the argument of each `return` in its body, however
 * deeply nested in its blocks (an `if`'s, a loop's), and not those of the functions it defines.
 */
export function returnedExpressions(fn: FunctionNode): Expression[] {
  if (fn.body.type !== "BlockStatement") return [fn.body];
  const returned: Expression[] = [];
  walk(fn.body, (node) => {
    if (node.type === "ReturnStatement") {
      if (node.argument) returned.push(node.argument);
      return false;
    }
    // The returns of a function or class defined inside are theirs.
    return !(node !== fn.body && /^(Function|ArrowFunction|Class)(Declaration|Expression)$/.test(node.type));
  });
  return returned;
}

/**
 * The variables a block declares at its own level, each with the `+=`
 * statements that follow it at that level (not those under an `if`).
 */
export function variablesOf(block: BlockStatement | Program | StaticBlock | Expression): Map<string, VariableValue> {
  const variables = new Map<string, VariableValue>();
  if (block.type !== "BlockStatement" && block.type !== "Program" && block.type !== "StaticBlock") return variables;
  for (const statement of block.body) {
    if (statement.type === "VariableDeclaration") {
      for (const declarator of statement.declarations) {
        if (declarator.id.type === "Identifier" && declarator.init && !variables.has(declarator.id.name)) {
          variables.set(declarator.id.name, { init: declarator.init, appended: [] });
        }
      }
    } else if (
      statement.type === "ExpressionStatement" &&
      statement.expression.type === "AssignmentExpression" &&
      statement.expression.left.type === "Identifier"
    ) {
      const variable = variables.get(statement.expression.left.name);
      if (!variable) continue;
      if (statement.expression.operator === "+=") variable.appended.push(statement.expression.right);
      else if (statement.expression.operator === "=")
        variables.set(statement.expression.left.name, { init: statement.expression.right, appended: [] });
    }
  }
  return variables;
}

/** The functions a block declares at its own level by name (`function f() {}`, `const f = () => …`). */
export function functionsOf(block: BlockStatement | Program): Map<string, FunctionNode> {
  const functions = new Map<string, FunctionNode>();
  for (const statement of block.body) {
    if (statement.type === "FunctionDeclaration" && statement.id) functions.set(statement.id.name, statement);
    if (statement.type === "VariableDeclaration") {
      for (const declarator of statement.declarations) {
        const init = declarator.init;
        if (declarator.id.type === "Identifier" && init && (init.type === "ArrowFunctionExpression" || init.type === "FunctionExpression")) {
          functions.set(declarator.id.name, init);
        }
      }
    }
  }
  return functions;
}

/**
 * The scope code at a place sees: the variables and functions of every block
 * around it, nearest first (an inner declaration hides an outer one).
 */
export function scopeAt(ancestors: readonly AnyNode[], bindings?: ReadonlyMap<string, string>): Scope {
  const variables = new Map<string, VariableValue>();
  const functions = new Map<string, FunctionNode>();
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const node = ancestors[index]!;
    if (node.type !== "BlockStatement" && node.type !== "Program") continue;
    for (const [name, value] of variablesOf(node)) if (!variables.has(name)) variables.set(name, value);
    for (const [name, fn] of functionsOf(node)) if (!functions.has(name)) functions.set(name, fn);
  }
  return { variables, functions, bindings };
}

/** A message's template and, where it has conditional parts, the pattern every case of it matches. */
export function templateAndPattern(node: AnyNode | null | undefined, scope: Scope = {}): { template: string; pattern?: string } {
  const template = templateOf(node, { ...scope, open: false });
  const pattern = templateOf(node, { ...scope, open: true });
  return pattern === template ? { template } : { template, pattern };
}
