/**
 * Where the options of each plugin and loader page come from: the coverage
 * test (`tests/integration/options-coverage.test.ts`) checks each page's
 * option headings against it, and the configuration check page validates a
 * plugin's or loader's options with the same schemas. Keys are pages under `content/`; values map a
 * `##` section of the page (usually "Options") to the source of truth for the
 * `###` option headings inside it. Every plugin and loader page must have a
 * row, so a new page cannot escape the check.
 *
 * Kinds of source (paths start with the package's name; the site's build reads the `schema` files of the
 * `Options` sections from its own install, so those packages are the site's own dependencies; the coverage test
 * finds every path from `tests/content-examples/`, which also sees the site's packages):
 * - `schema`: a JSON schema; its top-level properties (through `$ref`,
 *   `anyOf`, `oneOf`, `allOf`) are the options. `definition` starts from one
 *   of its `definitions`; `prefix` is stripped from headings (`splitChunks.`).
 * - `types`: the properties of a TypeScript interface in a `.d.ts` file.
 * - `source`: names read by the code itself, `options.<name>` in the given
 *   files (for packages without a schema); `ignore` drops false matches.
 * - `list`: a hand list, for packages whose schema allows any option and
 *   that read only some by name; each name must occur in one of `files`.
 * - `none`: the page documents positional arguments, not an options object.
 */
export type OptionsSource =
  | { kind: "schema"; file: string; definition?: string; prefix?: string }
  | { kind: "types"; file: string; interface: string }
  | { kind: "source"; files: string[]; ignore?: string[] }
  | { kind: "list"; options: string[]; files: string[] }
  | { kind: "none"; why: string };

const webpackSchema = (file: string, extra: { definition?: string; prefix?: string } = {}): OptionsSource => ({
  kind: "schema",
  file: `webpack/schemas/${file}`,
  ...extra,
});
const packageSchema = (file: string): OptionsSource => ({ kind: "schema", file });
const none = (why: string) => ({ Options: { kind: "none", why } as OptionsSource });

export const OPTION_SOURCES: Record<string, Record<string, OptionsSource>> = {
  // webpack's own plugins
  "plugins/banner-plugin.mdx": { Options: webpackSchema("plugins/BannerPlugin.json") },
  "plugins/ignore-plugin.mdx": { Options: webpackSchema("plugins/IgnorePlugin.json") },
  "plugins/progress-plugin.mdx": { Options: webpackSchema("plugins/ProgressPlugin.json") },
  "plugins/source-map-dev-tool-plugin.mdx": { Options: webpackSchema("plugins/SourceMapDevToolPlugin.json") },
  // Takes SourceMapDevToolPlugin's options type (types.d.ts). It reads some options only through
  // helpers (test/include/exclude in ModuleFilenameHelpers, module/columns in webpack-sources), so
  // the schema is the complete list; the page marks the four options this plugin ignores.
  "plugins/eval-source-map-dev-tool-plugin.mdx": { Options: webpackSchema("plugins/SourceMapDevToolPlugin.json") },
  "plugins/watch-ignore-plugin.mdx": { Options: webpackSchema("plugins/WatchIgnorePlugin.json") },
  "plugins/hashed-module-ids-plugin.mdx": { Options: webpackSchema("plugins/ids/HashedModuleIdsPlugin.json") },
  "plugins/limit-chunk-count-plugin.mdx": { Options: webpackSchema("plugins/optimize/LimitChunkCountPlugin.json") },
  "plugins/min-chunk-size-plugin.mdx": { Options: webpackSchema("plugins/optimize/MinChunkSizePlugin.json") },
  "plugins/merge-duplicate-chunks-plugin.mdx": { Options: webpackSchema("plugins/optimize/MergeDuplicateChunksPlugin.json") },
  "plugins/manifest-plugin.mdx": { Options: webpackSchema("plugins/ManifestPlugin.json") },
  "plugins/profiling-plugin.mdx": { Options: webpackSchema("plugins/debug/ProfilingPlugin.json") },
  "plugins/virtual-url-plugin.mdx": { Options: webpackSchema("plugins/schemes/VirtualUrlPlugin.json") },
  "plugins/module-federation-plugin.mdx": { Options: webpackSchema("plugins/container/ModuleFederationPlugin.json") },
  "plugins/split-chunks-plugin.mdx": {
    Options: webpackSchema("WebpackOptions.json", { definition: "OptimizationSplitChunksOptions", prefix: "splitChunks." }),
  },
  // Two plugins on one page: one options section each.
  "plugins/dll-plugin.mdx": {
    "DllPlugin options": webpackSchema("plugins/dll/DllPlugin.json"),
    "DllReferencePlugin options": webpackSchema("plugins/dll/DllReferencePlugin.json"),
  },
  "plugins/define-plugin.mdx": none("takes an object of definitions: each key is an expression to replace"),
  "plugins/environment-plugin.mdx": none("takes a list of variable names or an object of names with defaults"),
  "plugins/provide-plugin.mdx": none("takes an object mapping free variables to modules"),
  "plugins/context-replacement-plugin.mdx": none("takes positional arguments (resource pattern, then directory, flags or a callback)"),
  "plugins/normal-module-replacement-plugin.mdx": none("takes a resource pattern and a replacement path or callback"),
  "plugins/context-exclusion-plugin.mdx": none("takes one pattern"),
  "plugins/prefetch-plugin.mdx": none("takes a context and a request"),
  "plugins/automatic-prefetch-plugin.mdx": none("takes no arguments"),
  "plugins/hot-module-replacement-plugin.mdx": none("its constructor takes no arguments"),
  "plugins/NoEmitOnErrorsPlugin.mdx": none("takes no arguments"),
  "plugins/module-concatenation-plugin.mdx": none("takes no arguments; optimization.concatenateModules turns it on"),
  "plugins/internal-plugins.mdx": none("a list of plugins, checked by internal-plugins.test.ts"),

  // Plugins published as separate packages
  "plugins/copy-webpack-plugin.mdx": { Options: packageSchema("copy-webpack-plugin/dist/options.json") },
  "plugins/compression-webpack-plugin.mdx": { Options: packageSchema("compression-webpack-plugin/dist/options.json") },
  "plugins/css-minimizer-webpack-plugin.mdx": { Options: packageSchema("css-minimizer-webpack-plugin/dist/options.json") },
  "plugins/eslint-webpack-plugin.mdx": { Options: packageSchema("eslint-webpack-plugin/dist/options.json") },
  "plugins/html-minimizer-webpack-plugin.mdx": { Options: packageSchema("html-minimizer-webpack-plugin/dist/options.json") },
  "plugins/image-minimizer-webpack-plugin.mdx": {
    Options: packageSchema("image-minimizer-webpack-plugin/dist/plugin-options.json"),
    "Loader options": packageSchema("image-minimizer-webpack-plugin/dist/loader-options.json"),
  },
  "plugins/json-minimizer-webpack-plugin.mdx": { Options: packageSchema("json-minimizer-webpack-plugin/dist/options.json") },
  "plugins/mini-css-extract-plugin.mdx": {
    Options: packageSchema("mini-css-extract-plugin/dist/plugin-options.json"),
    "Loader options": packageSchema("mini-css-extract-plugin/dist/loader-options.json"),
  },
  "plugins/stylelint-webpack-plugin.mdx": { Options: packageSchema("stylelint-webpack-plugin/dist/options.json") },
  "plugins/terser-webpack-plugin.mdx": { Options: packageSchema("terser-webpack-plugin/dist/options.json") },
  "plugins/html-webpack-plugin.mdx": { Options: { kind: "types", file: "html-webpack-plugin/typings.d.ts", interface: "Options" } },

  // Loaders
  "loaders/babel-loader.mdx": { Options: packageSchema("babel-loader/lib/schema.json") },
  "loaders/css-loader.mdx": { Options: packageSchema("css-loader/dist/options.json") },
  "loaders/style-loader.mdx": { Options: packageSchema("style-loader/dist/options.json") },
  "loaders/sass-loader.mdx": { Options: packageSchema("sass-loader/dist/options.json") },
  "loaders/less-loader.mdx": { Options: packageSchema("less-loader/dist/options.json") },
  "loaders/postcss-loader.mdx": { Options: packageSchema("postcss-loader/dist/options.json") },
  "loaders/stylus-loader.mdx": { Options: packageSchema("stylus-loader/dist/options.json") },
  "loaders/html-loader.mdx": { Options: packageSchema("html-loader/dist/options.json") },
  "loaders/exports-loader.mdx": { Options: packageSchema("exports-loader/dist/options.json") },
  "loaders/imports-loader.mdx": { Options: packageSchema("imports-loader/dist/options.json") },
  "loaders/expose-loader.mdx": { Options: packageSchema("expose-loader/dist/options.json") },
  "loaders/source-map-loader.mdx": { Options: packageSchema("source-map-loader/dist/options.json") },
  // Any option is passed to the executed function; the loader itself reads one.
  "loaders/val-loader.mdx": { Options: { kind: "list", options: ["executableFile"], files: ["val-loader/dist/index.js"] } },
  // Any option goes to CoffeeScript's compile(); the page documents the loader's two defaults and two compiler options.
  "loaders/coffee-loader.mdx": {
    Options: {
      kind: "list",
      options: ["sourceMap", "bare", "transpile", "literate"],
      files: ["coffee-loader/dist/index.js", "coffeescript/lib/coffeescript/coffeescript.js", "coffeescript/lib/coffeescript/lexer.js"],
    },
  },
  "loaders/remark-loader.mdx": { Options: packageSchema("remark-loader/dist/options.json") },
  // No schema: the options the pool code reads.
  "loaders/thread-loader.mdx": {
    // workerPools.js reads the user's options; WorkerPool.js only its own normalised copy.
    Options: { kind: "source", files: ["thread-loader/dist/workerPools.js"] },
  },
};
