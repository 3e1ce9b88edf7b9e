import type { Paragraph, Root } from "mdast";
import type { Plugin } from "unified";
import { visit } from "unist-util-visit";

const KINDS = { T: "tip", W: "warning", "?": "todo" } as const;
const LABELS = { tip: "Tip", warning: "Warning", todo: "To do" } as const;
const MARKER = /^([TW?])> ?/;

/**
 * Paragraphs whose lines start with `T> `, `W> ` or `?> ` become tip, warning
 * and to-do asides. The markers are removed from the start of every line.
 */
export const remarkAsides: Plugin<[], Root> = () => (tree) => {
  visit(tree, "paragraph", (paragraph: Paragraph, index, parent) => {
    const first = paragraph.children[0];
    if (!parent || index === undefined || first?.type !== "text") return;
    const match = MARKER.exec(first.value);
    if (!match) return;
    const kind = KINDS[match[1] as keyof typeof KINDS];
    const marker = new RegExp(`(^|\\n)${match[1] === "?" ? "\\?" : match[1]}> ?`, "g");
    for (const child of paragraph.children) {
      if (child.type === "text") child.value = child.value.replace(marker, "$1");
    }
    parent.children[index] = {
      type: "blockquote",
      children: [paragraph],
      position: paragraph.position,
      data: {
        hName: "aside",
        hProperties: { className: ["aside", `aside--${kind}`], "aria-label": LABELS[kind] },
      },
    };
  });
};
