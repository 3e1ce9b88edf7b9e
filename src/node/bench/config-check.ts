import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { loadCheckForNode } from "../config-check/node-bundle.ts";
import { paths } from "../paths.ts";
import { pageAssetsOf } from "./page-assets.ts";

const CHECK_PAGE = "/configuration/check/";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The configuration check page: the bytes it loads (its first visit, then the check's own chunk when the
 * article mounts it, and the TypeScript parser only for a text plain JavaScript cannot parse), and the time
 * the page's code takes to check a 200-line configuration (the browser code bundled for Node, median of 20).
 */
export async function benchConfigCheck(distDir = paths.dist): Promise<void> {
  const html = readFileSync(path.join(distDir, CHECK_PAGE, "index.html"), "utf8");
  const assets = pageAssetsOf(html);
  const files = readdirSync(path.join(distDir, "assets"));
  const chunk = (prefix: string) => files.filter((file) => file.startsWith(prefix) && file.endsWith(".js")).map((file) => `assets/${file}`);
  const groups: [string, string[]][] = [
    [
      "page (HTML, app scripts, styles)",
      [`${CHECK_PAGE}index.html`, ...assets.scripts, ...assets.stylesheets].map((file) => file.replace(/^\//, "")),
    ],
    ["article and section chunks", ["articles/configuration/check.json", ...chunk("section-configuration")]],
    ["the check (parser, validators, data)", chunk("config-check.")],
    ["TypeScript parser, when needed", chunk("config-check-typescript.")],
  ];
  console.log(`\nConfiguration check page (${CHECK_PAGE}), raw / gzip`);
  for (const [label, list] of groups) {
    const buffers = list.map((file) => readFileSync(path.join(distDir, file)));
    const raw = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
    const gzip = buffers.reduce((sum, buffer) => sum + gzipSync(buffer).length, 0);
    console.log(`  ${label.padEnd(40)} ${kb(raw)} / ${kb(gzip)}`);
  }

  const workDir = mkdtempSync(path.join(os.tmpdir(), "config-check-bench-"));
  try {
    const { checkConfig, data } = await loadCheckForNode(workDir);
    const text = configOfLines(200);
    await checkConfig(text, data);
    const times: number[] = [];
    for (let run = 0; run < 20; run++) {
      const start = performance.now();
      await checkConfig(text, data);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  check of a ${text.split("\n").length}-line configuration: median ${times[10]!.toFixed(1)} ms (min ${times[0]!.toFixed(1)}, max ${times[19]!.toFixed(1)})`,
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** A configuration of about `lines` lines: rules, plugins and options, with a few mistakes for the check to report. */
export function configOfLines(lines: number): string {
  const out = [
    'const path = require("path");',
    'const MiniCssExtractPlugin = require("mini-css-extract-plugin");',
    "",
    "module.exports = {",
    '  mode: "production",',
    '  entry: { main: "./src/index.js", admin: "./src/admin.js" },',
    '  output: { path: path.resolve(__dirname, "dist"), filenme: "[name].[contenthash].js", clean: true },',
    '  devtool: "cheap-module-eval-source-map",',
    "  module: {",
    "    rules: [",
  ];
  let rule = 0;
  const closing = 7;
  while (out.length + 5 <= lines - closing) {
    out.push(
      "      {",
      `        test: /\\.ext${rule}$/i,`,
      "        exclude: /node_modules/,",
      `        use: ["style-loader", { loader: "css-loader", options: { modules: ${rule % 2 === 0}, importLoaders: ${rule % 3} } }],`,
      "      },",
    );
    rule++;
  }
  while (out.length < lines - closing) out.push(`      // ${rule} rules above`);
  out.push(
    "    ],",
    "  },",
    '  resolve: { extensions: [".js", ".ts"], alias: { "@": path.resolve(__dirname, "src") } },',
    '  optimization: { splitChunks: { chunks: "all" }, occurrenceOrder: true },',
    '  performance: { hints: "warning", maxAssetSize: 250000 },',
    '  plugins: [new MiniCssExtractPlugin({ filename: "[name].css" })],',
    "};",
  );
  return out.join("\n");
}
