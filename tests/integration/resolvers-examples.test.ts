import { expect, it } from "vitest";

/** The Resolvers page (api/resolvers.mdx): its two example configurations, compiled against the page's own source files. */
import { blockTitled, compile, exampleConfig, pageBlocks, projectsFor } from "./helpers/examples.ts";

const blocks = await pageBlocks("api/resolvers.mdx");
const newProject = projectsFor();

it("the Resolvers page's plugins pick the variant file, log what they resolved, and alias a request", async () => {
  const files: Record<string, string> = { "package.json": JSON.stringify({ name: "r", private: true }) };
  for (const f of ["src/index.js", "src/config.production.js", "src/config.staging.js", "src/alias.js"]) files[f] = blockTitled(blocks, f).code;
  const project = await newProject(files);
  const main = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 1), project), project);
  expect(main.files["main.js"]).toContain("API: https://example.com");
  expect(main.files["resolved.txt"]).toBe("src/config.production.js\n");
  process.env.APP_VARIANT = "staging";
  const staging = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 1), project), project);
  delete process.env.APP_VARIANT;
  expect(staging.files["main.js"]).toContain("API: https://staging.example.com");
  expect(staging.files["resolved.txt"]).toBe("src/config.staging.js\n");
  const alias = await compile(await exampleConfig(blockTitled(blocks, "webpack.config.js", 0), project), project);
  expect(alias.files["main.js"]).toContain('console.log("config:","https://staging.example.com")');
});
