import { testReproductions } from "./helpers/error-reproductions.ts";

/** The reproductions of the errors catalogue's deprecation entries: each prints its code as Node.js does. */
testReproductions([
  "deprecations-compilation.mdx",
  "deprecations-chunk.mdx",
  "deprecations-module.mdx",
  "deprecations-templates.mdx",
  "deprecations-configuration.mdx",
]);
