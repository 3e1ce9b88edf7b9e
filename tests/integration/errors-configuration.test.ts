import { testReproductions } from "./helpers/error-reproductions.ts";

/** The reproductions of the errors catalogue's configuration entries. */
testReproductions(["invalid-configuration.mdx", "configuration-warnings.mdx", "configuration-checks.mdx"]);
