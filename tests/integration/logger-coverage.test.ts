import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type webpack from "webpack";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { blockTitled, compile, exampleConfig, pageBlocks, projectsFor } from "./helpers/examples.ts";

/**
 * content/api/logging.mdx documents every public method of webpack's Logger
 * (read from node_modules/webpack/lib/logging/Logger.js) and every log type,
 * and its plugin example prints the stats section the page shows.
 */

const PAGE = "api/logging.mdx";
const require = createRequire(import.meta.url);
const { Logger, LogType } = require("webpack/lib/logging/Logger.js") as {
  Logger: new (log: () => void, child: () => void) => object;
  LogType: Record<string, string>;
};
const page = await readFile(path.join(REPO_ROOT, "content", PAGE), "utf8");
const blocks = await pageBlocks(PAGE);
const newProject = projectsFor();

describe("Logger Interface page", () => {
  it("has a row for every public Logger method and names every log type", () => {
    const prototypeMethods = Object.getOwnPropertyNames(Logger.prototype).filter((name) => name !== "constructor" && !name.startsWith("_"));
    const instanceMethods = Object.keys(
      new Logger(
        () => {},
        () => {},
      ),
    ).filter((name) => !name.startsWith("_"));
    const methods = [...new Set([...prototypeMethods, ...instanceMethods])];
    const missing = methods.filter((name) => !page.includes(`| \`${name}(`));
    const types = Object.values(LogType);
    const missingTypes = types.filter((type) => !page.includes(`\`${type}\``));
    console.log(`${methods.length} Logger methods and ${types.length} log types checked on content/${PAGE}`);
    expect(methods.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
    expect(missingTypes).toEqual([]);
  });

  it("the plugin example prints the stats section the page shows", async () => {
    const project = await newProject({
      "package.json": JSON.stringify({ name: "logging-fixture", private: true }),
      "src/index.js": blockTitled(blocks, "src/index.js").code,
    });
    const config = await exampleConfig(blockTitled(blocks, "webpack.config.js"), project);
    const { stats } = await compile(config, project);
    const normalize = (text: string) => text.replace(/(<t> report: )[\d.]+ ms/, "$1N ms");

    const configIndex = blocks.indexOf(blockTitled(blocks, "webpack.config.js"));
    const claimed = blocks
      .slice(configIndex + 1)
      .find((block) => block.lang === "text")!
      .code.trim();
    expect(normalize(stats.toString(config.stats as webpack.StatsOptions))).toContain(normalize(claimed));

    // "With logging: 'info' and no loggingDebug, the section would only contain the <i> line followed by + N hidden lines."
    const hidden = page.match(/followed by `\+ (\d+) hidden lines`/)![1];
    const infoLine = claimed.split("\n").find((line) => line.startsWith("<i>"))!;
    expect(stats.toString({ logging: "info" })).toContain(`\nLOG from AssetReportPlugin\n${infoLine}\n+ ${hidden} hidden lines`);
  });
});
