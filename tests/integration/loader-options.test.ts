import { readdir } from "node:fs/promises";
import path from "node:path";
import { validate } from "schema-utils";
import { describe, expect, it } from "vitest";
import { CONFIG_TITLE, evaluateConfig, type CodeBlock } from "./helpers/code-blocks.ts";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { EXAMPLES_PACKAGE, requireExample } from "./helpers/example-packages.ts";
import { pageBlocks } from "./helpers/examples.ts";

/**
 * Every loader use in a webpack.config.* example on the loader pages
 * (content/loaders/*.mdx) is validated against that loader's own option
 * schema with schema-utils, so a misspelt or invented option fails here.
 */

type Schema = Parameters<typeof validate>[0];

/** thread-loader has no schema: the options its source reads (src/workerPools.js), nothing else. */
const THREAD_LOADER_SCHEMA = {
  type: "object",
  additionalProperties: false,
  properties: {
    workers: { type: "number" },
    workerParallelJobs: { type: "number" },
    workerNodeArgs: { type: "array", items: { type: "string" } },
    poolRespawn: { type: "boolean" },
    poolTimeout: { type: "number" },
    poolParallelJobs: { type: "number" },
    name: { type: "string" },
  },
};

const SCHEMAS: Record<string, Schema> = {
  "babel-loader": requireExample("babel-loader/lib/schema.json") as Schema,
  "thread-loader": THREAD_LOADER_SCHEMA as Schema,
};
for (const name of [
  "css-loader",
  "style-loader",
  "sass-loader",
  "less-loader",
  "postcss-loader",
  "stylus-loader",
  "html-loader",
  "exports-loader",
  "imports-loader",
  "expose-loader",
  "source-map-loader",
  "val-loader",
  "coffee-loader",
  "remark-loader",
]) {
  SCHEMAS[name] = requireExample(`${name}/dist/options.json`) as Schema;
}

/** The package name of a loader request: `'css-loader'`, `'css-loader?x'` or a resolved path inside node_modules. */
function loaderName(request: string): string | undefined {
  const bare = request.split("?")[0]!;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(bare);
  const name = inModules ? inModules[1]! : bare;
  return name in SCHEMAS ? name : undefined;
}

interface LoaderUse {
  loader: string;
  options: unknown;
}

/** Every `loader` + `options` pair in `module.rules`, including `oneOf`, nested `rules` and `use` arrays/objects. */
function loaderUses(rules: unknown[]): LoaderUse[] {
  const found: LoaderUse[] = [];
  const addUse = (use: unknown) => {
    if (typeof use === "string") found.push({ loader: use, options: undefined });
    else if (use && typeof use === "object" && typeof (use as { loader?: unknown }).loader === "string") {
      const entry = use as { loader: string; options?: unknown };
      found.push({ loader: entry.loader, options: entry.options });
    }
  };
  for (const rule of rules) {
    if (!rule || typeof rule !== "object") continue;
    const item = rule as { loader?: unknown; options?: unknown; use?: unknown; oneOf?: unknown[]; rules?: unknown[] };
    if (typeof item.loader === "string") found.push({ loader: item.loader, options: item.options });
    if (Array.isArray(item.use)) item.use.forEach(addUse);
    else if (item.use) addUse(item.use);
    if (Array.isArray(item.oneOf)) found.push(...loaderUses(item.oneOf));
    if (Array.isArray(item.rules)) found.push(...loaderUses(item.rules));
  }
  return found;
}

function check(use: LoaderUse): string | undefined {
  const name = loaderName(use.loader)!;
  try {
    validate(SCHEMAS[name]!, use.options ?? {}, { name });
    return undefined;
  } catch (error) {
    return (error as Error).message.split("\n").slice(0, 3).join(" ");
  }
}

const pages = (await readdir(path.join(REPO_ROOT, "content", "loaders"))).filter((file) => /\.mdx?$/.test(file));
const allBlocks: CodeBlock[] = (await Promise.all(pages.map((page) => pageBlocks(`loaders/${page}`)))).flat();
const configBlocks = allBlocks.filter((block) => block.title && CONFIG_TITLE.test(block.title));

/**
 * Untitled excerpts that declare `const options`, `const rule` or `const use`
 * are made into a configuration: `options` belong to the page's own loader.
 */
const excerptBlocks: CodeBlock[] = allBlocks.flatMap((block) => {
  if (block.title || block.lang !== "js") return [];
  const pageLoader = path.basename(block.file).replace(/\.mdx?$/, "");
  const declared = /^const (options|rule|use) = /m.exec(block.code)?.[1];
  if (!declared) return [];
  const rule = declared === "options" ? `{ loader: ${JSON.stringify(pageLoader)}, options }` : declared === "use" ? "{ use }" : "rule";
  return [{ ...block, code: `${block.code}\nmodule.exports = { module: { rules: [${rule}] } };\n` }];
});

describe("loader options in the loader pages' configuration examples", () => {
  it("match each loader's own option schema", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const block of [...configBlocks, ...excerptBlocks]) {
      // Stand-ins first (no side effects such as thread-loader's warmup); when a
      // stand-in does not satisfy a type (sass-loader's `implementation: require('sass')`
      // must be an object), the example is evaluated again with the real packages.
      const config = (await evaluateConfig(block)) as { module?: { rules?: unknown[] } };
      const uses = loaderUses(config.module?.rules ?? []).filter((use) => loaderName(use.loader));
      for (const [index, use] of uses.entries()) {
        let failure = check(use);
        if (failure) {
          const real = (await evaluateConfig(block, { realModules: true, dir: EXAMPLES_PACKAGE })) as { module?: { rules?: unknown[] } };
          const realUse = loaderUses(real.module?.rules ?? []).filter((item) => loaderName(item.loader))[index];
          failure = realUse ? check(realUse) : failure;
        }
        checked++;
        if (failure) failures.push(`${block.file}:${block.line}: ${failure}`);
      }
    }
    console.log(
      `${checked} loader uses in ${configBlocks.length} configuration examples and ${excerptBlocks.length} option excerpts validated against their loaders' schemas`,
    );
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it("reject a misspelt option (the check itself works)", () => {
    expect(check({ loader: "css-loader", options: { modules: { localIdentname: "[local]" } } })).toMatch(/localIdentname|additional|unknown/i);
    expect(check({ loader: "thread-loader", options: { worker: 2 } })).toBeDefined();
  });
});
