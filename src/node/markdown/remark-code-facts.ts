import type { Code, Root } from "mdast";
import type { Plugin } from "unified";
import { visit } from "unist-util-visit";
import type { CodeBlockFact } from "./facts.ts";
import { titleOf } from "./remark-code-titles.ts";

export interface CodeFactsOptions {
  codeBlocks: CodeBlockFact[];
}

/** Records every fenced code block; runs after `remarkCodeTitles`, so a block's title is in its meta whichever way the author gave it. */
export const remarkCodeFacts: Plugin<[CodeFactsOptions], Root> =
  ({ codeBlocks }) =>
  (tree) => {
    visit(tree, "code", (node: Code) => {
      codeBlocks.push({
        lang: node.lang ?? "",
        meta: node.meta ?? "",
        title: titleOf(node.meta),
        value: node.value,
        line: node.position?.start.line ?? 1,
      });
    });
  };
