import { readFileSync } from "node:fs";
import { parse, type AnyNode, type Program } from "acorn";

/** One JavaScript file of an installed package, parsed when first asked. */
export class SourceFile {
  private parsed: Program | undefined;

  constructor(
    /** Absolute path on disk. */
    readonly path: string,
    /** Its path inside the package, forward slashes (`lib/errors/ModuleNotFoundError.js`). */
    readonly relative: string,
    readonly text: string,
  ) {}

  static read(absolute: string, relative: string): SourceFile {
    return new SourceFile(absolute, relative, readFileSync(absolute, "utf8"));
  }

  get program(): Program {
    return (this.parsed ??= parseScript(this.text, this.relative));
  }
}

/** A package's CommonJS file as acorn reads it, with line numbers; an ES module when it is not a script. */
export function parseScript(text: string, file: string): Program {
  const options = { ecmaVersion: "latest", locations: true, allowHashBang: true, allowReturnOutsideFunction: true } as const;
  try {
    return parse(text, { ...options, sourceType: "script" });
  } catch {
    try {
      return parse(text, { ...options, sourceType: "module" });
    } catch (error) {
      throw new Error(`${file}: cannot be parsed to read its messages: ${(error as Error).message}`);
    }
  }
}

/** Keys of a node that hold child nodes (everything but positions and plain values). */
const SKIPPED_KEYS = new Set(["loc", "start", "end", "range", "type"]);

/**
 * Calls `visit` on every node under `root` in source order, with the chain of
 * its ancestors (nearest last). `visit` returning false skips the node's children.
 */
export function walk(root: AnyNode, visit: (node: AnyNode, ancestors: readonly AnyNode[]) => boolean | void): void {
  const ancestors: AnyNode[] = [];
  const step = (node: AnyNode) => {
    if (visit(node, ancestors) === false) return;
    ancestors.push(node);
    for (const key of Object.keys(node)) {
      if (SKIPPED_KEYS.has(key)) continue;
      const value = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) step(item);
      } else if (isNode(value)) step(value);
    }
    ancestors.pop();
  };
  step(root);
}

function isNode(value: unknown): value is AnyNode {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

/** The line of a node (1-based). */
export function lineOf(node: AnyNode): number {
  return node.loc?.start.line ?? 1;
}
