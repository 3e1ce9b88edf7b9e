import MiniCssExtractPlugin from "mini-css-extract-plugin";
import ReactRefreshWebpackPlugin from "@pmmmwh/react-refresh-webpack-plugin";
import path from "node:path";
import MinimizerPlugin from "minimizer-webpack-plugin";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import webpack, { type Configuration, type RuleSetRule } from "webpack";
import { REPO_ROOT, paths } from "../paths.ts";
import { configCheckRewrites } from "../config-check/bundle-rewrites.ts";
import { ASSETS_PATH } from "../../shared/site.ts";

export interface WebpackOptions {
  mode: "production" | "development";
  /** Where the client's assets go (`<outDir>/assets`). */
  outDir: string;
  /** The folder of generated page and section modules. */
  generatedDir: string;
  /** Where the server render bundle goes. */
  serverDir: string;
  /** Where the compiled service worker goes before the build adds its precache list (production only). */
  workerDir?: string;
  /** Filesystem cache location (persistent between builds). */
  cacheDir: string;
  /** The development server's hot updates of the app's code, with React Fast Refresh (development only). */
  hot?: boolean;
}

const require = createRequire(import.meta.url);

/** TypeScript and JSX through swc; `refresh`: with React Fast Refresh's registrations (the development server's hot updates). */
function swcRule(development: boolean, refresh = false): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: "swc-loader",
      options: {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic", development, refresh } },
          target: "es2022",
        },
      },
    },
  };
}

/** Settings both builds share: a persistent cache per target, and quiet output. */
function shared(target: "client" | "server" | "worker", options: WebpackOptions): Configuration {
  // The persistent cache does not see option values: key it by the content build it serves (one generated folder
  // per content and output pair). Not by the output folder: every build writes to a new version folder
  // (src/node/site/publish.ts), so a key holding it would never find the previous build's cache.
  const key = createHash("sha256").update(options.generatedDir).digest("hex").slice(0, 12);
  return {
    cache: {
      type: "filesystem",
      name: `${target}-${options.mode}-${key}`,
      cacheDirectory: path.join(options.cacheDir, target),
      buildDependencies: {
        config: [path.join(REPO_ROOT, "src/node/webpack/config.ts"), path.join(REPO_ROOT, "src/node/config-check/bundle-rewrites.ts")],
      },
    },
    performance: { hints: false },
    stats: "errors-warnings",
    infrastructureLogging: { level: "warn" },
  };
}

const resolve: Configuration["resolve"] = { extensions: [".ts", ".tsx", ".js"] };

/** Modules the app's builds take from elsewhere: the generated ones, and React's own `useSyncExternalStore` for its shim (src/app/sync-external-store.ts). */
function appAliases(generatedDir: string): Record<string, string> {
  return { "@generated": generatedDir, "use-sync-external-store/shim/index.js$": path.join(paths.app, "sync-external-store.ts") };
}

/** The browser build: the app, and one lazy chunk per section (its menu and page data). */
export function clientConfig(options: WebpackOptions): Configuration {
  const production = options.mode === "production";
  return {
    name: "client",
    mode: options.mode,
    context: REPO_ROOT,
    target: "web",
    entry: { main: path.join(paths.app, "client.tsx") },
    output: {
      path: path.join(options.outDir, "assets"),
      publicPath: ASSETS_PATH,
      filename: production ? "[name].[contenthash:10].js" : "[name].js",
      chunkFilename: production ? "[name].[contenthash:10].js" : "[name].js",
      cssFilename: production ? "[name].[contenthash:10].css" : "[name].css",
      cssChunkFilename: production ? "[name].[contenthash:10].css" : "[name].css",
      // webpack's default, stated because the site relies on it.
      chunkLoadTimeout: 120000,
      // Every chunk names this global (three times since webpack 5.113's `Array.isArray` guard): a short name keeps
      // the first visit within its budget (the default, from package.json's name, is 29 characters).
      chunkLoadingGlobal: "wpD",
      clean: true,
    },
    resolve: { ...resolve, alias: appAliases(options.generatedDir) },
    module: {
      rules: [
        swcRule(!production, options.hot === true),
        // `?raw` gives a file's text: lazy chunks apply such styles themselves, so no CSS-chunk loader joins the main bundle.
        { resourceQuery: /raw/, type: "asset/source" },
        {
          test: /\.css$/,
          resourceQuery: { not: [/raw/] },
          use: [MiniCssExtractPlugin.loader, { loader: "css-loader", options: { url: false } }],
        },
        ...configCheckRules(),
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ ignoreOrder: true }),
      ...(production ? [new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 3, fixedLength: true })] : []),
      // Fast Refresh keeps a component's state across an edit of its code; the development server's overlay reports errors.
      ...(options.hot ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [
        // The swc minifier: about half terser's time for the same size.
        new MinimizerPlugin({
          test: /\.js$/,
          minify: MinimizerPlugin.swcMinify,
          extractComments: false,
          minimizerOptions: { compress: { passes: 3 } },
        }),
        // webpack's own CSS minifier (the one its defaults use for native CSS).
        new MinimizerPlugin({ test: /\.css$/, minify: require.resolve("webpack/lib/css/cssMinify") as never }),
      ],
      // Chunk ids are their names: the runtime then maps id → content hash only, instead of also an id → name map.
      chunkIds: "named",
      // Deterministic ids of three digits, as webpack gives up to 50 modules: past that it widens them to four, and
      // every module reference in main.js grows by a digit (about 0.1 KB gzip). Collisions are resolved deterministically.
      moduleIds: production ? false : "named",
      splitChunks: false,
    },
    devtool: production ? false : "eval-cheap-module-source-map",
    ...shared("client", options),
  };
}

/** The configuration check page's rewrites of webpack's and schema-utils' validation code (see bundle-rewrites.ts). */
function configCheckRules(): RuleSetRule[] {
  return configCheckRewrites().map(({ file, aliases, prelude }) => ({
    test: file,
    resolve: { alias: Object.fromEntries(Object.entries(aliases).map(([request, target]) => [`${request}$`, target])) },
    ...(prelude ? { loader: "imports-loader", options: { additionalCode: prelude } } : {}),
  }));
}

/** The prerender build: the same app as a Node library, without styles. */
export function serverConfig(options: WebpackOptions): Configuration {
  return {
    name: "server",
    mode: "production",
    context: REPO_ROOT,
    target: "node20",
    entry: { server: path.join(paths.app, "server.tsx") },
    output: { path: options.serverDir, filename: "[name].cjs", library: { type: "commonjs2" }, clean: true },
    resolve: { ...resolve, alias: appAliases(options.generatedDir) },
    module: {
      rules: [swcRule(false), { test: /\.css$/, loader: path.join(REPO_ROOT, "src/node/webpack/empty-loader.cjs") }],
    },
    optimization: { minimize: false, splitChunks: false },
    ...shared("server", options),
  };
}

/** The service worker (src/app/sw/sw.ts) for production builds: one file, its precache list added after prerendering. */
export function workerConfig(options: WebpackOptions & { workerDir: string }): Configuration {
  return {
    name: "worker",
    mode: "production",
    context: REPO_ROOT,
    target: "webworker",
    entry: { sw: path.join(paths.app, "sw/sw.ts") },
    output: { path: options.workerDir, filename: "[name].js", clean: true },
    resolve,
    module: { rules: [swcRule(false)] },
    optimization: {
      minimizer: [new MinimizerPlugin({ test: /\.js$/, minify: MinimizerPlugin.swcMinify, extractComments: false })],
    },
    ...shared("worker", options),
  };
}
