import type { Anchor, MenuAnchor } from "./types.ts";

/**
 * Sidebar anchors: level-3 anchors nest under the preceding level-2 one, and
 * a title starting with its parent's title and a dot loses that prefix
 * (under `output.library`, `output.library.name` shows as `name`).
 */
export function menuAnchors(anchors: Anchor[]): MenuAnchor[] {
  const result: MenuAnchor[] = [];
  let parent: MenuAnchor | undefined;
  let parentTitle = "";
  for (const anchor of anchors) {
    if (anchor.level === 2 || !parent) {
      parent = { title: anchor.title, id: anchor.id, children: [] };
      parentTitle = anchor.title;
      result.push(parent);
    } else {
      const title = anchor.title.startsWith(`${parentTitle}.`) ? anchor.title.slice(parentTitle.length + 1) : anchor.title;
      parent.children.push({ title, id: anchor.id, children: [] });
    }
  }
  return result;
}
