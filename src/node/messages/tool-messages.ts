import type { AnyNode } from "acorn";
import { place } from "./error-classes.ts";
import { lineOf, walk, type SourceFile } from "./js-source.ts";
import type { MessageFact } from "./model.ts";
import type { InstalledPackage } from "./packages.ts";
import { hasWords } from "./template-text.ts";
import { assignIds } from "./runtime-messages.ts";
import { scopeAt, templateOf } from "./template-of.ts";

/** What prints a message in webpack-dev-server's and webpack-cli's code. */
const LOGGER_METHODS = new Set(["error", "warn"]);
const MAY_PRINT = /logger\.(?:error|warn)\s*\(|new\s+\w*Error\s*\(|\bres\.end\s*\(/;

/**
 * The messages webpack-dev-server or webpack-cli prints: the first argument
 * of every `logger.error(…)` and `logger.warn(…)` (webpack-cli prefixes them
 * with `[webpack-cli]`, the dev server's logger with `[webpack-dev-server]`),
 * every `new …Error(…)` it throws, and the text of every `res.end("…")` it
 * answers a request with. A call that prints another error's message as it is
 * (`logger.error(error)`) has no text of its own and is left out.
 */
export function toolMessagesOf(pkg: InstalledPackage, files: readonly SourceFile[]): MessageFact[] {
  const byTemplate = new Map<string, MessageFact>();
  for (const file of files) {
    if (!MAY_PRINT.test(file.text)) continue;
    walk(file.program, (node, ancestors) => {
      const argument = printedArgument(node);
      if (!argument) return;
      const template = templateOf(argument, scopeAt(ancestors));
      if (!hasWords(template)) return;
      const fact = byTemplate.get(template) ?? { id: "", kind: "tool" as const, package: pkg.name, version: pkg.version, template, raised: [] };
      fact.raised.push(place(pkg, file.relative, lineOf(node)));
      byTemplate.set(template, fact);
    });
  }
  const facts = [...byTemplate.values()];
  assignIds(facts, pkg.name);
  return facts.sort((a, b) => a.id.localeCompare(b.id));
}

function printedArgument(node: AnyNode): AnyNode | undefined {
  if (node.type === "NewExpression" && node.callee.type === "Identifier" && /Error$/.test(node.callee.name)) {
    const first = node.arguments[0];
    return first && first.type !== "SpreadElement" ? first : undefined;
  }
  if (node.type !== "CallExpression" || node.callee.type !== "MemberExpression" || node.callee.computed) return undefined;
  const { object, property } = node.callee;
  if (property.type !== "Identifier") return undefined;
  const first = node.arguments[0];
  if (!first || first.type === "SpreadElement") return undefined;
  const objectName =
    object.type === "Identifier"
      ? object.name
      : object.type === "MemberExpression" && object.property.type === "Identifier"
        ? object.property.name
        : "";
  if (LOGGER_METHODS.has(property.name) && objectName === "logger") return first;
  if (property.name === "end" && objectName === "res" && (first.type === "Literal" || first.type === "TemplateLiteral")) return first;
  return undefined;
}
