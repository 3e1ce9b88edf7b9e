import { ContentError } from "../errors.ts";

/**
 * Deepest nesting of block quotes and lists a page may have. The parser and
 * the tree utilities recurse once per level: 20,000 `>` overflow the stack and
 * 20,000 `- ` on one line take minutes, so deeper pages are refused before parsing.
 * Real pages nest a few levels.
 */
export const MAX_BLOCK_NESTING = 100;

/** Deepest syntax tree (blocks and inline elements together) the later stages get. */
export const MAX_TREE_DEPTH = 200;

// One container marker at the start of what is left of a line: `>`, `-`, `*`, `+`, `1.` or `1)`.
const CONTAINER_MARKER = /^[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/;

/**
 * Counts the block-quote and list markers that open each line (`> > - 1. x`),
 * plus the indentation before them in two-column steps (a nested list item),
 * and throws at the first line deeper than MAX_BLOCK_NESTING.
 */
export function checkBlockNesting(file: string, body: string): void {
  const lines = body.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.length < MAX_BLOCK_NESTING) continue;
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, "    ").length;
    let rest = line;
    // Indentation only nests when it continues a list: a deep code line is not deep nesting.
    let depth = CONTAINER_MARKER.test(rest) ? Math.floor(indent / 2) : 0;
    for (let match = CONTAINER_MARKER.exec(rest); match && depth <= MAX_BLOCK_NESTING; match = CONTAINER_MARKER.exec(rest)) {
      depth++;
      rest = rest.slice(match[0].length);
    }
    if (depth > MAX_BLOCK_NESTING) {
      throw new ContentError(file, index + 1, `nesting deeper than ${MAX_BLOCK_NESTING} levels of block quotes, lists or indentation: flatten it`);
    }
  }
}

interface TreeNode {
  children?: TreeNode[];
  position?: { start: { line: number } };
}

/** Throws at the first node deeper than MAX_TREE_DEPTH; walks without recursion, so any depth is safe to measure. */
export function checkTreeDepth(file: string, tree: TreeNode): void {
  const stack: { node: TreeNode; depth: number; line: number }[] = [{ node: tree, depth: 0, line: 1 }];
  while (stack.length) {
    const { node, depth, line } = stack.pop()!;
    const here = node.position?.start.line ?? line;
    if (depth > MAX_TREE_DEPTH) {
      throw new ContentError(
        file,
        here,
        `elements nested deeper than ${MAX_TREE_DEPTH} levels (emphasis, links, HTML or components inside each other): flatten it`,
      );
    }
    for (const child of node.children ?? []) stack.push({ node: child, depth: depth + 1, line: here });
  }
}

/** A stack overflow that the checks above did not foresee still names the file, and says why. */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}
