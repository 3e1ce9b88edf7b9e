/**
 * Where a shared shape is documented when two places are equally shallow:
 * `module.rules` (a rule, its conditions) rather than `module.defaultRules`,
 * `optimization.minimizeOptions` rather than `optimization.minimize`.
 * The reference and the option history walk with it, so their paths are the same.
 */
export const WALK_FIRST: Record<string, string[]> = {
  module: ["rules"],
  "module.rules[]": ["test", "include", "resourceQuery"],
  optimization: ["minimizeOptions"],
};
