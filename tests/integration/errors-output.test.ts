import { testReproductions } from "./helpers/error-reproductions.ts";

/** The reproductions of the errors catalogue's chunks and output entries. */
testReproductions(["chunks.mdx", "output-files.mdx", "library-output.mdx"]);
