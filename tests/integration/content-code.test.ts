import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import webpack from "webpack";
import { describe, expect, it } from "vitest";
import { CODE_CHECK_ALLOWLIST } from "./helpers/code-check-allowlist.ts";
import { CONFIG_TITLE, collectCodeBlocks, evaluateConfig, syntaxErrors } from "./helpers/code-blocks.ts";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { siteOptions } from "../../src/node/site/site-options.ts";
import { copyText } from "../../src/shared/copy-text.ts";

// With the site's extensions, so that an errors entry compiles with its messages.
const blocks = await collectCodeBlocks(path.join(REPO_ROOT, "content"), REPO_ROOT, siteOptions().extensions);
const where = (block: { file: string; line: number }) => `${block.file}:${block.line}`;
const checked = blocks.filter((block) => !(where(block) in CODE_CHECK_ALLOWLIST));
const configBlocks = checked.filter((block) => block.title && CONFIG_TITLE.test(block.title));

/**
 * The webpack version a fence targets: its meta says `webpack="1"`, `"3"` or `"4"`
 * (the older migration guides' before/after configurations); none = the installed webpack 5.
 */
const sources = new Map<string, string[]>();
function targetVersion(block: { file: string; line: number }): string | undefined {
  return /^\s*(?:`{3,}|~{3,}).*\swebpack=["']?(\d+)["']?/.exec(fenceLine(block))?.[1];
}

/** The opening fence line of a block, as written. */
function fenceLine(block: { file: string; line: number }): string {
  let lines = sources.get(block.file);
  if (!lines) sources.set(block.file, (lines = readFileSync(path.join(REPO_ROOT, block.file), "utf8").split("\n")));
  return lines[block.line - 1] ?? "";
}

/**
 * A configuration shown because webpack refuses it (an errors-catalogue entry's reproduction of "Invalid configuration
 * object") says so in its fence's meta: ` ```js invalid `. It must fail the installed webpack's `validate()`.
 */
function isInvalidOnPurpose(block: { file: string; line: number }): boolean {
  return /^\s*(?:`{3,}|~{3,}).*\sinvalid(?:\s|$)/.test(fenceLine(block));
}

/** webpack 3 and 4 as installed in tests/legacy-webpack; their `validate()` returns the errors instead of throwing. */
interface LegacyWebpack {
  validate(options: unknown): unknown[];
  WebpackOptionsValidationError: new (errors: unknown[]) => Error;
}
const legacyRequire = createRequire(path.join(REPO_ROOT, "tests/legacy-webpack/package.json"));
const legacyWebpack: Record<string, LegacyWebpack> = {
  "3": legacyRequire("webpack3") as LegacyWebpack,
  "4": legacyRequire("webpack4") as LegacyWebpack,
};
const legacyVersion = (major: string) => (legacyRequire(`webpack${major}/package.json`) as { version: string }).version;

describe("content code examples", () => {
  it("every JavaScript and TypeScript block parses", () => {
    const failures = checked.flatMap((block) => syntaxErrors(block).map((error) => `${where(block)}: ${error}`));
    console.log(`${checked.filter((block) => syntaxErrors(block).length === 0).length} code blocks checked for syntax`);
    expect(failures).toEqual([]);
  });

  it("every block titled webpack.config.* passes the installed webpack's validate()", async () => {
    const failures: string[] = [];
    let excerpts = 0;
    let invalid = 0;
    for (const block of configBlocks) {
      // A diff often shows only the changed part of the file: when its result is
      // not a whole module (it does not parse, or uses a name the excerpt leaves out),
      // it is an excerpt, and the full file it changes is checked in its own block.
      const isExcerpt = (error?: unknown) =>
        block.lang === "diff" &&
        (syntaxErrors({ ...block, lang: "js", code: copyText(block.code.split("\n"), true) }).length > 0 || error instanceof ReferenceError);
      if (isExcerpt()) {
        excerpts++;
        continue;
      }
      const version = targetVersion(block);
      if (version && version !== "5") continue;
      if (isInvalidOnPurpose(block)) {
        invalid++;
        const refused = await evaluateConfig(block).then(
          (config) => {
            try {
              webpack.validate(config as webpack.Configuration);
              return false;
            } catch (error) {
              return (error as Error).name === "ValidationError";
            }
          },
          () => false,
        );
        if (!refused) failures.push(`${where(block)}: marked invalid, yet webpack's validate() accepts it`);
        continue;
      }
      try {
        webpack.validate((await evaluateConfig(block)) as webpack.Configuration);
      } catch (error) {
        if (isExcerpt(error)) excerpts++;
        else failures.push(`${where(block)}: ${(error as Error).message.split("\n").slice(0, 3).join(" ")}`);
      }
    }
    const older = configBlocks.filter((block) => (targetVersion(block) ?? "5") !== "5").length;
    console.log(
      `${configBlocks.length - excerpts - older - invalid} configuration examples validated by webpack ${webpack.version} (${excerpts} diff excerpts skipped, ${older} marked for an older webpack, ${invalid} refused on purpose)`,
    );
    expect(configBlocks.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('blocks marked webpack="3" or webpack="4" pass that version\'s validate(); webpack="1" blocks are checked for syntax only', async () => {
    const failures: string[] = [];
    const counts: Record<string, number> = { "1": 0, "3": 0, "4": 0 };
    for (const block of checked) {
      const version = targetVersion(block);
      if (!version || version === "5") continue;
      if (!(version in counts)) {
        failures.push(`${where(block)}: webpack="${version}" is not a version this check knows (1, 3, 4 or 5)`);
        continue;
      }
      counts[version]!++;
      // webpack 1 had no configuration schema: its blocks only have to parse (the first test checks that).
      if (version === "1") continue;
      if (!block.title || !CONFIG_TITLE.test(block.title)) {
        failures.push(`${where(block)}: a block marked webpack="${version}" must be titled webpack.config.js`);
        continue;
      }
      const legacy = legacyWebpack[version]!;
      try {
        const config = await evaluateConfig(block, { modules: { webpack: legacy } });
        const errors = legacy.validate(config);
        if (errors.length > 0)
          failures.push(`${where(block)}: ${new legacy.WebpackOptionsValidationError(errors).message.split("\n").slice(1, 3).join(" ")}`);
      } catch (error) {
        failures.push(`${where(block)}: ${(error as Error).message.split("\n").slice(0, 3).join(" ")}`);
      }
    }
    console.log(
      `${counts["3"]} configuration examples validated by webpack ${legacyVersion("3")}, ${counts["4"]} by webpack ${legacyVersion("4")}; ${counts["1"]} webpack 1 examples checked for syntax only (webpack 1 had no configuration schema)`,
    );
    expect(failures).toEqual([]);
  });

  it("the allow-list names only blocks that exist", () => {
    const known = new Set(blocks.map(where));
    expect(Object.keys(CODE_CHECK_ALLOWLIST).filter((key) => !known.has(key))).toEqual([]);
  });
});
