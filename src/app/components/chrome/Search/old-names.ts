/**
 * Names readers still type that webpack no longer uses: webpack 3 and 4
 * options and plugins, and loaders that built-in features replaced. Each
 * leads to the option, page or section that does the job today. Taken from
 * where webpack itself says so (tests/integration/old-names.test.ts checks
 * that each name is in its source and each target exists):
 * - the migration guides' tables and sections (`content/migrate/`);
 * - the schema's deprecated options (`webpack/schemas/WebpackOptions.json`,
 *   "Deprecated: This option has moved to …").
 */
export interface OldName {
  /** The old name as written in a configuration or an error message (`output.jsonpFunction`); its last part alone (`jsonpFunction`) also counts. */
  name: string;
  /** Today's name, searched in its place (`output.chunkLoadingGlobal`). */
  now: string;
  /** The page, with `#heading` where one heading answers, that the old name leads to. */
  url: string;
  /** Where the mapping is stated: a file under `content/`, or `webpack/` followed by a path in the webpack package. */
  source: string;
}

const MIGRATE_5 = "content/migrate/5.mdx";
const MIGRATE_4 = "content/migrate/4.mdx";
const SCHEMA = "webpack/schemas/WebpackOptions.json";

/** A deprecated `module.*` parser option, moved under `module.parser.javascript` (the schema's own words). */
const movedToParser = (option: string): OldName => ({
  name: `module.${option}`,
  now: `module.parser.javascript.${option}`,
  url: `/configuration/module/#moduleparserjavascript${option.toLowerCase()}`,
  source: SCHEMA,
});

export const OLD_NAMES: OldName[] = [
  // content/migrate/5.mdx: "Renamed and removed options" and the asset loaders' table.
  { name: "output.jsonpFunction", now: "output.chunkLoadingGlobal", url: "/configuration/output/#outputchunkloadingglobal", source: MIGRATE_5 },
  { name: "output.chunkCallbackName", now: "output.chunkLoadingGlobal", url: "/configuration/output/#outputchunkloadingglobal", source: MIGRATE_5 },
  { name: "output.hotUpdateFunction", now: "output.hotUpdateGlobal", url: "/configuration/output/#outputhotupdateglobal", source: MIGRATE_5 },
  { name: "output.jsonpScriptType", now: "output.scriptType", url: "/configuration/output/#outputscripttype", source: MIGRATE_5 },
  { name: "optimization.namedModules", now: "optimization.moduleIds", url: "/configuration/optimization/#optimizationmoduleids", source: MIGRATE_5 },
  { name: "NamedModulesPlugin", now: "optimization.moduleIds", url: "/configuration/optimization/#optimizationmoduleids", source: MIGRATE_5 },
  { name: "optimization.namedChunks", now: "optimization.chunkIds", url: "/configuration/optimization/#optimizationchunkids", source: MIGRATE_5 },
  { name: "NamedChunksPlugin", now: "optimization.chunkIds", url: "/configuration/optimization/#optimizationchunkids", source: MIGRATE_5 },
  {
    name: "optimization.occurrenceOrder",
    now: "optimization.moduleIds",
    url: "/configuration/optimization/#optimizationmoduleids",
    source: MIGRATE_5,
  },
  {
    name: "splitChunks.automaticNamePrefix",
    now: "cacheGroups idHint",
    url: "/plugins/split-chunks-plugin/#cachegroupscachegroupidhint",
    source: MIGRATE_5,
  },
  { name: "stats.maxModules", now: "stats.modulesSpace", url: "/configuration/stats/#statsmodulesspace", source: MIGRATE_5 },
  { name: "file-loader", now: "asset/resource", url: "/guides/asset-modules/#emitting-files-assetresource", source: MIGRATE_5 },
  { name: "url-loader", now: "asset/inline", url: "/guides/asset-modules/#inlining-assetinline", source: MIGRATE_5 },
  { name: "raw-loader", now: "asset/source", url: "/guides/asset-modules/#importing-text-assetsource", source: MIGRATE_5 },
  { name: "cache-loader", now: "cache", url: "/configuration/cache/", source: MIGRATE_5 },
  { name: "hard-source-webpack-plugin", now: "cache", url: "/configuration/cache/", source: MIGRATE_5 },
  { name: "clean-webpack-plugin", now: "output.clean", url: "/configuration/output/#outputclean", source: MIGRATE_5 },
  { name: "cheap-module-eval-source-map", now: "eval-cheap-module-source-map", url: "/configuration/devtool/", source: MIGRATE_5 },
  { name: "cheap-eval-source-map", now: "eval-cheap-source-map", url: "/configuration/devtool/", source: MIGRATE_5 },
  { name: "contentBase", now: "devServer.static", url: "/configuration/dev-server/#devserverstatic", source: MIGRATE_5 },
  // content/blog/2020-10-10-webpack-5-release.mdx: workers "without worker-loader".
  { name: "worker-loader", now: "new Worker", url: "/guides/web-workers/", source: "content/blog/2020-10-10-webpack-5-release.mdx" },
  // content/migrate/4.mdx: the plugins that `mode` and `optimization` replaced.
  { name: "CommonsChunkPlugin", now: "optimization.splitChunks", url: "/plugins/split-chunks-plugin/", source: MIGRATE_4 },
  { name: "UglifyJsPlugin", now: "optimization.minimize", url: "/configuration/optimization/#optimizationminimize", source: MIGRATE_4 },
  { name: "extract-text-webpack-plugin", now: "MiniCssExtractPlugin", url: "/plugins/mini-css-extract-plugin/", source: MIGRATE_4 },
  { name: "ExtractTextPlugin", now: "MiniCssExtractPlugin", url: "/plugins/mini-css-extract-plugin/", source: MIGRATE_4 },
  { name: "module.loaders", now: "module.rules", url: "/configuration/module/#modulerules", source: MIGRATE_4 },
  // content/api/cli.mdx: webpack-cli 7 renamed the flag.
  { name: "--node-env", now: "--config-node-env", url: "/api/cli/#--config-node-env", source: "content/api/cli.mdx" },
  // The schema's deprecated `module.*` options.
  ...["exprContextCritical", "unknownContextCritical", "wrappedContextCritical", "strictExportPresence"].map(movedToParser),
];
