import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { acceptedIn, compareVersions, readOptionHistory, type OptionHistory } from "../../src/node/reference/option-history.ts";
import type { OptionEntry, Schema } from "../../src/node/reference/schema-types.ts";
import { walkOptions } from "../../src/node/reference/schema-walk.ts";
import { WALK_FIRST } from "../../src/node/reference/walk-first.ts";

/**
 * `data/option-history.json` against the installed webpack: every option path of its schema (the reference's
 * walk) and every string value the schema lists must be in the history, accepted by the installed release. When
 * webpack is upgraded past the releases the file was made from, this fails and names the command that updates it.
 */
const require = createRequire(import.meta.url);
const installed = (require("webpack/package.json") as { version: string }).version;
const schema = require("webpack/schemas/WebpackOptions.json") as Schema;
const REFRESH = "run `npm run refresh:option-history` (it reads every webpack 5 release from the npm registry) and commit data/option-history.json";

/** What the history lacks for a walk of the installed schema: paths, values, and paths it says this release did not accept. */
function missingFromHistory(entries: readonly OptionEntry[], history: OptionHistory, version: string): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const record = history.options[entry.path];
    if (!record) {
      problems.push(entry.path);
      continue;
    }
    if (!acceptedIn(record, version)) problems.push(`${entry.path} (the history says ${version} does not accept it)`);
    for (const variant of entry.variants) {
      if (variant.kind !== "literal" || typeof variant.value !== "string") continue;
      const value = record.values?.[variant.value];
      if (!value || !acceptedIn(value, version)) problems.push(`${entry.path}: ${JSON.stringify(variant.value)}`);
    }
  }
  return problems;
}

describe("the option history covers the installed webpack", () => {
  const history = readOptionHistory();
  const entries = walkOptions(schema, { walkFirst: WALK_FIRST });

  it("was made from the installed release or a newer one", () => {
    const newest = history.releases.at(-1)!;
    expect(history.releases.includes(installed), `webpack ${installed} is newer than the history (made up to ${newest}): ${REFRESH}`).toBe(true);
    expect(compareVersions(newest, installed)).toBeGreaterThanOrEqual(0);
  });

  it("knows every option path and string value of the installed schema", () => {
    const missing = missingFromHistory(entries, history, installed);
    console.log(
      `the option history (${history.releases.length} releases, ${history.releases[0]} to ${history.releases.at(-1)}) ` +
        `knows ${entries.length - new Set(missing.map((item) => item.split(/[: ]/)[0])).size} of webpack ${installed}'s ${entries.length} option paths`,
    );
    expect(missing, `webpack ${installed}'s schema has option paths or values data/option-history.json does not know: ${REFRESH}`).toEqual([]);
    expect(entries.length).toBeGreaterThan(800);
  });

  it("notices a path or a value it does not know", () => {
    const trimmed: OptionHistory = { ...history, options: { ...history.options } };
    delete trimmed.options["output.filename"];
    trimmed.options.externalsType = { ...trimmed.options.externalsType!, values: { amd: { added: "5.0.0" } } };
    const missing = missingFromHistory(entries, trimmed, installed);
    expect(missing).toContain("output.filename");
    expect(missing).toContain('externalsType: "var"');
  });
});
