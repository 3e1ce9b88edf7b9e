import { afterAll, describe, expect, it } from "vitest";
import { blockTitled, compile, exampleConfig, makeProject, pageBlocks, removeProject } from "./examples.ts";

describe("example helpers", () => {
  const projects: string[] = [];
  afterAll(async () => Promise.all(projects.map(removeProject)));

  it("compile a page's configuration example against a fixture and return the emitted files", async () => {
    const project = await makeProject({ "src/index.js": "console.log('fixture entry');\n" });
    projects.push(project);
    const block = blockTitled(await pageBlocks("guides/getting-started.mdx"), "webpack.config.js");
    const { files } = await compile(await exampleConfig(block, project), project);
    expect(Object.values(files).join("\n")).toContain("fixture entry");
  });

  it("fail with webpack's message when the example does not build", async () => {
    const project = await makeProject({ "src/index.js": "import './missing.js';\n" });
    projects.push(project);
    await expect(compile({ entry: "./src/index.js" }, project)).rejects.toThrow(/missing\.js/);
  });
});
