import type { AnyNode, CallExpression } from "acorn";
import { place } from "./error-classes.ts";
import { lineOf, walk, type SourceFile } from "./js-source.ts";
import type { MessageFact } from "./model.ts";
import type { InstalledPackage } from "./packages.ts";
import { placeholder, scopeAt, templateOf, type FunctionNode } from "./template-of.ts";

/** webpack's codes start `DEP_WEBPACK_`, except the five of ModuleTemplate's hooks (`DEP_MODULE_TEMPLATE_HASH`, …). */
const CODE_PATTERN = /^DEP_[A-Z0-9_]+$/;
const MAY_DEPRECATE = /deprecate|DEP_[A-Z]/;

interface Deprecation {
  code: string;
  message: string;
}

interface NamedFunction {
  name: string;
  fn: FunctionNode;
  /** The blocks around its definition, for the variables it sees. */
  ancestors: readonly AnyNode[];
}

/**
 * webpack's deprecation codes (`DEP_WEBPACK_*`, and `DEP_MODULE_TEMPLATE_*`),
 * each with its message and where it is set up. A deprecation is a call to Node.js's `util.deprecate(fn,
 * message, code)`, or to one of webpack's helpers that passes its own
 * arguments on to it (`createFakeHook`, `soonFrozenObjectDeprecation`,
 * `ChunkGraph.getChunkGraphForModule`, …, found by reading them): the helper's
 * message is read with its parameters bound to the caller's arguments. Node.js
 * prints one as `(node:<pid>) [<code>] DeprecationWarning: <message>`, once per
 * process.
 */
export function deprecationsOf(pkg: InstalledPackage, files: readonly SourceFile[]): MessageFact[] {
  const relevant = files.filter((file) => MAY_DEPRECATE.test(file.text));
  const functions = namedFunctions(relevant);
  const wrappers = new Map<string, NamedFunction>();
  // A helper may call another (createFakeHook → deprecateAllProperties → util.deprecate): settle in rounds.
  for (let round = 0; round < 4; round++) {
    let added = false;
    for (const named of functions) {
      if (wrappers.has(named.name)) continue;
      const params = new Map(named.fn.params.flatMap((param) => (param.type === "Identifier" ? [[param.name, placeholder(param.name)]] : [])));
      const found = deprecationsInside(named.fn, named.ancestors, params, wrappers, 0);
      if (found.some((deprecation) => !CODE_PATTERN.test(deprecation.code) && /\{/.test(deprecation.code))) {
        wrappers.set(named.name, named);
        added = true;
      }
    }
    if (!added) break;
  }
  const byCode = new Map<string, MessageFact>();
  for (const file of relevant) {
    walk(file.program, (node, ancestors) => {
      if (node.type !== "CallExpression") return;
      for (const deprecation of deprecationsOfCall(node, ancestors, undefined, wrappers, 0)) {
        if (!CODE_PATTERN.test(deprecation.code)) continue;
        const fact = byCode.get(deprecation.code) ?? {
          id: deprecation.code,
          kind: "deprecation" as const,
          package: pkg.name,
          version: pkg.version,
          code: deprecation.code,
          template: `(node:{pid}) [${deprecation.code}] DeprecationWarning: ${deprecation.message}`,
          raised: [],
        };
        const at = place(pkg, file.relative, lineOf(node));
        if (!fact.raised.some((known) => known.file === at.file && known.line === at.line)) fact.raised.push(at);
        // One code with two messages (ModuleTemplate.runtimeTemplate warns with ChunkTemplate.outputOptions' code): any message is a case of it.
        if (!fact.template!.endsWith(`DeprecationWarning: ${deprecation.message}`))
          fact.pattern = `(node:{pid}) [${deprecation.code}] DeprecationWarning: {message}`;
        byCode.set(deprecation.code, fact);
      }
    });
  }
  return [...byCode.values()].sort((a, b) => a.id.localeCompare(b.id));
}

/** The deprecations a call sets up: `util.deprecate(…)` itself, or a helper's, read with its parameters bound to the arguments. */
function deprecationsOfCall(
  call: CallExpression,
  ancestors: readonly AnyNode[],
  bindings: ReadonlyMap<string, string> | undefined,
  wrappers: ReadonlyMap<string, NamedFunction>,
  depth: number,
): Deprecation[] {
  const scope = scopeAt(ancestors, bindings);
  const name = calleeName(call.callee);
  if (name === "deprecate" && call.arguments.length >= 3) {
    const [, message, code] = call.arguments;
    if (message?.type === "SpreadElement" || code?.type === "SpreadElement") return [];
    return [{ message: templateOf(message, scope), code: templateOf(code, scope) }];
  }
  const wrapper = name === undefined ? undefined : wrappers.get(name);
  if (!wrapper || depth > 4) return [];
  const passed = new Map<string, string>();
  wrapper.fn.params.forEach((param, index) => {
    const argument = call.arguments[index];
    if (param.type === "Identifier") passed.set(param.name, argument && argument.type !== "SpreadElement" ? templateOf(argument, scope) : "");
    else if (param.type === "AssignmentPattern" && param.left.type === "Identifier") {
      passed.set(param.left.name, argument && argument.type !== "SpreadElement" ? templateOf(argument, scope) : templateOf(param.right, scope));
    }
  });
  return deprecationsInside(wrapper.fn, wrapper.ancestors, passed, wrappers, depth + 1);
}

function deprecationsInside(
  fn: FunctionNode,
  outer: readonly AnyNode[],
  bindings: ReadonlyMap<string, string>,
  wrappers: ReadonlyMap<string, NamedFunction>,
  depth: number,
): Deprecation[] {
  const found: Deprecation[] = [];
  walk(fn.body, (node, ancestors) => {
    if (node.type === "CallExpression") found.push(...deprecationsOfCall(node, [...outer, fn, ...ancestors], bindings, wrappers, depth));
  });
  return found;
}

/** Every function of the files that has a name to be called by: declarations, `const f = …`, `x.f = …`, methods and properties. */
function namedFunctions(files: readonly SourceFile[]): NamedFunction[] {
  const named: NamedFunction[] = [];
  const isFunction = (node: AnyNode | null | undefined): node is FunctionNode =>
    !!node && (node.type === "FunctionExpression" || node.type === "ArrowFunctionExpression" || node.type === "FunctionDeclaration");
  for (const file of files) {
    walk(file.program, (node, ancestors) => {
      const at = [...ancestors];
      if (node.type === "FunctionDeclaration" && node.id) named.push({ name: node.id.name, fn: node, ancestors: at });
      else if (node.type === "VariableDeclarator" && node.id.type === "Identifier" && isFunction(node.init)) {
        named.push({ name: node.id.name, fn: node.init, ancestors: at });
      } else if (node.type === "AssignmentExpression" && isFunction(node.right)) {
        const name = calleeName(node.left);
        if (name) named.push({ name, fn: node.right, ancestors: at });
      } else if (
        (node.type === "MethodDefinition" || node.type === "Property") &&
        !node.computed &&
        node.key.type === "Identifier" &&
        isFunction(node.value)
      ) {
        named.push({ name: node.key.name, fn: node.value, ancestors: at });
      }
    });
  }
  return named;
}

/** The name a callee is called by: `f`, `x.f`, `require("util").f` → `f`. */
function calleeName(callee: AnyNode): string | undefined {
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier") return callee.property.name;
  return undefined;
}
