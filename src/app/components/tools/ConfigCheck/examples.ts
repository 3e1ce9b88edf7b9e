/** Configurations a reader can load with one click, to see what the check does. */
export const EXAMPLES: { label: string; text: string }[] = [
  {
    label: "Load a broken example",
    text: `const path = require("path");
const MiniCssExtractPlugin = require("mini-css-extract-plugin");

module.exports = {
  mode: "production",
  entry: "./src/index.js",
  output: {
    path: path.resolve(__dirname, "dist"),
    filenme: "[name].[contenthash].js",
  },
  devtool: "cheap-module-eval-source-map",
  module: {
    loaders: [{ test: /\\.css$/, use: ["style-loader", "css-loader"] }],
  },
  plugins: [new MiniCssExtractPlugin({ filenme: "[name].css" })],
};
`,
  },
  {
    label: "Load a valid example",
    text: `import path from "node:path";

export default {
  mode: "development",
  entry: "./src/index.js",
  output: {
    path: path.resolve(import.meta.dirname, "dist"),
    filename: "[name].js",
    clean: true,
  },
  devtool: "eval-source-map",
  module: {
    rules: [{ test: /\\.css$/i, use: ["style-loader", { loader: "css-loader", options: { modules: true } }] }],
  },
};
`,
  },
];
