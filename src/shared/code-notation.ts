/**
 * Class names of a code block's marked lines (README, "Writing a page"): the
 * build writes them (src/node/markdown/code-notation.ts), the styles draw them
 * (Article.css) and the Copy button leaves removed lines out (copy-text.ts).
 * A `diff` fence's `+` and `-` lines take the same names. One constant each,
 * so that the app's script holds only the one it uses.
 */
export const LINE_ADDED = "line--added";
export const LINE_REMOVED = "line--removed";
export const LINE_HIGHLIGHTED = "line--highlighted";
export const LINE_FOCUSED = "line--focused";
export const LINE_ERROR = "line--error";
export const LINE_WARNING = "line--warning";

/** On the `<pre>` of a block with added, removed, error or warning lines: each line leaves room for a sign before it. */
export const PRE_WITH_SIGNS = "code--signs";
/** On the `<pre>` of a block with focused lines: the others are dimmed until the reader points at or focuses the block. */
export const PRE_WITH_FOCUS = "code--focus";
