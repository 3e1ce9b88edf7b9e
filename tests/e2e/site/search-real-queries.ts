/**
 * Queries as real readers wrote them: pasted from webpack's GitHub issues,
 * its contrib loaders' and plugins' issues, other projects' issues about
 * webpack, Q&A pages, and webpack's own printed output. `source` is where
 * each was written (an issue or page URL, or the webpack release and file
 * whose code prints the message). A query is a title, a pasted message (its
 * first lines at most) or the reader's words, as written; a name is taken
 * as the reader wrote it in that place. The right page was decided by
 * reading our pages, not by what the index returns; `alsoRight` lists
 * other pages (each with `#heading` where one heading answers) that answer
 * it as truly. To add one: append an entry with its source, then run
 * `npx playwright test tests/e2e/site/search-real-relevance.spec.ts` after
 * `npm run build` (or `npm run bench -- --search-only` for the figures).
 */
export interface RealQuery {
  query: string;
  /** The page that answers it. */
  page: string;
  /** The id of the heading that answers it, when one heading does. */
  heading?: string;
  /** Other pages that answer it as truly, each with `#heading` when one heading does. */
  alsoRight?: string[];
  /** A pasted error or warning, a question or task in plain words, or an option, API or concept name (old and other tools' names among them). */
  kind: "message" | "question" | "name";
  /** Where a reader wrote it. */
  source: string;
}

const GH = "https://github.com/";
/** Printed by today's webpack (a tiny broken project built with it); the file is the code that raises the message. */
const PRINTED = (file: string) => `webpack 5.113.0 output, raised in node_modules/webpack/${file}`;

const POLYFILLS = "/migrate/5/";
const POLYFILLS_HEADING = "nodejs-core-modules-are-no-longer-polyfilled";
/** "`process is not defined` or `Buffer is not defined` in the browser": migrate/5 answers it under this heading too. */
const STILL_FAILS = "/migrate/5/#if-the-build-still-fails";
const NODE_POLYFILL_PAGES = [STILL_FAILS, "/configuration/resolve/#resolvefallback", "/plugins/provide-plugin/#nodejs-globals-in-browser-builds", "/guides/shimming/#nodejs-core-modules"];
const LOADER_PAGES = ["/configuration/module/#modulerules", "/guides/asset-management/"];
const SIZE_PAGES = ["/guides/code-splitting/", "/guides/production/", "/configuration/performance/", "/guides/tree-shaking/"];

export const REAL_QUERIES: RealQuery[] = [
  // Pasted errors and warnings.
  { kind: "message", query: "ModuleNotFoundError: Module not found: Error: Can't resolve '/css/style.css'", page: "/concepts/module-resolution/", alsoRight: ["/configuration/resolve/"], source: `${GH}webpack/webpack/issues/6020` },
  { kind: "message", query: "ERROR in Entry module not found: Error: Can't resolve 'D:\\github\\webpack\\app' in 'D:\\github\\webpack'", page: "/configuration/entry-context/", alsoRight: ["/concepts/module-resolution/"], source: `${GH}webpack/webpack/issues/4548` },
  { kind: "message", query: "Uncaught ReferenceError: Buffer is not defined", page: POLYFILLS, heading: POLYFILLS_HEADING, alsoRight: NODE_POLYFILL_PAGES, source: `${GH}Laboratoria/curriculum/issues/1143` },
  { kind: "message", query: "ValidationError: Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.", page: "/configuration/check/", alsoRight: ["/migrate/5/#install-webpack-5"], source: `${GH}callstack/repack-examples/issues/11` },
  { kind: "message", query: "configuration.node should be one of these:\n   false | object { __dirname?, __filename?, global? }", page: "/configuration/node/", alsoRight: [`${POLYFILLS}#${POLYFILLS_HEADING}`], source: `${GH}symfony/webpack-encore/issues/914` },
  { kind: "message", query: "ERR_OSSL_EVP_UNSUPPORTED when using Node 17", page: "/configuration/output/", heading: "outputhashfunction", source: `${GH}0phoff/MDXP/issues/9` },
  { kind: "message", query: "Error: error:0308010C:digital envelope routines::unsupported", page: "/configuration/output/", heading: "outputhashfunction", source: `${GH}develancer/topola-webpack/issues/3` },
  { kind: "message", query: "Module parse failed: Unexpected token (7:16) You may need an appropriate loader to handle this file type.", page: "/concepts/loaders/", alsoRight: LOADER_PAGES, source: `${GH}babel/babel-loader/issues/949` },
  { kind: "message", query: "Module parse failed: Unexpected token (6:9)\nYou may need an appropriate loader to handle this file type, currently no loaders are configured to process this file. See https://webpack.js.org/concepts#loaders", page: "/concepts/loaders/", alsoRight: LOADER_PAGES, source: `${GH}ubdi/react-native-typeform-embed/issues/5` },
  { kind: "message", query: "\"Invalid Host/Origin Header\" warning", page: "/configuration/dev-server/", heading: "devserverallowedhosts", source: `${GH}webpack/webpack-dev-server/issues/1604` },
  { kind: "message", query: "WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB)", page: "/configuration/performance/", heading: "performancemaxassetsize", alsoRight: ["/configuration/performance/#performancehints"], source: `${GH}mimorisuzuko/chain/issues/16` },
  { kind: "message", query: "WARNING in entrypoint size limit: The following entrypoint(s) combined asset size exceeds the recommended limit (244 KiB). This can impact web performance.", page: "/configuration/performance/", heading: "performancemaxentrypointsize", alsoRight: ["/configuration/performance/#performancehints"], source: `${GH}mimorisuzuko/chain/issues/16` },
  { kind: "message", query: "webpack performance recommendations:\nYou can limit the size of your bundles by using import() or require.ensure to lazy load some parts of your application.", page: "/guides/code-splitting/", heading: "dynamic-imports", alsoRight: ["/guides/lazy-loading/", "/configuration/performance/"], source: `${GH}matthiaskoenig/pkdb/issues/174` },
  { kind: "message", query: "Critical dependency: the request of a dependency is an expression", page: "/guides/dependency-management/", heading: "requests-with-an-expression", alsoRight: ["/configuration/module/#moduleparserjavascriptexprcontextcritical", "/plugins/context-replacement-plugin/"], source: `${GH}losol/eventuras/issues/710` },
  { kind: "message", query: "options has an unknown property 'contentBase'.", page: "/configuration/dev-server/", heading: "devserverstatic", alsoRight: ["/migrate/5/#start-the-dev-server-with-webpack-serve"], source: `${GH}webpack/webpack-dev-server/issues/3742` },
  { kind: "message", query: "[webpack-cli] Invalid options object. Dev Server has been initialized using an options object that does not match the API schema.\n - options has an unknown property 'contentBase'. These properties are valid:", page: "/configuration/dev-server/", heading: "devserverstatic", alsoRight: ["/migrate/5/#start-the-dev-server-with-webpack-serve"], source: `${GH}excaliburjs/template-ts-webpack/issues/327` },
  { kind: "message", query: "Error: webpack.optimize.CommonsChunkPlugin has been removed, please use config.optimization.splitChunks instead.", page: "/migrate/4/", heading: "commonschunkplugin-is-replaced-by-optimizationsplitchunks", alsoRight: ["/plugins/split-chunks-plugin/", "/configuration/optimization/#optimizationsplitchunks"], source: `${GH}docschina/webpack.js.org/issues/510` },
  { kind: "message", query: "Can't find variable: process", page: POLYFILLS, heading: POLYFILLS_HEADING, alsoRight: NODE_POLYFILL_PAGES, source: `${GH}twa-dev/webpack-boilerplate/issues/3` },
  { kind: "message", query: "Error: Chunk.entrypoints: Use Chunks.groupsIterable and filter by instanceof Entrypoint instead", page: "/migrate/4/", heading: "extracting-css", alsoRight: ["/plugins/mini-css-extract-plugin/"], source: `${GH}webpack-contrib/extract-text-webpack-plugin/issues/701` },
  { kind: "message", query: "configuration.output has an unknown property 'jsonpFunction'.", page: "/configuration/output/", heading: "outputchunkloadingglobal", alsoRight: ["/migrate/5/#renamed-and-removed-options", "/migrate/5/#install-webpack-5"], source: `${GH}webpack/webpack.js.org/issues/3942` },
  { kind: "message", query: "Uncaught Error: Automatic publicPath is not supported in this browser", page: "/guides/public-path/", heading: "the-default-auto", alsoRight: ["/configuration/output/#outputpublicpath", "/guides/public-path/#troubleshooting"], source: `${GH}jonathanpeppers/inclusive-code-reviews-browser/issues/539` },
  { kind: "message", query: "TypeError: this.getOptions is not a function", page: "/api/loaders/", heading: "thisgetoptions", alsoRight: ["/migrate/5/#for-plugin-and-loader-authors"], source: `${GH}webpack/style-loader/issues/517` },
  { kind: "message", query: "Error: Conflict: Multiple chunks emit assets to the same filename main.js (chunks main and runtime)", page: "/configuration/output/", heading: "outputfilename", source: `${GH}GoogleChromeLabs/tooling.report/issues/482` },
  { kind: "message", query: "TypeError: require.context is not a function", page: "/guides/dependency-management/", heading: "requirecontext", alsoRight: ["/guides/dependency-management/#the-context-function", "/api/module-methods/#requirecontext"], source: `${GH}webpack/webpack/issues/1635` },
  { kind: "message", query: "ReferenceError: jquery is not defined", page: "/plugins/provide-plugin/", heading: "jquery-for-legacy-plugins", alsoRight: ["/guides/shimming/#providing-a-global-with-provideplugin"], source: `${GH}webpack/webpack/issues/1801` },
  { kind: "message", query: "Webpack gives $ is not defined or jQuery is not defined error in console", page: "/plugins/provide-plugin/", heading: "jquery-for-legacy-plugins", alsoRight: ["/guides/shimming/#providing-a-global-with-provideplugin"], source: `${GH}webpack/webpack/issues/4258` },
  { kind: "message", query: "Cannot GET /task", page: "/configuration/dev-server/", heading: "devserverhistoryapifallback", source: `${GH}webpack/webpack-dev-server/issues/971` },
  { kind: "message", query: "ReferenceError: window is not defined", page: "/configuration/output/", heading: "outputglobalobject", alsoRight: ["/guides/author-libraries/"], source: `${GH}webpack/webpack/issues/10131` },
  { kind: "message", query: "Uncaught Error: Shared module is not available for eager consumption: webpack/sharing/consume/default/react/react", page: "/concepts/module-federation/", heading: "start-the-application-asynchronously", alsoRight: ["/plugins/module-federation-plugin/"], source: `${GH}module-federation/practical-module-federation/issues/17` },
  { kind: "message", query: "The 'mode' option has not been set, webpack will fallback to 'production' for this value.", page: "/configuration/mode/", source: PRINTED("lib/NoModeWarning.js") },
  { kind: "message", query: "configuration.module has an unknown property 'loaders'. These properties are valid:", page: "/migrate/4/", heading: "moduleloaders-is-removed", alsoRight: ["/configuration/module/#modulerules", "/migrate/5/#renamed-and-removed-options"], source: PRINTED("lib/config/validateSchema.js") },
  { kind: "message", query: "configuration.node has an unknown property 'fs'. These properties are valid:", page: POLYFILLS, heading: POLYFILLS_HEADING, alsoRight: ["/configuration/node/", "/configuration/resolve/#resolvefallback"], source: PRINTED("lib/config/validateSchema.js") },
  { kind: "message", query: "ERROR in ./src/index.js 1:0-20\nModule not found: Error: Can't resolve 'fs' in '/tmp/broken/src'", page: "/configuration/resolve/", heading: "resolvefallback", alsoRight: [`${POLYFILLS}#${POLYFILLS_HEADING}`, STILL_FAILS], source: PRINTED("lib/ModuleNotFoundError.js") },
  { kind: "message", query: "Module not found: Error: Can't resolve './missing' in '/tmp/broken/src'", page: "/concepts/module-resolution/", alsoRight: ["/configuration/resolve/#resolveextensions"], source: PRINTED("lib/ModuleNotFoundError.js") },
  { kind: "message", query: "Compilation error while processing magic comment(-s): /* webpackChunkName: iscroll*/: iscroll is not defined.", page: "/api/module-methods/", heading: "magic-comments", source: `${GH}webpack/webpack/issues/8428` },
  { kind: "message", query: "Syntax Error: TypeError: loaderContext.getOptions is not a function", page: "/api/loaders/", heading: "thisgetoptions", alsoRight: ["/migrate/5/#for-plugin-and-loader-authors"], source: `${GH}dcloudio/uni-preset-vue/issues/62` },
  { kind: "message", query: "[DEP_WEBPACK_CHUNK_HAS_ENTRY_MODULE] DeprecationWarning: Chunk.hasEntryModule: Use new ChunkGraph API", page: "/migrate/5/", heading: "for-plugin-and-loader-authors", alsoRight: ["/migrate/5/#clear-the-deprecation-warnings"], source: `${GH}shuvijs/shuvi/pull/109` },

  // Questions and tasks in plain words.
  { kind: "question", query: "So how to replace contentBase?", page: "/configuration/dev-server/", heading: "devserverstatic", source: `${GH}webpack/webpack-dev-server/issues/3742` },
  { kind: "question", query: "How to manually add a polyfill ?", page: POLYFILLS, heading: POLYFILLS_HEADING, alsoRight: NODE_POLYFILL_PAGES, source: `${GH}webpack/changelog-v5/issues/10` },
  { kind: "question", query: "Webpack 5 does not provide Buffer anymore", page: POLYFILLS, heading: POLYFILLS_HEADING, alsoRight: NODE_POLYFILL_PAGES, source: `${GH}browserify/randombytes/issues/21` },
  { kind: "question", query: "Prevent web pack from bundling react", page: "/configuration/externals/", source: "https://taourl.com/read-3452133.html" },
  { kind: "question", query: "EnvironmentPlugin no work :(", page: "/plugins/environment-plugin/", source: `${GH}webpack/webpack/issues/8379` },
  { kind: "question", query: "Cannot expose process.env.NODE_ENV into app", page: "/configuration/mode/", heading: "processenvnode_env", alsoRight: ["/guides/environment-variables/", "/plugins/define-plugin/", "/configuration/optimization/#optimizationnodeenv"], source: `${GH}react-boilerplate/react-boilerplate/issues/2858` },
  { kind: "question", query: "DefinePlugin does not inject variable", page: "/plugins/define-plugin/", source: `${GH}webpack/webpack/issues/2427` },
  { kind: "question", query: "cli webpack --env.platform=web doesn't work", page: "/guides/environment-variables/", heading: "values-for-the-configuration---env", alsoRight: ["/api/cli/#env"], source: `${GH}webpack/webpack/issues/4436` },
  { kind: "question", query: "Struggling to split bundle - docs not clear", page: "/guides/code-splitting/", alsoRight: ["/plugins/split-chunks-plugin/"], source: `${GH}webpack/webpack/issues/9854` },
  { kind: "question", query: "webpack: Split app and vendor code", page: "/plugins/split-chunks-plugin/", heading: "vendor-chunk", alsoRight: ["/guides/code-splitting/", "/guides/caching/"], source: `${GH}tj/frontend-boilerplate/issues/13` },
  { kind: "question", query: "configure webpack to split vendor libraries in a separate chunk", page: "/plugins/split-chunks-plugin/", heading: "vendor-chunk", alsoRight: ["/guides/code-splitting/", "/guides/caching/"], source: `${GH}karlicoss/grasp/pull/54` },
  { kind: "question", query: "jsonpFunction not available in webpack 5", page: "/configuration/output/", heading: "outputchunkloadingglobal", alsoRight: ["/migrate/5/#renamed-and-removed-options"], source: `${GH}webpack/webpack.js.org/issues/3942` },
  { kind: "question", query: "Webpack final bundle size is too big", page: "/guides/code-splitting/", alsoRight: SIZE_PAGES, source: `${GH}webpack/webpack/issues/7405` },
  { kind: "question", query: "My bundle gets bigger and bigger. (question)", page: "/guides/code-splitting/", alsoRight: SIZE_PAGES, source: `${GH}iam4x/isomorphic-flux-boilerplate/issues/88` },
  { kind: "question", query: "Reduce webpack bundle size", page: "/guides/code-splitting/", alsoRight: SIZE_PAGES, source: `${GH}hubmapconsortium/portal-ui/issues/229` },
  { kind: "question", query: "webpack-dev-server hot reload not working", page: "/guides/hot-module-replacement/", alsoRight: ["/configuration/dev-server/#devserverhot", "/concepts/hot-module-replacement/"], source: `${GH}Limenius/symfony-react-sandbox/issues/26` },
  { kind: "question", query: "Webpack dev-server not updating changes", page: "/guides/development/", alsoRight: ["/configuration/dev-server/#devserverhot", "/guides/hot-module-replacement/", "/configuration/watch/"], source: `${GH}survivejs/ama/issues/19` },
  { kind: "question", query: "DevServer keeps reloading page with --hot", page: "/guides/hot-module-replacement/", alsoRight: ["/concepts/hot-module-replacement/", "/configuration/dev-server/#devserverhot"], source: `${GH}webpack/webpack-dev-server/issues/765` },
  { kind: "question", query: "Source Maps don't work on Chrome", page: "/configuration/devtool/", alsoRight: ["/guides/development/#source-maps"], source: `${GH}webpack/webpack/issues/2145` },
  { kind: "question", query: "How can I run webpack to step through original unprocessed code in DevTools?", page: "/configuration/devtool/", alsoRight: ["/guides/development/#source-maps"], source: `${GH}Kocal/vue-web-extension/issues/491` },
  { kind: "question", query: "webpack source-map can not show the origin source code properly?", page: "/configuration/devtool/", alsoRight: ["/guides/development/#source-maps"], source: `${GH}webpack/webpack/issues/2719` },
  { kind: "question", query: "Confused about require.context", page: "/guides/dependency-management/", heading: "requirecontext", alsoRight: ["/guides/dependency-management/#the-context-function", "/api/module-methods/#requirecontext"], source: `${GH}codymikol/karma-webpack/issues/107` },
  { kind: "question", query: "Got error when using require.context", page: "/guides/dependency-management/", heading: "requirecontext", alsoRight: ["/guides/dependency-management/#the-context-function", "/api/module-methods/#requirecontext"], source: `${GH}webpack/webpack/issues/1635` },
  { kind: "question", query: "configuring webpack public path at runtime", page: "/guides/public-path/", heading: "setting-it-at-runtime", alsoRight: ["/api/module-variables/#__webpack_public_path__"], source: `${GH}webpack/webpack/issues/443` },
  { kind: "question", query: "WebPack - Make public path dynamic", page: "/guides/public-path/", heading: "setting-it-at-runtime", alsoRight: ["/api/module-variables/#__webpack_public_path__"], source: `${GH}ansible/ansible-ui/issues/1441` },
  { kind: "question", query: "dynamic import naming doesn't work", page: "/api/module-methods/", heading: "webpackchunkname", alsoRight: ["/guides/code-splitting/#name-the-chunks", "/guides/lazy-loading/#naming-the-chunk"], source: `${GH}webpack/webpack/issues/4861` },
  { kind: "question", query: "Webpack tree shaking does not completely remove unused re-exports", page: "/guides/tree-shaking/", source: `${GH}FormidableLabs/victory/issues/1057` },
  { kind: "question", query: "Use IgnorePlugin to remove moment locales", page: "/plugins/ignore-plugin/", alsoRight: ["/plugins/context-replacement-plugin/#only-the-locales-you-support-from-a-library"], source: `${GH}webkom/lego-webapp/pull/790` },
  { kind: "question", query: "How to not import locales", page: "/plugins/context-replacement-plugin/", heading: "only-the-locales-you-support-from-a-library", alsoRight: ["/plugins/ignore-plugin/"], source: `${GH}moment/moment/issues/4217` },
  { kind: "question", query: "$ missing at runtime despite ProvidePlugin", page: "/plugins/provide-plugin/", alsoRight: ["/guides/shimming/#providing-a-global-with-provideplugin"], source: `${GH}webpack/webpack/issues/2294` },
  { kind: "question", query: "historyApiFallback not working", page: "/configuration/dev-server/", heading: "devserverhistoryapifallback", source: `${GH}webpack/webpack-dev-server/issues/971` },
  { kind: "question", query: "Resolve dev server 404 when refreshing", page: "/configuration/dev-server/", heading: "devserverhistoryapifallback", source: `${GH}Sean-Bradley/R3F-Pack/pull/4` },
  { kind: "question", query: "UMD build can't be used in node env", page: "/configuration/output/", heading: "outputglobalobject", alsoRight: ["/guides/author-libraries/"], source: `${GH}webpack/webpack/issues/6784` },
  { kind: "question", query: "Library target is UMD which prevents library from being used in node.js", page: "/configuration/output/", heading: "outputglobalobject", alsoRight: ["/guides/author-libraries/"], source: `${GH}wikimedia/banana-i18n/issues/14` },
  { kind: "question", query: "Replace clean-webpack-plugin with webpack 5 own cleaning", page: "/configuration/output/", heading: "outputclean", alsoRight: ["/guides/output-management/#clean-the-output-folder"], source: `${GH}mozilla-releng/balrog/pull/3495` },
  { kind: "question", query: "How to use runtime setting of __webpack_public_path__ and extract-text-webpack-plugin", page: "/guides/public-path/", heading: "setting-it-at-runtime", alsoRight: ["/api/module-variables/#__webpack_public_path__", "/plugins/mini-css-extract-plugin/#publicpath"], source: `${GH}webpack-contrib/extract-text-webpack-plugin/issues/513` },
  { kind: "question", query: "Support source map debugging", page: "/configuration/devtool/", alsoRight: ["/guides/development/#source-maps"], source: `${GH}pheuter/essential-react/issues/34` },
  { kind: "question", query: "Access environment variable", page: "/guides/environment-variables/", alsoRight: ["/plugins/define-plugin/", "/plugins/environment-plugin/"], source: `${GH}twa-dev/webpack-boilerplate/issues/3` },
  { kind: "question", query: "Including process.env values in src/config object", page: "/guides/environment-variables/", heading: "values-for-the-application-code", alsoRight: ["/plugins/define-plugin/", "/plugins/environment-plugin/"], source: `${GH}react-generators/generator-react-webpack/issues/207` },
  { kind: "question", query: "Webpack 4 - jQuery is not defined", page: "/plugins/provide-plugin/", heading: "jquery-for-legacy-plugins", alsoRight: ["/guides/shimming/#providing-a-global-with-provideplugin"], source: `${GH}atatanasov/gijgo/issues/477` },
  { kind: "question", query: "Eager option seems to be not working on dependencies used by both host & remote", page: "/concepts/module-federation/", heading: "start-the-application-asynchronously", alsoRight: ["/plugins/module-federation-plugin/"], source: `${GH}module-federation/practical-module-federation/issues/17` },
  { kind: "question", query: "Option output.clean ignored and violating options schema", page: "/configuration/output/", heading: "outputclean", source: `${GH}webpack/webpack.js.org/issues/4806` },
  { kind: "question", query: "require moment without locales", page: "/plugins/context-replacement-plugin/", heading: "only-the-locales-you-support-from-a-library", alsoRight: ["/plugins/ignore-plugin/"], source: `${GH}moment/moment/issues/2416` },
  { kind: "question", query: "limit moment.js locale bundle output", page: "/plugins/context-replacement-plugin/", heading: "only-the-locales-you-support-from-a-library", alsoRight: ["/plugins/ignore-plugin/"], source: `${GH}hastic-zzz/hastic-server/issues/872` },
  { kind: "question", query: "Improve splitchunks and vendor", page: "/plugins/split-chunks-plugin/", heading: "vendor-chunk", alsoRight: ["/configuration/optimization/#optimizationsplitchunks"], source: `${GH}CKGrafico/Frontend-Boilerplates/issues/65` },

  // Option, API and concept names, today's and old ones, as readers wrote them.
  { kind: "name", query: "contentBase", page: "/configuration/dev-server/", heading: "devserverstatic", source: `${GH}webpack/webpack-dev-middleware/issues/254` },
  { kind: "name", query: "exprContextCritical", page: "/configuration/module/", heading: "moduleparserjavascriptexprcontextcritical", source: `${GH}klren0312/daliy_knowledge/issues/336` },
  { kind: "name", query: "CommonsChunkPlugin", page: "/plugins/split-chunks-plugin/", alsoRight: ["/migrate/4/#commonschunkplugin-is-replaced-by-optimizationsplitchunks", "/configuration/optimization/#optimizationsplitchunks"], source: `${GH}atinux/vue-ssr-amsterdam/issues/1` },
  { kind: "name", query: "url-loader", page: "/guides/asset-modules/", heading: "inlining-assetinline", alsoRight: ["/migrate/5/#replace-file-loader-url-loader-and-raw-loader-with-asset-modules"], source: `${GH}KidkArolis/jetpack/pull/98` },
  { kind: "name", query: "file-loader", page: "/guides/asset-modules/", heading: "emitting-files-assetresource", alsoRight: ["/migrate/5/#replace-file-loader-url-loader-and-raw-loader-with-asset-modules"], source: `${GH}dodrio/phoenix_custom_assets/issues/3` },
  { kind: "name", query: "raw-loader", page: "/guides/asset-modules/", heading: "importing-text-assetsource", alsoRight: ["/migrate/5/#replace-file-loader-url-loader-and-raw-loader-with-asset-modules"], source: `${GH}nextcloud-libraries/nextcloud-vue/issues/2614` },
  { kind: "name", query: "extract-text-webpack-plugin", page: "/plugins/mini-css-extract-plugin/", alsoRight: ["/migrate/4/#extracting-css"], source: `${GH}webpack/webpack-cli/issues/320` },
  { kind: "name", query: "jsonpFunction", page: "/configuration/output/", heading: "outputchunkloadingglobal", alsoRight: ["/migrate/5/#renamed-and-removed-options"], source: `${GH}umijs/qiankun/pull/2226` },
  { kind: "name", query: "output.chunkLoadingGlobal", page: "/configuration/output/", heading: "outputchunkloadingglobal", source: `${GH}webpack/webpack.js.org/issues/6336` },
  { kind: "name", query: "worker-loader", page: "/guides/web-workers/", source: `${GH}bendman/nextjs-worker-example/issues/1` },
  { kind: "name", query: "new Worker(import.meta.url)", page: "/guides/web-workers/", alsoRight: ["/api/module-methods/#web-workers"], source: `${GH}webpack/webpack/issues/12638` },
  { kind: "name", query: "require.context", page: "/guides/dependency-management/", heading: "requirecontext", alsoRight: ["/guides/dependency-management/#the-context-function", "/api/module-methods/#requirecontext"], source: `${GH}Murphycx94/blog/issues/20` },
  { kind: "name", query: "__webpack_public_path__", page: "/api/module-variables/", heading: "__webpack_public_path__", alsoRight: ["/guides/public-path/#setting-it-at-runtime"], source: `${GH}webpack/webpack.js.org/pull/1190` },
  { kind: "name", query: "webpackChunkName", page: "/api/module-methods/", heading: "webpackchunkname", alsoRight: ["/guides/code-splitting/#name-the-chunks"], source: `${GH}webpack/webpack/issues/5857` },
  { kind: "name", query: "Sideeffects: false", page: "/guides/tree-shaking/", heading: "the-sideeffects-field", source: `${GH}streamich/react-use/issues/324` },
  { kind: "name", query: "ContextReplacementPlugin", page: "/plugins/context-replacement-plugin/", source: `${GH}webpack/webpack/issues/2572` },
  { kind: "name", query: "libraryTarget", page: "/configuration/output/", heading: "outputlibrarytarget", alsoRight: ["/configuration/output/#outputlibrarytype"], source: `${GH}wikimedia/banana-i18n/issues/14` },
  { kind: "name", query: "globalObject", page: "/configuration/output/", heading: "outputglobalobject", source: `${GH}webpack/webpack.js.org/pull/6487` },
  { kind: "name", query: "clean-webpack-plugin", page: "/configuration/output/", heading: "outputclean", alsoRight: ["/guides/output-management/#clean-the-output-folder"], source: `${GH}e18e/module-replacements/issues/417` },
  { kind: "name", query: "persistent caching", page: "/configuration/cache/", alsoRight: ["/migrate/5/#turn-on-persistent-caching", "/guides/build-performance/"], source: `${GH}wireapp/wire-webapp/pull/10650` },
  { kind: "name", query: "xxhash64", page: "/configuration/output/", heading: "outputhashfunction", source: `${GH}tomoyanonymous/nannou-web-template/issues/1` },
  { kind: "name", query: "cheap-module-eval-source-map", page: "/configuration/devtool/", alsoRight: ["/migrate/5/#stricter-devtool-and-template-strings"], source: `${GH}Kocal/vue-web-extension/issues/491` },
  { kind: "name", query: "eval-source-map", page: "/configuration/devtool/", source: `${GH}Automattic/woocommerce-services/issues/517` },
  { kind: "name", query: "SourceMapDevToolPlugin", page: "/plugins/source-map-dev-tool-plugin/", source: `${GH}Hashnode/mern-starter/issues/236` },
  { kind: "name", query: "expose-loader", page: "/loaders/expose-loader/", source: `${GH}webpack/webpack/issues/4258` },
  { kind: "name", query: "webpack-merge", page: "/guides/production/", heading: "splitting-the-configuration", alsoRight: ["/configuration/extending-configurations/"], source: `${GH}webpack/webpack-dev-server/issues/491` },
  { kind: "name", query: "noParse", page: "/configuration/module/", heading: "modulenoparse", source: `${GH}iam4x/isomorphic-flux-boilerplate/issues/88` },
  { kind: "name", query: "IgnorePlugin", page: "/plugins/ignore-plugin/", source: `${GH}moment/moment/issues/4220` },
  { kind: "name", query: "historyApiFallback", page: "/configuration/dev-server/", heading: "devserverhistoryapifallback", source: `${GH}webpack/webpack-dev-server/issues/491` },
  { kind: "name", query: "writeToDisk", page: "/configuration/dev-server/", heading: "devserverdevmiddleware", source: `${GH}johnagan/clean-webpack-plugin/issues/197` },
  { kind: "name", query: "buildDependencies", page: "/configuration/cache/", heading: "cachebuilddependencies", source: `${GH}webpack/webpack/issues/12102` },
  { kind: "name", query: "infrastructureLogging", page: "/configuration/infrastructureLogging/", source: `${GH}webpack/webpack/issues/9802` },
  { kind: "name", query: "umdNamedDefine", page: "/configuration/output/", heading: "outputumdnameddefine", alsoRight: ["/configuration/output/#outputlibraryumdnameddefine"], source: `${GH}webpack/webpack/issues/6784` },
  { kind: "name", query: "webpackMode: \"lazy-once\"", page: "/api/module-methods/", heading: "webpackmode", source: `${GH}webpack/webpack/issues/5293` },
  { kind: "name", query: "publicPath: 'auto'", page: "/guides/public-path/", heading: "the-default-auto", alsoRight: ["/configuration/output/#outputpublicpath"], source: `${GH}berzniz/github_pr_tree/pull/173` },
  { kind: "name", query: "BundleAnalyzerPlugin", page: "/guides/code-splitting/", heading: "analyse-the-bundles", alsoRight: ["/api/cli/#--analyze"], source: `${GH}webpack/webpack/issues/7405` },
  { kind: "name", query: "NamedModulesPlugin", page: "/configuration/optimization/", heading: "optimizationmoduleids", alsoRight: ["/migrate/5/#renamed-and-removed-options"], source: `${GH}webpack/webpack/issues/2427` },
  { kind: "name", query: "ProvidePlugin", page: "/plugins/provide-plugin/", source: `${GH}webpack/webpack/issues/2294` },
  { kind: "name", query: "cacheGroups", page: "/plugins/split-chunks-plugin/", heading: "cachegroups", alsoRight: ["/configuration/optimization/#optimizationsplitchunkscachegroups"], source: `${GH}CKGrafico/Frontend-Boilerplates/issues/65` },
  { kind: "name", query: "magic comments", page: "/api/module-methods/", heading: "magic-comments", source: `${GH}department-of-veterans-affairs/vets-website/pull/15493` },
  { kind: "name", query: "HotModuleReplacementPlugin", page: "/plugins/hot-module-replacement-plugin/", source: `${GH}webpack/webpack/issues/2427` },
  { kind: "name", query: "DefinePlugin", page: "/plugins/define-plugin/", source: `${GH}webpack/webpack/issues/2427` },
  { kind: "name", query: "EnvironmentPlugin", page: "/plugins/environment-plugin/", source: `${GH}webpack/webpack/issues/8379` },
  { kind: "name", query: "chunkFilename", page: "/configuration/output/", heading: "outputchunkfilename", source: `${GH}webpack/webpack/issues/5293` },
];
