import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AnyNode } from "acorn";
import { paths } from "../paths.ts";
import { walk } from "./js-source.ts";
import { codeFilesOf, textSourcesOf, type InstalledPackage } from "./packages.ts";
import { readerSource } from "./reader-key.ts";
import { templateOf } from "./template-of.ts";
import { fixedPieces, PLACEHOLDER } from "./template-text.ts";

/** Separates the fragments in one searchable string: no fragment holds it. */
const SEPARATOR = "\u0000";
/**
 * Where a piece may be cut into fragments: at a space or a quote, as messages join their parts, and before
 * punctuation that follows a run-time part (`${reason}. ${explanation}`).
 */
const SEAM_BEFORE = /[\s'"`(]/;
const SEAM_AFTER = /[\s'"`).,:;]/;

/**
 * The text a package's messages can be made of: every string of its code
 * (a literal, a template literal, or literals joined with `+`), cut at what
 * is worked out at run time, for webpack also the resolver's and schema-utils'
 * (their text ends up inside webpack's messages). A template written by hand
 * for a case of a message is checked against it: each of its fixed pieces
 * must be a piece of that text, or text made of the end of one string, whole
 * strings, and the start of another, joined where a message joins its parts
 * (`Can't ` + `resolve '…'`, where one message quotes another; `Invalid ` +
 * `configuration` + ` object. ` …, where a template fills in a name). Reading
 * a package takes seconds: its text is cached by version.
 */
export class PackageText {
  private readonly text: string;
  private readonly memo = new Map<string, boolean>();

  constructor(pkg: InstalledPackage, cacheDir: string = paths.cache) {
    const sources = [pkg, ...textSourcesOf(pkg)];
    const key = createHash("sha256")
      .update(sources.map((each) => `${each.name}@${each.version}:${each.dir}`).join("\n"))
      .update(readerSource())
      .digest("hex")
      .slice(0, 16);
    const file = path.join(cacheDir, "messages", `text-${pkg.name}-${key}.txt`);
    if (existsSync(file)) this.text = readFileSync(file, "utf8");
    else {
      this.text =
        SEPARATOR + sources.flatMap((each) => codeFilesOf(each).flatMap((source) => fragmentsOf(source.program))).join(SEPARATOR) + SEPARATOR;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, this.text);
    }
  }

  /** The fixed pieces of a template that the packages' text does not hold. */
  missingPieces(template: string): string[] {
    return fixedPieces(template).filter((piece) => !this.holds(piece));
  }

  private holds(piece: string): boolean {
    if (this.text.includes(piece)) return true;
    // Cut where a message joins its parts; the first part must end a string, the last start one, and each between be one whole.
    const cuts = [
      0,
      ...[...piece].flatMap((_, index) => (index > 0 && (SEAM_BEFORE.test(piece[index - 1]!) || SEAM_AFTER.test(piece[index]!)) ? [index] : [])),
      piece.length,
    ];
    const reached = new Set<number>([0]);
    for (const [position, end] of cuts.entries()) {
      if (position === 0) continue;
      for (const start of cuts.slice(0, position)) {
        if (!reached.has(start)) continue;
        const part = piece.slice(start, end);
        const fits =
          start === 0 ? this.has(part + SEPARATOR) : end === piece.length ? this.has(SEPARATOR + part) : this.has(SEPARATOR + part + SEPARATOR);
        if (fits) {
          reached.add(end);
          break;
        }
      }
    }
    return reached.has(piece.length);
  }

  private has(needle: string): boolean {
    let found = this.memo.get(needle);
    if (found === undefined) this.memo.set(needle, (found = this.text.includes(needle)));
    return found;
  }
}

/** Every string of a file's code, cut at its run-time parts. */
function fragmentsOf(program: AnyNode): string[] {
  const fragments: string[] = [];
  walk(program, (node, ancestors) => {
    if (!isText(node)) return;
    const parent = ancestors.at(-1);
    if (parent && isText(parent)) return;
    // Its parts are visited too: a conditional's other branch is text of the package as well.
    for (const fragment of templateOf(node).split(PLACEHOLDER)) if (fragment) fragments.push(fragment.replaceAll(SEPARATOR, ""));
  });
  return fragments;
}

function isText(node: AnyNode): boolean {
  if (node.type === "Literal") return typeof node.value === "string";
  if (node.type === "TemplateLiteral") return true;
  return node.type === "BinaryExpression" && node.operator === "+" && (isText(node.left) || isText(node.right));
}
