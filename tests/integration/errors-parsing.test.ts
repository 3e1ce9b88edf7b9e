import { testReproductions } from "./helpers/error-reproductions.ts";

/** The reproductions of the errors catalogue's parsing entries. */
testReproductions(["module-parse-failed.mdx", "critical-dependency.mdx", "export-not-found.mdx", "unsupported-syntax.mdx"]);
