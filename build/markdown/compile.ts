import type { Code } from "mdast";
import { toHtml } from "hast-util-to-html";
import rehypeRaw from "rehype-raw";
import remarkEmoji from "remark-emoji";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkRehype, { type Options as RemarkRehypeOptions } from "remark-rehype";
import { unified } from "unified";
import { VFile } from "vfile";
import type { Anchor } from "../../common/types.ts";
import { ContentError } from "../content/errors.ts";
import { codeBlockToHast } from "./code-block.ts";
import { getHighlighter } from "./highlighter.ts";
import { installTabsToHast, isInstallBlock } from "./install-tabs.ts";
import { rehypeArticle } from "./rehype-article.ts";
import { rehypeLinks, type LinkReference } from "./rehype-links.ts";
import { rehypeMdxElements } from "./rehype-mdx-elements.ts";
import { rehypeUnsafeHtml } from "./rehype-unsafe-html.ts";
import { remarkAsides } from "./remark-asides.ts";
import { remarkCodeTitles } from "./remark-code-titles.ts";
import { remarkContentChecks, type ContentWarning } from "./remark-content-checks.ts";
import { checkBlockNesting, isStackOverflow } from "./nesting-check.ts";
import { escapeExplicitHeadingIds, remarkHeadingIds } from "./remark-heading-ids.ts";

export interface CompiledBody {
  html: string;
  /** Level-2 and level-3 headings, for the sidebar. */
  anchors: Anchor[];
  /** Every id in the page, for the anchor check. */
  ids: string[];
  links: LinkReference[];
  /** Problems that do not stop the build (README, "Writing a page"). */
  warnings: ContentWarning[];
}

const MDX_NODES = ["mdxJsxFlowElement", "mdxJsxTextElement", "mdxFlowExpression", "mdxTextExpression", "mdxjsEsm"];

/**
 * Compiles a page body (Markdown or MDX) to static HTML at build time.
 * `file` is used in error messages; body line numbers are file line numbers.
 */
export async function compileBody(file: string, body: string, format: "md" | "mdx"): Promise<CompiledBody> {
  const highlighter = await getHighlighter();
  const anchors: Anchor[] = [];
  const ids: string[] = [];
  const links: LinkReference[] = [];
  const warnings: ContentWarning[] = [];
  let installBlocks = 0;
  const renderCode = (node: Code) => codeBlockToHast(highlighter, node);

  const processor = unified()
    .use(remarkParse)
    .use(format === "mdx" ? [remarkMdx] : [])
    .use(remarkGfm)
    .use(remarkContentChecks, { warnings })
    .use(remarkEmoji)
    .use(remarkAsides)
    .use(remarkCodeTitles)
    .use(remarkHeadingIds, { anchors })
    .use(remarkRehype, {
      allowDangerousHtml: format === "md",
      passThrough: MDX_NODES,
      handlers: {
        code: (_state: unknown, node: Code) => (isInstallBlock(node) ? installTabsToHast(node, file, ++installBlocks, renderCode) : renderCode(node)),
      },
    } as RemarkRehypeOptions)
    .use(format === "md" ? [rehypeRaw] : [rehypeMdxElements])
    .use(rehypeUnsafeHtml)
    .use(rehypeLinks, { links })
    .use(rehypeArticle, { ids });

  const vfile = new VFile({ path: file, value: format === "mdx" ? escapeExplicitHeadingIds(body) : body });
  let html: string;
  try {
    checkBlockNesting(file, body);
    const mdast = processor.parse(vfile);
    html = toHtml(await processor.run(mdast, vfile), { allowDangerousHtml: false });
  } catch (error) {
    throw asContentError(file, error);
  }
  return { html, anchors, ids, links, warnings };
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
