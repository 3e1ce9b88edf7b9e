import { testReproductions } from "./helpers/error-reproductions.ts";

/** The reproductions of the errors catalogue's module resolution and loading entries. */
testReproductions(["module-not-found.mdx", "module-build-failed.mdx", "case-sensitive-modules.mdx"]);
