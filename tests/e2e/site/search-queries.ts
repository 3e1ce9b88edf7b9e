/**
 * What readers type into the search box, and the page (and heading) that
 * answers each query. Written from the documentation's own vocabulary, the
 * reference's option paths, the hook and loader APIs, the CLI's flags and
 * webpack's error messages (as printed by node_modules/webpack/lib/errors),
 * not from what the index happens to return. A message's page is its entry in
 * the errors catalogue (/errors/) when it has one: a pasted message should
 * open its entry first (issue 31); guides that explain it are `alsoRight`. To add one: append an entry;
 * `heading` is the id of the heading that answers it (the part after `#`),
 * left out when the whole page is the answer.
 */
export interface RelevanceQuery {
  query: string;
  /** The page that answers the query. */
  page: string;
  /** The id of the heading that answers it, when one heading does. */
  heading?: string;
  /** Other pages that answer it as well as `page` does, each with `#heading` when one heading does (used sparingly). */
  alsoRight?: string[];
  /** Options, hooks and CLI flags must open their own heading as the first result. */
  kind: "option" | "hook" | "flag" | "plugin" | "loader" | "error" | "task" | "typo";
}

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Option paths, as written in a configuration file or an error message.
  { query: "runtimeChunk", page: "/configuration/optimization/", heading: "optimizationruntimechunk", kind: "option" },
  { query: "optimization.runtimeChunk", page: "/configuration/optimization/", heading: "optimizationruntimechunk", kind: "option" },
  { query: "chunkFilename", page: "/configuration/output/", heading: "outputchunkfilename", kind: "option" },
  { query: "output.publicPath", page: "/configuration/output/", heading: "outputpublicpath", kind: "option" },
  { query: "output.filename", page: "/configuration/output/", heading: "outputfilename", kind: "option" },
  { query: "output.clean", page: "/configuration/output/", heading: "outputclean", kind: "option" },
  { query: "output.library", page: "/configuration/output/", heading: "outputlibrary", kind: "option" },
  { query: "historyApiFallback", page: "/configuration/dev-server/", heading: "devserverhistoryapifallback", kind: "option" },
  { query: "devServer.proxy", page: "/configuration/dev-server/", heading: "devserverproxy", kind: "option" },
  { query: "devServer port", page: "/configuration/dev-server/", heading: "devserverport", kind: "option" },
  { query: "resolve.alias", page: "/configuration/resolve/", heading: "resolvealias", kind: "option" },
  { query: "resolve.fallback", page: "/configuration/resolve/", heading: "resolvefallback", kind: "option" },
  { query: "resolve.extensions", page: "/configuration/resolve/", heading: "resolveextensions", kind: "option" },
  { query: "module.rules", page: "/configuration/module/", heading: "modulerules", kind: "option" },
  { query: "cache.type", page: "/configuration/cache/", heading: "cachetype", kind: "option" },
  { query: "watchOptions.ignored", page: "/configuration/watch/", heading: "watchoptionsignored", kind: "option" },
  { query: "performance.hints", page: "/configuration/performance/", heading: "performancehints", kind: "option" },
  { query: "maxAssetSize", page: "/configuration/performance/", heading: "performancemaxassetsize", kind: "option" },
  { query: "stats.errorDetails", page: "/configuration/stats/", heading: "statserrordetails", kind: "option" },
  { query: "experiments.css", page: "/configuration/experiments/", heading: "experimentscss", kind: "option" },
  { query: "optimization.sideEffects", page: "/configuration/optimization/", heading: "optimizationsideeffects", kind: "option" },
  { query: "optimization.minimizer", page: "/configuration/optimization/", heading: "optimizationminimizer", kind: "option" },
  { query: "usedExports", page: "/configuration/optimization/", heading: "optimizationusedexports", kind: "option" },
  { query: "node.__dirname", page: "/configuration/node/", heading: "node__dirname", kind: "option" },
  { query: "externalsPresets", page: "/configuration/externals/", heading: "externalspresets", kind: "option" },
  { query: "splitChunks.cacheGroups", page: "/configuration/optimization/", heading: "optimizationsplitchunkscachegroups", kind: "option" },

  // Plugins and loaders, by class name or package name.
  { query: "HtmlWebpackPlugin", page: "/plugins/html-webpack-plugin/", kind: "plugin" },
  { query: "mini-css-extract-plugin", page: "/plugins/mini-css-extract-plugin/", kind: "plugin" },
  { query: "DefinePlugin", page: "/plugins/define-plugin/", kind: "plugin" },
  { query: "TerserPlugin", page: "/plugins/terser-webpack-plugin/", kind: "plugin" },
  { query: "CopyWebpackPlugin", page: "/plugins/copy-webpack-plugin/", kind: "plugin" },
  { query: "ModuleFederationPlugin", page: "/plugins/module-federation-plugin/", kind: "plugin" },
  { query: "ProvidePlugin", page: "/plugins/provide-plugin/", kind: "plugin" },
  { query: "SplitChunksPlugin", page: "/plugins/split-chunks-plugin/", kind: "plugin" },
  { query: "IgnorePlugin", page: "/plugins/ignore-plugin/", kind: "plugin" },
  { query: "BannerPlugin", page: "/plugins/banner-plugin/", kind: "plugin" },
  { query: "css-loader", page: "/loaders/css-loader/", kind: "loader" },
  { query: "babel-loader", page: "/loaders/babel-loader/", kind: "loader" },
  { query: "sass-loader", page: "/loaders/sass-loader/", kind: "loader" },
  { query: "style-loader", page: "/loaders/style-loader/", kind: "loader" },
  { query: "postcss-loader", page: "/loaders/postcss-loader/", kind: "loader" },
  { query: "ts-loader", page: "/guides/typescript/", heading: "using-ts-loader", kind: "loader" },

  // Hooks and the APIs a plugin or loader calls.
  { query: "compiler.hooks.emit", page: "/api/compiler-hooks/", heading: "emit", kind: "hook" },
  { query: "afterEmit", page: "/api/compiler-hooks/", heading: "afteremit", kind: "hook" },
  { query: "thisCompilation", page: "/api/compiler-hooks/", heading: "thiscompilation", kind: "hook" },
  { query: "processAssets", page: "/api/compilation-hooks/", heading: "processassets", kind: "hook" },
  { query: "normalModuleFactory beforeResolve", page: "/api/normalmodulefactory-hooks/", heading: "beforeresolve", kind: "hook" },
  { query: "this.getOptions", page: "/api/loaders/", heading: "thisgetoptions", kind: "hook" },
  { query: "this.async", page: "/api/loaders/", heading: "thisasync", kind: "hook" },
  { query: "module.hot.accept", page: "/api/hot-module-replacement/", heading: "accept", kind: "hook" },
  {
    query: "require.context",
    page: "/api/module-methods/",
    heading: "requirecontext",
    alsoRight: ["/guides/dependency-management/#requirecontext"],
    kind: "hook",
  },
  { query: "webpackChunkName", page: "/api/module-methods/", heading: "webpackchunkname", kind: "hook" },
  { query: "__webpack_public_path__", page: "/api/module-variables/", heading: "__webpack_public_path__", kind: "hook" },
  { query: "import.meta.webpackHot", page: "/api/module-variables/", heading: "importmetawebpackhot", kind: "hook" },

  // Command-line flags.
  { query: "--env", page: "/api/cli/", heading: "--env", kind: "flag" },
  { query: "--config", page: "/api/cli/", heading: "--config", kind: "flag" },
  { query: "--progress", page: "/api/cli/", heading: "--progress", kind: "flag" },
  { query: "--analyze", page: "/api/cli/", heading: "--analyze", kind: "flag" },
  // webpack-cli 7 removed --node-env; its section names it and the flag that replaces it.
  { query: "--node-env", page: "/api/cli/", heading: "--config-node-env", kind: "flag" },

  // webpack's own messages, pasted from a terminal.
  {
    query: "Module not found: Error: Can't resolve",
    page: "/errors/module-not-found/",
    heading: "cant-resolve",
    alsoRight: ["/concepts/module-resolution/#debugging-resolution"],
    kind: "error",
  },
  {
    query: "Critical dependency: the request of a dependency is an expression",
    page: "/errors/critical-dependency/",
    heading: "the-request-of-a-dependency-is-an-expression",
    alsoRight: ["/guides/dependency-management/#keep-the-pattern-narrow"],
    kind: "error",
  },
  {
    query: "failed to resolve only because it was resolved as fully specified",
    page: "/errors/module-not-found/",
    heading: "the-extension-is-missing",
    alsoRight: ["/guides/ecma-script-modules/#import-paths-must-be-fully-specified", "/configuration/resolve/"],
    kind: "error",
  },
  {
    query: "BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default",
    page: "/migrate/5/",
    heading: "nodejs-core-modules-are-no-longer-polyfilled",
    alsoRight: ["/errors/module-not-found/#a-nodejs-core-module", "/guides/shimming/"],
    kind: "error",
  },
  {
    query: "Automatic publicPath is not supported in this browser",
    page: "/errors/runtime-loading/",
    heading: "automatic-publicpath-is-not-supported-in-this-browser",
    alsoRight: ["/guides/public-path/#the-default-auto"],
    kind: "error",
  },
  {
    query: "Should not import the named export",
    page: "/errors/export-not-found/",
    heading: "should-not-import-the-named-export-from-default-exporting-module",
    alsoRight: ["/migrate/5/#named-imports-from-json", "/guides/asset-management/", "/guides/ecma-script-modules/#json-has-only-a-default-export"],
    kind: "error",
  },
  {
    query: "Invalid configuration object",
    page: "/errors/invalid-configuration/",
    heading: "invalid-configuration-object",
    alsoRight: ["/api/node/#webpackvalidate", "/migrate/5/"],
    kind: "error",
  },
  {
    query: "ChunkLoadError",
    page: "/errors/runtime-loading/",
    heading: "loading-chunk-failed",
    alsoRight: ["/guides/lazy-loading/#handling-errors"],
    kind: "error",
  },
  {
    query: "The 'mode' option has not been set",
    page: "/errors/configuration-warnings/",
    heading: "the-mode-option-has-not-been-set",
    alsoRight: ["/guides/getting-started/#build-the-bundle", "/configuration/mode/"],
    kind: "error",
  },

  // Tasks in plain words.
  { query: "multiple entry points", page: "/concepts/entry-points/", kind: "task" },
  { query: "copy static files", page: "/plugins/copy-webpack-plugin/", kind: "task" },
  { query: "devtool source map", page: "/configuration/devtool/", kind: "task" },
  { query: "code splitting", page: "/guides/code-splitting/", kind: "task" },
  { query: "tree shaking", page: "/guides/tree-shaking/", kind: "task" },
  { query: "hot module replacement", page: "/guides/hot-module-replacement/", alsoRight: ["/concepts/hot-module-replacement/"], kind: "task" },
  { query: "environment variables", page: "/guides/environment-variables/", kind: "task" },
  { query: "lazy loading", page: "/guides/lazy-loading/", kind: "task" },
  { query: "long term caching", page: "/guides/caching/", kind: "task" },
  { query: "minify css", page: "/plugins/css-minimizer-webpack-plugin/", kind: "task" },
  { query: "extract css into files", page: "/plugins/mini-css-extract-plugin/", kind: "task" },
  { query: "typescript", page: "/guides/typescript/", kind: "task" },
  { query: "web workers", page: "/guides/web-workers/", kind: "task" },
  { query: "author a library", page: "/guides/author-libraries/", kind: "task" },
  { query: "speed up the build", page: "/guides/build-performance/", kind: "task" },
  { query: "service worker offline", page: "/guides/progressive-web-application/", kind: "task" },
  { query: "upgrade to webpack 5", page: "/migrate/5/", kind: "task" },
  { query: "content security policy nonce", page: "/guides/csp/", heading: "a-nonce-for-the-tags-webpack-creates", kind: "task" },
  { query: "proxy api requests", page: "/configuration/dev-server/", heading: "devserverproxy", kind: "task" },
  { query: "load images", page: "/guides/asset-management/", heading: "images", alsoRight: ["/guides/asset-modules/"], kind: "task" },

  // Other spellings: lower case, missing separators, small typos.
  { query: "splitchunk", page: "/plugins/split-chunks-plugin/", alsoRight: ["/configuration/optimization/"], kind: "typo" },
  { query: "devserver", page: "/configuration/dev-server/", kind: "typo" },
  { query: "HTMLWebpackPlugin", page: "/plugins/html-webpack-plugin/", kind: "typo" },
  { query: "htmlwebpackplugin", page: "/plugins/html-webpack-plugin/", kind: "typo" },
  { query: "terser plugin", page: "/plugins/terser-webpack-plugin/", kind: "typo" },
  { query: "code spliting", page: "/guides/code-splitting/", kind: "typo" },
  { query: "tree shake", page: "/guides/tree-shaking/", kind: "typo" },
  { query: "minicssextractplugin", page: "/plugins/mini-css-extract-plugin/", kind: "typo" },
];
