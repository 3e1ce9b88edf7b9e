import type { Anchor, Heading } from "./types.ts";

/**
 * Sidebar anchors: level-3 headings nest under the preceding level-2 one, and
 * a title starting with its parent's title and a dot loses that prefix
 * (under `output.library`, `output.library.name` shows as `name`).
 */
export function menuAnchors(headings: readonly Heading[]): Anchor[] {
  const result: [string, string, Anchor[]][] = [];
  for (const heading of headings) {
    const parent = result.at(-1);
    if (heading.level === 2 || !parent) {
      result.push([heading.id, heading.title, []]);
    } else {
      const prefix = `${parent[1]}.`;
      parent[2].push([heading.id, heading.title.startsWith(prefix) ? heading.title.slice(prefix.length) : heading.title]);
    }
  }
  // A heading without sub-headings carries no empty list.
  return result.map(([id, title, children]) => (children.length ? [id, title, children] : [id, title]));
}
