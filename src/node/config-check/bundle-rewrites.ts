import { createRequire } from "node:module";
import path from "node:path";
import { paths } from "../paths.ts";

const require = createRequire(import.meta.url);

/** How one installed file is bundled for the configuration check: requests it makes that go elsewhere, code put before it. */
export interface BundleRewrite {
  /** The file, resolved. */
  file: string;
  /** Request → file that replaces it, for this file's requests only. */
  aliases: Record<string, string>;
  /** Code put before the file's own. */
  prelude?: string;
}

/**
 * The configuration check runs webpack's own validation (`lib/config/validateSchema.js`, with its hints) and
 * schema-utils' (`dist/validate.js`, which sorts and words the errors) in the browser unchanged, except that
 * Ajv, which compiles each schema with `new Function` and so cannot run under the site's policy, is replaced by
 * the validators the build generated (`src/node/config-check/validators.ts`). The browser build
 * (`src/node/webpack/config.ts`) and the unit test's bundle both apply these rewrites.
 */
export function configCheckRewrites(): BundleRewrite[] {
  const tool = path.join(paths.app, "components/tools/ConfigCheck");
  const noOp = path.join(tool, "no-op.ts");
  const schemaUtilsValidate = require.resolve("schema-utils/dist/validate.js");
  return [
    // schema-utils' package entry would also bring in its precompiler (Node only): its validation is enough.
    { file: require.resolve("webpack/lib/config/validateSchema.js"), aliases: { "schema-utils": schemaUtilsValidate } },
    {
      file: schemaUtilsValidate,
      aliases: {
        ajv: path.join(tool, "schema-utils-ajv.ts"),
        "ajv-keywords": noOp,
        "./util/formats": noOp,
        "./keywords/absolutePath": noOp,
        "./keywords/limit": noOp,
        "./keywords/undefinedAsNull": noOp,
      },
      // It reads `process.env.SKIP_VALIDATION`, which a browser does not have.
      prelude: "var process;",
    },
  ];
}
