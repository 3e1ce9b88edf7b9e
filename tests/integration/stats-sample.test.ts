import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { blockTitled, compile, exampleConfig, pageBlocks, projectsFor } from "./helpers/examples.ts";

/**
 * content/api/stats.mdx shows a fixture (webpack.config.js and src/*.js) and a
 * trimmed stats.json. This test compiles the page's own fixture, calls
 * stats.toJson() as the page says, and checks that every key of the sample
 * exists at the same place in the real output (array positions collapsed to
 * `[]`, since the sample shortens arrays). It also checks that every property
 * of `KnownStatsCompilation` in webpack's types.d.ts has a row on the page.
 */

const PAGE = "api/stats.mdx";
const require = createRequire(import.meta.url);
const blocks = await pageBlocks(PAGE);
const newProject = projectsFor();

/** Every key path of a JSON value, with array indices written as `[]`. */
function keyPaths(value: unknown, prefix = "", into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) keyPaths(item, `${prefix}[]`, into);
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const here = prefix ? `${prefix}.${key}` : key;
      into.add(here);
      keyPaths(child, here, into);
    }
  }
  return into;
}

/** The property names of an interface in webpack's types.d.ts: a top-level `declare interface` or one its `exports` namespace exports. */
async function interfaceKeys(name: string): Promise<string[]> {
  const types = await readFile(require.resolve("webpack/types.d.ts"), "utf8");
  const found = new RegExp(`^(\\t*)(?:declare|export) interface ${name} \\{`, "m").exec(types);
  if (!found) throw new Error(`${name} not found in types.d.ts`);
  const indent = found[1]!;
  const body = types.slice(found.index, types.indexOf(`\n${indent}}`, found.index));
  return [...body.matchAll(new RegExp(`^${indent}\\t(\\w+)\\??:`, "gm"))].map((match) => match[1]!);
}

describe("Stats Data page", () => {
  it("every key of the sample exists at the same place in the fixture's real stats.toJson()", async () => {
    const files: Record<string, string> = {};
    for (const file of ["package.json", "src/index.js", "src/math.js", "src/report.js"]) files[file] = blockTitled(blocks, file).code;
    const project = await newProject(files);
    const config = await exampleConfig(blockTitled(blocks, "webpack.config.js"), project);
    const { stats } = await compile(config, project);
    const real = keyPaths(stats.toJson());
    const sample = keyPaths(JSON.parse(blockTitled(blocks, "stats.json").code) as unknown);
    const missing = [...sample].filter((key) => !real.has(key));
    console.log(`${sample.size} key paths of the page's stats.json sample checked against ${real.size} of the real output`);
    expect(sample.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("documents every top-level property of StatsCompilation, and every field of the nested types", async () => {
    const page = await readFile(path.join(REPO_ROOT, "content", PAGE), "utf8");
    const hasRow = (key: string) => page.includes(`| \`${key}\` |`) || page.includes(`| \`${key}\` /`) || page.includes(` / \`${key}\` |`);
    const report: string[] = [];
    const missing: string[] = [];
    for (const name of [
      "KnownStatsCompilation",
      "KnownStatsAsset",
      "KnownStatsChunk",
      "KnownStatsChunkOrigin",
      "KnownStatsChunkGroup",
      "KnownStatsModule",
      "KnownStatsModuleIssuer",
      "KnownStatsModuleReason",
      "KnownStatsProfile",
      "KnownStatsError",
      "KnownStatsModuleTraceItem",
      "KnownStatsLogging",
      "KnownStatsLoggingEntry",
    ]) {
      const keys = await interfaceKeys(name);
      report.push(`${name.replace("Known", "")} ${keys.length}`);
      missing.push(...keys.filter((key) => !hasRow(key)).map((key) => `${name}.${key}`));
    }
    console.log(`fields with a row on the page: ${report.join(", ")}`);
    expect(missing).toEqual([]);
  });
});
