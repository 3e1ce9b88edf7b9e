import type { Root } from "mdast";
import type { Plugin } from "unified";

/**
 * A paragraph holding only a bold file name (`**webpack.config.js**`) right
 * above a code fence becomes that fence's title, written into its meta as
 * `title="…"` (which authors may also write directly).
 */
export const remarkCodeTitles: Plugin<[], Root> = () => (tree) => {
  const walk = (parent: { children: Root["children"] }) => {
    for (let index = 0; index < parent.children.length; index++) {
      const node = parent.children[index]!;
      const next = parent.children[index + 1];
      if ("children" in node && node.type !== "paragraph") walk(node);
      if (node.type !== "paragraph" || next?.type !== "code" || node.children.length !== 1) continue;
      const strong = node.children[0]!;
      if (strong.type !== "strong" || strong.children.length !== 1) continue;
      const text = strong.children[0]!;
      if (text.type !== "text" || /\s/.test(text.value.trim()) || !text.value.trim()) continue;
      const code = next;
      if (!titleOf(code.meta)) code.meta = `${code.meta ?? ""} title="${text.value.trim()}"`.trim();
      parent.children.splice(index, 1);
    }
  };
  walk(tree);
};

/** The `title="…"` of a fence's meta string. */
export function titleOf(meta: string | null | undefined): string | undefined {
  return /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/
    .exec(meta ?? "")
    ?.slice(1)
    .find((value) => value !== undefined);
}
