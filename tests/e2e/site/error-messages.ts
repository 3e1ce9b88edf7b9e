/**
 * Messages as a reader's terminal prints them, for the search box test
 * (error-search.spec.ts): each is what webpack 5.113.0 printed for a
 * reproduction of an errors-catalogue entry (tests/integration/errors-*.test.ts),
 * with the reproduction's files, paths, requests and sizes changed to those
 * of a made-up project (/home/dana/bookshop), and the line webpack prints
 * above the message (`ERROR in …`) kept where a reader copies it too. `entry`
 * is the page and heading that explains it.
 */
export interface PastedMessage {
  message: string;
  entry: string;
}

export const PASTED_MESSAGES: PastedMessage[] = [
  {
    message:
      "ERROR in ./src/checkout/index.js 4:0-45\nModule not found: Error: Can't resolve 'date-fns/format' in '/home/dana/bookshop/src/checkout'",
    entry: "/errors/module-not-found/#cant-resolve",
  },
  {
    message:
      "Module not found: Error: Can't resolve './components/navbar' in '/home/dana/bookshop/src'\nDid you mean './components/NavBar.jsx'?\n'NavBar.jsx' exists in that directory and differs from the request only in casing. Case-sensitive filesystems (most Linux ones) fail to resolve it, even when the same build succeeds on a case-insensitive one.",
    entry: "/errors/module-not-found/#did-you-mean-a-file-with-another-name",
  },
  {
    message:
      "Module not found: Error: Can't resolve './utils/formt' in '/home/dana/bookshop/src'\nDid you mean './utils/format.js'?\n'format.js' is the closest name in that directory. It differs from the request by 1 character, ignoring case and file extension.",
    entry: "/errors/module-not-found/#did-you-mean-a-file-with-another-name",
  },
  {
    message:
      "Module not found: Error: Can't resolve 'store' in '/home/dana/bookshop/src'\nDid you mean './store'?\nRequests that should resolve in the current directory need to start with './'.\nRequests that start with a name are treated as module requests and resolve within module directories (node_modules).\nIf changing the source code is not an option there is also a resolve options called 'preferRelative' which tries to resolve these kind of requests in the current directory too.",
    entry: "/errors/module-not-found/#did-you-mean-a-relative-path",
  },
  {
    message:
      "ERROR in ./node_modules/jsonwebtoken/lib/sign.js 3:15-32\nModule not found: Error: Can't resolve 'crypto' in '/home/dana/bookshop/node_modules/jsonwebtoken/lib'\n\nBREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.\nThis is no longer the case. Verify if you need this module and configure a polyfill for it.\n\nIf you want to include a polyfill, you need to:\n\t- add a fallback 'resolve.fallback: { \"crypto\": require.resolve(\"crypto-browserify\") }'\n\t- install 'crypto-browserify'\nIf you don't want to include a polyfill, you can use an empty module like this:\n\tresolve.fallback: { \"crypto\": false }",
    entry: "/errors/module-not-found/#a-nodejs-core-module",
  },
  {
    message:
      "Module not found: Error: Can't resolve './cart' in '/home/dana/bookshop/src/store'\nDid you mean 'cart.js'?\nBREAKING CHANGE: The request './cart' failed to resolve only because it was resolved as fully specified\n(probably because the origin is strict EcmaScript Module, e. g. a module with javascript mimetype, a '*.mjs' file, or a '*.js' file where the package.json contains '\"type\": \"module\"').\nThe extension in the request is mandatory for it to be fully specified.\nAdd the extension to the request.",
    entry: "/errors/module-not-found/#the-extension-is-missing",
  },
  {
    message:
      "Module not found: Error: Can't resolve 'sass' in '/home/dana/bookshop'\nBREAKING CHANGE: It's no longer allowed to omit the '-loader' suffix when using loaders.\n                 You need to specify 'sass-loader' instead of 'sass',\n                 see https://webpack.js.org/migrate/3/#automatic-loader-module-name-extension-removed",
    entry: "/errors/module-not-found/#a-loader-that-cannot-be-found",
  },
  {
    message:
      "ERROR in ./src/styles/main.txt\nModule build failed (from ./loaders/strict-loader.js):\nError: Expected a semicolon at the end of the file\n    at Object.strictLoader (/home/dana/bookshop/loaders/strict-loader.js:2:43)",
    entry: "/errors/module-build-failed/#module-build-failed",
  },
  {
    message: "WARNING in ./src/notes.md\nModule Warning (from ./loaders/lint-loader.js):\nThe file still has a TODO",
    entry: "/errors/module-build-failed/#module-error-and-module-warning",
  },
  {
    message:
      "Module build failed: Error: Final loader (./loaders/markdown-loader.js) didn't return a Buffer or String\n    at finishResult (/home/dana/bookshop/node_modules/webpack/lib/module/NormalModule.js:1508:17)",
    entry: "/errors/module-build-failed/#the-final-loader-didnt-return-a-buffer-or-string",
  },
  {
    message:
      'Module build failed: UnhandledSchemeError: Reading from "node:fs" is not handled by plugins (Unhandled scheme).\nWebpack supports "data:" and "file:" URIs by default.\nYou may need an additional plugin to handle "node:" URIs.',
    entry: "/errors/module-build-failed/#unhandled-scheme",
  },
  {
    message:
      "ERROR in ./src/components/Cart.jsx 8:9\nModule parse failed: Unexpected token (8:9)\nFile was parsed as module type 'javascript/auto'.\nYou may need an appropriate loader to handle this file type, currently no loaders are configured to process this file. See https://webpack.js.org/concepts#loaders\n  7 | export default function Cart() {\n> 8 |   return <aside>Cart</aside>;\n    |          ^\n  9 | }",
    entry: "/errors/module-parse-failed/#no-loader-for-this-file-type",
  },
  {
    message:
      "Module parse failed: Unexpected character '@' (1:0)\nFile was parsed as module type 'javascript/auto'.\nFile was processed with these loaders:\n * ./node_modules/sass-loader/dist/cjs.js\nYou may need an additional loader to handle the result of these loaders.",
    entry: "/errors/module-parse-failed/#the-loaders-ran-but-their-output-is-not-a-module",
  },
  {
    message: "WARNING in ./node_modules/express/lib/view.js 81:13-25\nCritical dependency: the request of a dependency is an expression",
    entry: "/errors/critical-dependency/#the-request-of-a-dependency-is-an-expression",
  },
  {
    message:
      "WARNING in ./node_modules/@babel/standalone/babel.js 41:21-28\nCritical dependency: require function is used in a way in which dependencies cannot be statically extracted",
    entry: "/errors/critical-dependency/#require-function-is-used-in-a-way-in-which-dependencies-cannot-be-statically-extracted",
  },
  {
    message:
      "WARNING in ./src/pages/Home.jsx 14:9-17\nexport 'Carousel' (imported as 'Carousel') was not found in './components' (possible exports: Banner, Footer, Header)",
    entry: "/errors/export-not-found/#export-was-not-found",
  },
  {
    message:
      "Should not import the named export 'version' (imported as 'version') from default-exporting module (only default export is available soon)",
    entry: "/errors/export-not-found/#should-not-import-the-named-export-from-default-exporting-module",
  },
  {
    message:
      "[webpack-cli] Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.\n - configuration.module has an unknown property 'loaders'. These properties are valid:\n   object { defaultRules?, exprContextCritical?, generator?, noParse?, parser?, rules?, unsafeCache? }",
    entry: "/errors/invalid-configuration/#has-an-unknown-property",
  },
  {
    message:
      'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.\n - configuration.devtool should match pattern "^(inline-|hidden-|eval-)?(nosources-)?(cheap-(module-)?)?source-map(-debugids)?(-scopes)?$".\n   BREAKING CHANGE since webpack 5: The devtool option is more strict.\n   Please strictly follow the order of the keywords in the pattern.',
    entry: "/errors/invalid-configuration/#devtool-should-match-pattern",
  },
  {
    message:
      'Invalid configuration object. Webpack has been initialized using a configuration object that does not match the API schema.\n - configuration.mode should be one of these:\n   "development" | "production" | "none"\n   -> Enable production optimizations or development hints.',
    entry: "/errors/invalid-configuration/#should-be-one-of-these",
  },
  {
    message:
      "WARNING in configuration\nThe 'mode' option has not been set, webpack will fallback to 'production' for this value.\nSet 'mode' option to 'development' or 'production' to enable defaults for each environment.\nYou can also set it to 'none' to disable any default behavior. Learn more: https://webpack.js.org/configuration/mode/",
    entry: "/errors/configuration-warnings/#the-mode-option-has-not-been-set",
  },
  {
    message:
      "WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).\nThis can impact web performance.\nAssets: \n  main.3f9a1c2e.js (612 KiB)\n    Largest modules: ./node_modules/chart.js/dist/chart.js (201 KiB)",
    entry: "/errors/asset-size-limit/#asset-size-limit",
  },
  {
    message:
      "WARNING in entrypoint size limit: The following entrypoint(s) combined asset size exceeds the recommended limit (244 KiB). This can impact web performance.\nEntrypoints:\n  main (733 KiB)\n      main.3f9a1c2e.js\n      main.8d2b4e10.css",
    entry: "/errors/asset-size-limit/#entrypoint-size-limit",
  },
  {
    message:
      "WARNING in webpack performance recommendations: \nYou can limit the size of your bundles by using import() or require.ensure to lazy load some parts of your application.\nFor more info visit https://webpack.js.org/guides/code-splitting/",
    entry: "/errors/asset-size-limit/#you-can-limit-the-size-of-your-bundles",
  },
  {
    message:
      "WARNING in ./src/components/Button.js\nThere are multiple modules with names that only differ in casing.\nThis can lead to unexpected behavior when compiling on a filesystem with other case-semantic.\nUse equal casing. Compare these module identifiers:\n* /home/dana/bookshop/src/components/Button.js\n    Used by 2 module(s), i. e.\n    /home/dana/bookshop/src/pages/Cart.js",
    entry: "/errors/case-sensitive-modules/#multiple-modules-with-names-that-only-differ-in-casing",
  },
  {
    message:
      'ERROR in ./src/index.js 7:0-59\nIt\'s not allowed to load an initial chunk on demand. The chunk name "vendors" is already used by an entrypoint.',
    entry: "/errors/chunks/#its-not-allowed-to-load-an-initial-chunk-on-demand",
  },
  {
    message:
      "'output.clean' did not clean '/home/dana/bookshop': it contains '/home/dana/bookshop', so cleaning would remove the project's own files.\nSet 'output.path' to a directory of its own, such as 'dist', or list the files to keep in 'output.clean.keep'.",
    entry: "/errors/output-files/#outputclean-did-not-clean",
  },
  {
    message:
      'webpack performance recommendations:\nMultiple versions of the package "react" (18.3.1, 17.0.2) are included in this build:\n* 18.3.1 from ./node_modules/react, 12 module(s)\n    Included by ./src/index.js\n* 17.0.2 from ./node_modules/react-modal/node_modules/react, 12 module(s)\n    Included by ./node_modules/react-modal/lib/index.js',
    entry: "/errors/bundle-checks/#webpack-performance-recommendations-duplicate-packages",
  },
  {
    message:
      "circular dependencies: 2 groups of modules import each other synchronously, shortest cycle of each shown:\n  2 modules: ./src/store/cart.js -> ./src/store/user.js -> ./src/store/cart.js\n  3 modules: ./src/api/client.js -> ./src/api/auth.js -> ./src/api/token.js -> ./src/api/client.js",
    entry: "/errors/tree-shaking-checks/#circular-dependencies",
  },
  {
    message:
      "webpack rule recommendations: \nThe following rule was never applied to a module: module.rules[3] (test: /\\.less$/).\nA rule that matches nothing is usually a typo in 'test', 'include' or 'exclude', or a leftover from a removed file type. Plugins add rules as well, so a rule listed here may come from a plugin rather than from your configuration.\nFor more info visit https://webpack.js.org/configuration/module/#modulerules",
    entry: "/errors/configuration-checks/#webpack-rule-recommendations",
  },
];
