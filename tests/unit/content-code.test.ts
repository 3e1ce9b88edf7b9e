import path from "node:path";
import webpack from "webpack";
import { describe, expect, it } from "vitest";
import { CODE_CHECK_ALLOWLIST } from "../../build/content/code-check-allowlist.ts";
import { CONFIG_TITLE, collectCodeBlocks, evaluateConfig, syntaxErrors } from "../../build/content/code-blocks.ts";
import { REPO_ROOT } from "../../build/paths.ts";
import { copyText } from "../../common/copy-text.ts";

const blocks = await collectCodeBlocks(path.join(REPO_ROOT, "content"), REPO_ROOT);
const where = (block: { file: string; line: number }) => `${block.file}:${block.line}`;
const checked = blocks.filter((block) => !(where(block) in CODE_CHECK_ALLOWLIST));
const configBlocks = checked.filter((block) => block.title && CONFIG_TITLE.test(block.title));

describe("content code examples", () => {
  it("every JavaScript and TypeScript block parses", () => {
    const failures = checked.flatMap((block) => syntaxErrors(block).map((error) => `${where(block)}: ${error}`));
    console.log(`${checked.filter((block) => syntaxErrors(block).length === 0).length} code blocks checked for syntax`);
    expect(failures).toEqual([]);
  });

  it("every block titled webpack.config.* passes the installed webpack's validate()", async () => {
    const failures: string[] = [];
    let excerpts = 0;
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
      try {
        webpack.validate((await evaluateConfig(block)) as webpack.Configuration);
      } catch (error) {
        if (isExcerpt(error)) excerpts++;
        else failures.push(`${where(block)}: ${(error as Error).message.split("\n").slice(0, 3).join(" ")}`);
      }
    }
    console.log(
      `${configBlocks.length - excerpts} configuration examples validated by webpack ${webpack.version} (${excerpts} diff excerpts skipped)`,
    );
    expect(configBlocks.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it("the allow-list names only blocks that exist", () => {
    const known = new Set(blocks.map(where));
    expect(Object.keys(CODE_CHECK_ALLOWLIST).filter((key) => !known.has(key))).toEqual([]);
  });
});
