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
 * of `KnownStatsCompilation` in webpack's types.d.ts has a row on the page, and
 * that the sample's values are the real ones (sizes, hashes, ids, messages), so
 * the sample is regenerated when webpack changes them.
 */

const PAGE = "api/stats.mdx";
const require = createRequire(import.meta.url);
const blocks = await pageBlocks(PAGE);
const newProject = projectsFor();

/** The fixture's files as a reader saves them: the page's blocks, each ending with a newline (the sizes count it). */
function fixtureFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of ["package.json", "src/index.js", "src/math.js", "src/report.js"]) files[file] = `${blockTitled(blocks, file).code}\n`;
  return files;
}

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

interface StatsSample {
  [key: string]: unknown;
  modules: { name: string; reasons: unknown[] }[];
  chunks: { modules?: unknown }[];
  warnings: { stack: string }[];
}

/**
 * The real stats JSON shortened the way the page's sample says it is: only the sample's modules, each with as many
 * reasons as the sample shows, no `modules` list in the chunks, each warning's stack cut to the sample's number of
 * lines, and the project's and webpack's folders written as `/home/me/project` and `…/node_modules/webpack`.
 */
function trimLikeSample(real: StatsSample, sample: StatsSample, project: string): StatsSample {
  real.modules = sample.modules.map((shown) => {
    const module = real.modules.find((candidate) => candidate.name === shown.name);
    if (!module) throw new Error(`the real stats have no module ${shown.name}`);
    return { ...module, reasons: module.reasons.slice(0, shown.reasons.length) };
  });
  for (const chunk of real.chunks) delete chunk.modules;
  real.warnings.forEach((warning, index) => {
    const lines = sample.warnings[index]?.stack.split("\n").length ?? 0;
    warning.stack = warning.stack.split("\n").slice(0, lines).join("\n");
  });
  const webpackFolder = path.dirname(require.resolve("webpack/package.json"));
  const text = JSON.stringify(real).split(webpackFolder).join("/home/me/project/node_modules/webpack").split(project).join("/home/me/project");
  return JSON.parse(text) as StatsSample;
}

describe("Stats Data page", () => {
  it("every key of the sample exists at the same place in the fixture's real stats.toJson()", async () => {
    const project = await newProject(fixtureFiles());
    const config = await exampleConfig(blockTitled(blocks, "webpack.config.js"), project);
    const { stats } = await compile(config, project);
    const real = keyPaths(stats.toJson());
    const sample = keyPaths(JSON.parse(blockTitled(blocks, "stats.json").code) as unknown);
    const missing = [...sample].filter((key) => !real.has(key));
    console.log(`${sample.size} key paths of the page's stats.json sample checked against ${real.size} of the real output`);
    expect(sample.size).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("every value of the sample is the fixture's real value, trimmed as the page says", async () => {
    const project = await newProject(fixtureFiles());
    const config = await exampleConfig(blockTitled(blocks, "webpack.config.js"), project);
    const { stats } = await compile(config, project);
    const sample = JSON.parse(blockTitled(blocks, "stats.json").code) as StatsSample;
    const real = trimLikeSample(stats.toJson() as StatsSample, sample, project);
    // the build's duration and date are the only values that differ from run to run
    for (const json of [sample, real]) {
      delete json.time;
      delete json.builtAt;
    }
    expect(real).toEqual(sample);
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
