import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blockTitled, compile, exampleConfig, makeProject, pageBlocks, removeProject } from "./helpers/examples.ts";

/**
 * The configuration examples of the pages about separately published plugins
 * (content/plugins/*-webpack-plugin.mdx and friends), compiled with the real
 * installed plugins against small fixtures; each test checks what the page
 * says the example produces.
 */

const projects: string[] = [];
afterAll(async () => Promise.all(projects.map(removeProject)));

async function project(files: Record<string, string>): Promise<string> {
  const dir = await makeProject(files);
  projects.push(dir);
  return dir;
}

async function configOf(page: string, dir: string, nth = 0) {
  return exampleConfig(blockTitled(await pageBlocks(`plugins/${page}.mdx`), "webpack.config.js", nth), dir);
}

describe("copy-webpack-plugin", () => {
  it("copies a folder to the output root and renames files with a content hash", async () => {
    const dir = await project({
      "src/index.js": "console.log('app');\n",
      "public/robots.txt": "User-agent: *\n",
      "assets/fonts/inter.woff2": "not really a font",
    });
    const { files, stats } = await compile(await configOf("copy-webpack-plugin", dir), dir);
    expect(files["robots.txt"]).toBe("User-agent: *\n");
    const font = Object.keys(files).find((name) => name.startsWith("fonts/"));
    expect(font).toMatch(/^fonts\/inter\.[0-9a-f]{8,}\.woff2$/);
    expect(stats.toString({ colors: false })).toContain("[copied]");
  });
});
