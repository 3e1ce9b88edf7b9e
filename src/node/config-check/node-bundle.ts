import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";
import { paths } from "../paths.ts";
import type { CheckData } from "../../shared/config-check-data.ts";
import { configCheckRewrites } from "./bundle-rewrites.ts";
import { writeConfigCheckModules } from "./modules.ts";

/** `checkConfig` of `check.ts`; its report's type is the browser code's (`CheckReport`), which Node's types do not see. */
export type CheckConfig<Report = unknown> = (text: string, data: CheckData) => Promise<Report>;

/**
 * The configuration check page's code (`check.ts`) bundled for Node with the same rewrites and generated
 * modules as the browser build, for the unit test that compares it with `webpack.validate()` and for the bench.
 */
export async function loadCheckForNode<Report = unknown>(workDir: string): Promise<{ checkConfig: CheckConfig<Report>; data: CheckData }> {
  const generatedDir = path.join(workDir, "generated");
  await writeConfigCheckModules(generatedDir);
  const data = JSON.parse(readFileSync(path.join(generatedDir, "config-check/data.json"), "utf8")) as CheckData;
  const rewrites = configCheckRewrites();
  const outfile = path.join(workDir, "check.mjs");
  await esbuild.build({
    entryPoints: [path.join(paths.app, "components/tools/ConfigCheck/check.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    outfile,
    logLevel: "error",
    alias: { "@generated": generatedDir },
    plugins: [
      {
        name: "config-check-rewrites",
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            const target = rewrites.find((candidate) => candidate.file === args.importer)?.aliases[args.path];
            return target ? { path: target } : undefined;
          });
          for (const rewrite of rewrites) {
            if (!rewrite.prelude) continue;
            const prelude = rewrite.prelude;
            build.onLoad({ filter: new RegExp(`^${rewrite.file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`) }, () => ({
              contents: `${prelude}\n${readFileSync(rewrite.file, "utf8")}`,
              loader: "js",
            }));
          }
        },
      },
    ],
  });
  const { checkConfig } = (await import(pathToFileURL(outfile).href)) as { checkConfig: CheckConfig<Report> };
  return { checkConfig, data };
}
