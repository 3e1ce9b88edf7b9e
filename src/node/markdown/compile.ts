import type { Code, Root } from "mdast";
import rehypeRaw from "rehype-raw";
import remarkEmoji from "remark-emoji";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkRehype, { type Options as RemarkRehypeOptions } from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import { ContentError } from "../errors.ts";
import { codeBlockToHast, copiedText } from "./code-block.ts";
import { rehypeOptionTips, remarkConfigExamples, type ConfigExample } from "./config-examples.ts";
import { usesNotation } from "./code-notation.ts";
import type {
  CodeBlockFact,
  CompileOptions,
  HeadingFact,
  HistoryBadgeFact,
  MessageUseFact,
  OptionHeadingFact,
  PageFacts,
  VersionBadgeFact,
} from "./facts.ts";
import { getHighlighter, loadLanguages } from "./highlighter.ts";
import { installTabsToHast, isInstallBlock } from "./install-tabs-markup.ts";
import { rehypeArticle } from "./rehype-article.ts";
import { rehypeLinks, type LinkReference } from "./rehype-links.ts";
import { rehypeMdxElements } from "./rehype-mdx-elements.ts";
import { rehypeSearchAttributes } from "./rehype-search-attributes.ts";
import { rehypeSections } from "./rehype-sections.ts";
import { rehypeUnsafeHtml } from "./rehype-unsafe-html.ts";
import { rehypeWebpackMessages } from "./rehype-webpack-messages.ts";
import { remarkAsides } from "./remark-asides.ts";
import { remarkCodeFacts } from "./remark-code-facts.ts";
import { remarkCodeTitles } from "./remark-code-titles.ts";
import { remarkContentChecks, type ContentWarning } from "./remark-content-checks.ts";
import { checkBlockNesting, isStackOverflow } from "./nesting-check.ts";
import { policyFactsOf } from "./policy-facts.ts";
import { escapeExplicitHeadingIds, remarkHeadingIds } from "./remark-heading-ids.ts";
import { prefixIds, serialise } from "./serialise.ts";
import { rehypeHistoryBadges } from "../reference/rehype-history-badges.ts";
import { rehypeReferenceLinks } from "../reference/rehype-reference-links.ts";
import { rehypeVersionBadges } from "../reference/rehype-version-badges.ts";

const MDX_NODES = ["mdxJsxFlowElement", "mdxJsxTextElement", "mdxFlowExpression", "mdxTextExpression", "mdxjsEsm"];

/**
 * Compiles a page body (Markdown or MDX) to static HTML at build time, with
 * the facts later steps need (see PageFacts). `file` is used in error
 * messages; body line numbers are file line numbers.
 */
export async function compileBody(file: string, body: string, format: "md" | "mdx", options: CompileOptions = {}): Promise<PageFacts> {
  const highlighter = await getHighlighter();
  const headings: HeadingFact[] = [];
  const optionHeadings: OptionHeadingFact[] = [];
  const versionBadges: VersionBadgeFact[] = [];
  const historyBadges: HistoryBadgeFact[] = [];
  const codeBlocks: CodeBlockFact[] = [];
  const ids: string[] = [];
  const links: LinkReference[] = [];
  const warnings: ContentWarning[] = [];
  const messages: MessageUseFact[] = [];
  let installBlocks = 0;
  const examples = new Map<Code, ConfigExample>();
  const renderCode = (node: Code) => {
    const example = examples.get(node);
    const figure = codeBlockToHast(highlighter, node, example && { decorations: example.decorations, checkUrl: options.configExamples?.checkUrl });
    // A block whose notation changes its code is checked (tests/integration/content-code.test.ts) as a reader copies it.
    if (usesNotation(node.value, node.meta, node.lang)) {
      const fact = codeBlocks.find((block) => block.line === node.position?.start.line);
      const copied = copiedText(figure);
      if (fact && copied !== node.value) fact.copied = copied;
    }
    return figure;
  };

  const processor = unified()
    .use(remarkParse)
    .use(format === "mdx" ? [remarkMdx] : [])
    .use(remarkGfm)
    .use(remarkContentChecks, { warnings })
    .use(remarkEmoji)
    .use(remarkAsides)
    .use(remarkCodeTitles)
    .use(remarkCodeFacts, { codeBlocks })
    .use(remarkHeadingIds, { headings })
    .use(remarkConfigExamples, { reference: options.configExamples, examples })
    // The grammars of this page's fences, before they are highlighted (highlighting itself is synchronous).
    .use(() => async (tree: Root) => {
      const languages: (string | null | undefined)[] = [];
      visit(tree, "code", (node) => void languages.push(node.lang));
      await loadLanguages(highlighter, languages);
    })
    .use(remarkRehype, {
      allowDangerousHtml: format === "md",
      passThrough: MDX_NODES,
      handlers: {
        code: (_state: unknown, node: Code) => (isInstallBlock(node) ? installTabsToHast(node, file, ++installBlocks, renderCode) : renderCode(node)),
      },
    } as RemarkRehypeOptions)
    .use(format === "md" ? [rehypeRaw] : [[rehypeWebpackMessages, { messages: options.messages, headings, uses: messages }], rehypeMdxElements])
    .use(rehypeUnsafeHtml)
    // Before the headings become links to themselves (the badges go inside, as a page's own do) and before the
    // search attributes and section heights.
    .use(rehypeHistoryBadges, { reference: options.optionReference, headings, badges: historyBadges })
    .use(rehypeLinks, { links })
    .use(rehypeArticle, { ids })
    .use(rehypeSearchAttributes)
    .use(rehypeSections)
    .use(rehypeOptionTips, { reference: options.configExamples, examples })
    .use(rehypeReferenceLinks, { reference: options.optionReference, headings, links, optionHeadings })
    .use(rehypeVersionBadges, { reference: options.optionReference, optionHeadings, badges: versionBadges });

  const vfile = new VFile({ path: file, value: format === "mdx" ? escapeExplicitHeadingIds(body) : body });
  let html: string;
  let printableHtml: string | undefined;
  let policyFacts: ReturnType<typeof policyFactsOf>;
  try {
    checkBlockNesting(file, body);
    const mdast = processor.parse(vfile);
    const tree = await processor.run(mdast, vfile);
    html = serialise(tree);
    policyFacts = policyFactsOf(tree);
    if (options.printablePrefix !== undefined) {
      // Last use of the tree: prefixing in place spares a copy.
      prefixIds(tree, options.printablePrefix);
      printableHtml = serialise(tree);
    }
  } catch (error) {
    throw asContentError(file, error);
  }
  return {
    html,
    printableHtml,
    headings,
    optionHeadings,
    versionBadges,
    historyBadges,
    links,
    codeBlocks,
    ids,
    warnings,
    messages,
    ...policyFacts,
  };
}

/** Parser errors (MDX syntax, acorn) carry a position: keep it in the message. */
function asContentError(file: string, error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  if (isStackOverflow(error))
    return new ContentError(file, 1, "elements nested too deeply for the compiler (Maximum call stack size exceeded): flatten the nesting");
  const err = error as { line?: number; place?: { line?: number; start?: { line?: number } }; reason?: string; message?: string };
  const reason = err.reason ?? err.message ?? String(error);
  // Some MDX errors only carry their position inside the text: "(3:1-3:6)".
  const fromText = /\((\d+):\d+(?:-\d+:\d+)?\)/.exec(reason)?.[1];
  const line = err.line ?? err.place?.line ?? err.place?.start?.line ?? (fromText ? Number(fromText) : 1);
  return new ContentError(file, line, reason.split("\n")[0]!);
}
