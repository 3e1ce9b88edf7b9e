import { parseExpressionAt, type AnyNode, type Expression } from "acorn";
import { place } from "./error-classes.ts";
import { lineOf, walk, type SourceFile } from "./js-source.ts";
import type { MessageFact } from "./model.ts";
import type { InstalledPackage } from "./packages.ts";
import { hasWords, PLACEHOLDER } from "./template-text.ts";
import { nameOf, templateOf } from "./template-of.ts";

/** Code webpack writes into bundles that makes an error a reader's browser (or Node.js) can show. */
const RUNTIME_ERROR = /new\s+(\w*Error)\s*\(|\.message\s*=(?!=)/g;
/** A quick look before parsing: a quoted piece of code that makes an error. */
const MAY_HOLD_RUNTIME_CODE = /["'`][^"'`\n]*(?:new\s+\w*Error\s*\(|\.message\s*=)/;
/** Stands for an interpolation of the code generator (`${cst} e = …`) while the generated code is read. */
const HOLE = "__hole";

/**
 * The messages of webpack's runtime: every string of code in `lib/` that
 * makes an error (`new Error(…)`, `new TypeError(…)`, `error.message = …`),
 * read as the code it is (`'Loading chunk ' + chunkId + ' failed.'` →
 * `Loading chunk {chunkId} failed.`). One whose text is built somewhere the
 * reader cannot follow (an interpolation of the generator, a variable of the
 * generated code) keeps its place with no template, and an entry writes it by hand.
 * Messages with the same template are one, raised in several places.
 */
export function runtimeMessagesOf(pkg: InstalledPackage, files: readonly SourceFile[]): MessageFact[] {
  const byTemplate = new Map<string, MessageFact>();
  const dynamic: MessageFact[] = [];
  for (const file of files) {
    if (!MAY_HOLD_RUNTIME_CODE.test(file.text)) continue;
    walk(file.program, (node) => {
      const code = generatedCode(node);
      if (!code) return;
      for (const expression of errorMessagesIn(code.text)) {
        const template = templateOf(expression, { bindings: code.holes });
        const at = place(pkg, file.relative, lineOf(node));
        if (!hasWords(template)) {
          dynamic.push({ id: "", kind: "runtime", package: pkg.name, version: pkg.version, raised: [at] });
          continue;
        }
        const fact = byTemplate.get(template) ?? { id: "", kind: "runtime" as const, package: pkg.name, version: pkg.version, template, raised: [] };
        fact.raised.push(at);
        byTemplate.set(template, fact);
      }
    });
  }
  const facts = [...byTemplate.values()];
  assignIds(facts, "runtime");
  // Without a template the place is all that names it: its file and the how-manieth such message of that file.
  const perFile = new Map<string, number>();
  for (const fact of dynamic) {
    const file = fact.raised[0]!.file;
    const count = (perFile.get(file) ?? 0) + 1;
    perFile.set(file, count);
    fact.id = `runtime/${file.replace(/^lib\//, "").replace(/\.js$/, "")}#${count}`;
  }
  return [...facts, ...dynamic].sort((a, b) => a.id.localeCompare(b.id));
}

/** A string literal or template literal of the generator, as the code it holds; `${…}` become placeholders named after what they insert. */
function generatedCode(node: AnyNode): { text: string; holes: Map<string, string> } | undefined {
  if (node.type === "Literal" && typeof node.value === "string") {
    return /Error|\.message/.test(node.value) ? { text: node.value, holes: new Map() } : undefined;
  }
  if (node.type !== "TemplateLiteral") return undefined;
  const holes = new Map<string, string>();
  let text = "";
  node.quasis.forEach((quasi, index) => {
    text += quasi.value.cooked ?? quasi.value.raw;
    const inserted = node.expressions[index];
    if (inserted) {
      const name = `${HOLE}${index}`;
      holes.set(name, `{${nameOf(inserted)}}`);
      text += name;
    }
  });
  return /Error|\.message/.test(text) ? { text, holes } : undefined;
}

/** The message arguments of the errors a piece of generated code makes (what it cannot parse, it skips). */
function errorMessagesIn(code: string): Expression[] {
  const found: Expression[] = [];
  for (const match of code.matchAll(RUNTIME_ERROR)) {
    try {
      if (match[1] !== undefined) {
        const created = parseExpressionAt(code, match.index, { ecmaVersion: "latest" });
        if (created.type === "NewExpression" && created.arguments[0] && created.arguments[0].type !== "SpreadElement")
          found.push(created.arguments[0]);
      } else {
        found.push(parseExpressionAt(code, match.index + match[0].length, { ecmaVersion: "latest" }));
      }
    } catch {
      // Code split over several strings (`Template.asString([...])`): not readable from this piece alone.
    }
  }
  return found;
}

/** Ids made from a message's own words (`Loading chunk {chunkId} failed.` → `runtime/loading-chunk-failed`), numbered where two would be the same. */
export function assignIds(facts: MessageFact[], prefix: string): void {
  const used = new Map<string, number>();
  for (const fact of facts.sort((a, b) => (a.template ?? "").localeCompare(b.template ?? ""))) {
    const base = `${prefix}/${slugOfTemplate(fact.template ?? "")}`;
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    fact.id = count === 1 ? base : `${base}-${count}`;
  }
}

/** The first words of a template's fixed text, lower case, joined by `-`. */
export function slugOfTemplate(template: string): string {
  const words = template
    .replace(PLACEHOLDER, " ")
    .toLowerCase()
    .replace(/'/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.slice(0, 8).join("-") || "message";
}
