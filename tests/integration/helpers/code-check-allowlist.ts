/**
 * Content code blocks the example check skips, each with the reason. Keep it
 * short: a block belongs here only when it is deliberately partial or cannot
 * run outside a real project. Keys are `file:line` of the opening fence.
 */
export const CODE_CHECK_ALLOWLIST: Record<string, string> = {
  "content/blog/2026-04-08-webpack-5-106.mdx:60":
    "`import source x from '…'` (the TC39 source phase imports proposal, which webpack 5.106 supports behind experiments.sourceImport) is not yet syntax the TypeScript parser of this check understands",
};
