import { BASE_CLASS, place } from "./error-classes.ts";
import { lineOf, walk, type SourceFile } from "./js-source.ts";
import type { MessageFact } from "./model.ts";
import type { InstalledPackage } from "./packages.ts";
import { assignIds } from "./runtime-messages.ts";
import { scopeAt, templateAndPattern } from "./template-of.ts";
import { hasWords } from "./template-text.ts";

/** A quick look before parsing. */
const MAY_MAKE_ONE = new RegExp(`new\\s+${BASE_CLASS}\\s*\\(`);

/**
 * The messages webpack makes with its base class itself, `new WebpackError(…)`: an error or warning of a
 * compilation (or one thrown) that has no class of its own, so no class name says which it is. Each is read as
 * a class's message is (its template from the code, a function of the file followed); messages with the same
 * template are one, raised in several places. One whose text is made elsewhere (`new WebpackError(message)`
 * with a parameter) keeps its place with no template: its id is its file and the how-manieth such message of it.
 */
export function directMessagesOf(pkg: InstalledPackage, files: readonly SourceFile[]): MessageFact[] {
  const byTemplate = new Map<string, MessageFact>();
  const dynamic: MessageFact[] = [];
  for (const file of files) {
    if (!MAY_MAKE_ONE.test(file.text)) continue;
    walk(file.program, (node, ancestors) => {
      if (node.type !== "NewExpression" || node.callee.type !== "Identifier" || node.callee.name !== BASE_CLASS) return;
      const argument = node.arguments[0];
      const at = place(pkg, file.relative, lineOf(node));
      const read = argument && argument.type !== "SpreadElement" ? templateAndPattern(argument, scopeAt(ancestors)) : undefined;
      if (!read || !hasWords(read.template)) {
        dynamic.push({ id: "", kind: "direct", package: pkg.name, version: pkg.version, raised: [at] });
        return;
      }
      const fact = byTemplate.get(read.template) ?? { id: "", kind: "direct" as const, package: pkg.name, version: pkg.version, ...read, raised: [] };
      fact.raised.push(at);
      byTemplate.set(read.template, fact);
    });
  }
  const facts = [...byTemplate.values()];
  assignIds(facts, BASE_CLASS);
  const perFile = new Map<string, number>();
  for (const fact of dynamic) {
    const file = fact.raised[0]!.file;
    const count = (perFile.get(file) ?? 0) + 1;
    perFile.set(file, count);
    fact.id = `${BASE_CLASS}/${file.replace(/^lib\//, "").replace(/\.js$/, "")}#${count}`;
  }
  return [...facts, ...dynamic].sort((a, b) => a.id.localeCompare(b.id));
}
