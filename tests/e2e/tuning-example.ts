/**
 * What the Copy button gives for the configuration example of
 * tests/fixtures/content/guides/tuning.mdx, line by line: the code without its
 * notation's comments and without the line marked removed.
 */
export const TUNING_EXAMPLE_COPIED: readonly string[] = [
  "module.exports = {",
  '  mode: "production",',
  '  cache: { type: "filesystem" },',
  "  output: {",
  '    filename: "[name].[contenthash].js",',
  "  },",
  '  devtool: "eval",',
  '  target: "nodejs",',
  "};",
];
