import type { ErrorTemplate } from "../../../../shared/error-templates.ts";

/**
 * Messages that webpack 5 does not print but readers paste about their
 * build: a browser or Node.js error thrown by the bundle, Node.js's own error
 * while webpack runs, the dev server's Express answering a route it has no
 * file for, webpack 4's error for a plugin written for webpack 3. Each leads, like a template of webpack's own (read-query.ts), to the
 * section that explains its cause and fix, and that section names the
 * message as printed (tests/integration/other-messages.test.ts checks that
 * each target exists and holds the message's text).
 */
export interface OtherMessage extends ErrorTemplate {
  /** Who prints it. */
  printedBy: "browser" | "Node.js" | "webpack-dev-server's Express" | "webpack 4";
  /** The documentation section's name in the results (`Migrate`). */
  section: string;
}

const POLYFILLS = "/migrate/5/#nodejs-core-modules-are-no-longer-polyfilled";
const POLYFILLS_TITLE = "Node.js core modules are no longer polyfilled";
const JQUERY = "/plugins/provide-plugin/#jquery-for-legacy-plugins";
const GLOBAL_OBJECT = "/configuration/output/#outputglobalobject";
const HASH_FUNCTION = "/configuration/output/#outputhashfunction";
const GET_OPTIONS = "/api/loaders/#thisgetoptions";

const polyfill = (template: string): OtherMessage => ({ template, url: POLYFILLS, title: POLYFILLS_TITLE, printedBy: "browser", section: "Migrate" });
const jquery = (template: string): OtherMessage => ({
  template,
  url: JQUERY,
  title: "jQuery for legacy plugins",
  printedBy: "browser",
  section: "Plugins",
});

export const OTHER_MESSAGES: readonly OtherMessage[] = [
  // webpack 5 no longer defines Node.js's globals in browser builds.
  polyfill("process is not defined"),
  polyfill("Buffer is not defined"),
  polyfill("Can't find variable: process"),
  polyfill("Can't find variable: Buffer"),
  // A script that expects jQuery as a global.
  jquery("$ is not defined"),
  jquery("jQuery is not defined"),
  jquery("Can't find variable: $"),
  jquery("Can't find variable: jQuery"),
  // A UMD library built for the web, required in Node.js.
  { template: "self is not defined", url: GLOBAL_OBJECT, title: "output.globalObject", printedBy: "Node.js", section: "Configuration" },
  { template: "window is not defined", url: GLOBAL_OBJECT, title: "output.globalObject", printedBy: "Node.js", section: "Configuration" },
  // Node.js 17+ (OpenSSL 3) has no MD4, which webpack 4 and webpack 5 before 5.61.0 ask it for.
  {
    template: "error:0308010C:digital envelope routines::unsupported",
    url: HASH_FUNCTION,
    title: "output.hashFunction",
    printedBy: "Node.js",
    section: "Configuration",
  },
  { template: "ERR_OSSL_EVP_UNSUPPORTED", url: HASH_FUNCTION, title: "output.hashFunction", printedBy: "Node.js", section: "Configuration" },
  // A client-side route reloaded without the history fallback.
  {
    template: "Cannot GET /{path}",
    url: "/configuration/dev-server/#devserverhistoryapifallback",
    title: "devServer.historyApiFallback",
    printedBy: "webpack-dev-server's Express",
    section: "Configuration",
  },
  // Code written for webpack run without it.
  {
    template: "require.context is not a function",
    url: "/guides/dependency-management/#requirecontext",
    title: "require.context",
    printedBy: "Node.js",
    section: "Guides",
  },
  // A loader written for webpack 5 run by webpack 4.
  { template: "this.getOptions is not a function", url: GET_OPTIONS, title: "this.getOptions", printedBy: "Node.js", section: "API" },
  { template: "loaderContext.getOptions is not a function", url: GET_OPTIONS, title: "this.getOptions", printedBy: "Node.js", section: "API" },
  // extract-text-webpack-plugin 3 run by webpack 4, whose chunks throw when a plugin reads their entrypoints.
  {
    template: "Chunk.entrypoints: Use Chunks.groupsIterable and filter by instanceof Entrypoint instead",
    url: "/migrate/4/#extracting-css",
    title: "Extracting CSS",
    printedBy: "webpack 4",
    section: "Migrate",
  },
];
