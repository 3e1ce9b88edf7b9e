import GithubSlugger from "github-slugger";
import type { Heading, Root } from "mdast";
import { toString } from "mdast-util-to-string";
import type { Plugin } from "unified";
import { visit } from "unist-util-visit";
import type { HeadingFact } from "./facts.ts";

const EXPLICIT_ID = /\s*\\?\{#([A-Za-z0-9_-]+)\\?\}\s*$/;

/**
 * In MDX `{#id}` would be read as a JavaScript expression, so before parsing
 * we escape it on heading lines outside code fences (`\{#id\}`), keeping line
 * numbers unchanged. The remark plugin below then reads it back.
 */
export function escapeExplicitHeadingIds(source: string): string {
  let fence: string | undefined;
  return source
    .split("\n")
    .map((line) => {
      const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
      if (fenceMatch) {
        if (!fence) fence = fenceMatch[1]![0]!;
        else if (fenceMatch[1]![0] === fence) fence = undefined;
        return line;
      }
      if (fence || !/^#{1,6}\s/.test(line)) return line;
      return line.replace(/\{#([A-Za-z0-9_-]+)\}\s*$/, "\\{#$1\\}");
    })
    .join("\n");
}

export interface HeadingIdsOptions {
  /** Receives every heading, in order. */
  headings: HeadingFact[];
}

/**
 * Gives every heading a GitHub-style id (duplicates get -1, -2, … within the
 * page; `{#custom-id}` overrides) and records every heading with its line.
 */
export const remarkHeadingIds: Plugin<[HeadingIdsOptions], Root> = ({ headings }) => {
  return (tree) => {
    const slugger = new GithubSlugger();
    visit(tree, "heading", (heading: Heading) => {
      let explicitId: string | undefined;
      const last = heading.children.at(-1);
      if (last?.type === "text") {
        const match = EXPLICIT_ID.exec(last.value);
        if (match) {
          explicitId = match[1];
          last.value = last.value.slice(0, match.index);
          if (!last.value) heading.children.pop();
        }
      }
      const title = toString(heading).replace(/\s+/g, " ").trim();
      const id = explicitId ?? slugger.slug(title);
      if (explicitId) slugger.occurrences[explicitId] = (slugger.occurrences[explicitId] ?? 0) + 1;
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
      headings.push({ text: title, id, level: heading.depth, line: heading.position?.start.line ?? 1 });
    });
  };
};
