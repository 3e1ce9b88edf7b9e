/**
 * Content code blocks the example check skips, each with the reason. Keep it
 * short: a block belongs here only when it is deliberately partial or cannot
 * run outside a real project. Keys are `file:line` of the opening fence.
 */
export const CODE_CHECK_ALLOWLIST: Record<string, string> = {};
