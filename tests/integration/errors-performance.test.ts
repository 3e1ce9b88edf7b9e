import { testReproductions } from "./helpers/error-reproductions.ts";

/** The reproductions of the errors catalogue's performance entries (size limits and the optional checks of `performance`). */
testReproductions(["asset-size-limit.mdx", "bundle-checks.mdx", "tree-shaking-checks.mdx", "build-checks.mdx"]);
