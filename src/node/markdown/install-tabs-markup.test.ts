import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { ContentError } from "../errors.ts";
import { compileBody } from "./compile.ts";

const tabsOf = async (source: string) => {
  const { html } = await compileBody("fixture.mdx", source, "mdx");
  const document = new JSDOM(html).window.document;
  return {
    tabs: [...document.querySelectorAll('[role="tab"]')].map((tab) => ({
      name: tab.textContent,
      selected: tab.getAttribute("aria-selected"),
      controls: tab.getAttribute("aria-controls"),
    })),
    panels: [...document.querySelectorAll('[role="tabpanel"]')].map((panel) => ({
      id: panel.id,
      labelledBy: panel.getAttribute("aria-labelledby"),
      text: panel.querySelector("pre")?.textContent,
    })),
  };
};

describe("npm2yarn install blocks", () => {
  it("become npm, yarn and pnpm tabs, each panel a highlighted block with the converted command", async () => {
    const { tabs, panels } = await tabsOf("```bash npm2yarn\nnpm install --save-dev css-loader style-loader\n```");
    expect(tabs).toEqual([
      { name: "npm", selected: "true", controls: "install-1-npm-panel" },
      { name: "yarn", selected: "false", controls: "install-1-yarn-panel" },
      { name: "pnpm", selected: "false", controls: "install-1-pnpm-panel" },
    ]);
    expect(panels).toEqual([
      { id: "install-1-npm-panel", labelledBy: "install-1-npm", text: "npm install --save-dev css-loader style-loader" },
      { id: "install-1-yarn-panel", labelledBy: "install-1-yarn", text: "yarn add --dev css-loader style-loader" },
      { id: "install-1-pnpm-panel", labelledBy: "install-1-pnpm", text: "pnpm add --save-dev css-loader style-loader" },
    ]);
  });

  it("number their ids per page, so two blocks on one page do not clash", async () => {
    const { tabs } = await tabsOf("```bash npm2yarn\nnpm install webpack\n```\n\n```bash npm2yarn\nnpm run build\n```");
    expect(tabs.map((tab) => tab.controls)).toContain("install-2-pnpm-panel");
    expect(new Set(tabs.map((tab) => tab.controls)).size).toBe(6);
  });

  it("leave fences without the flag as plain code blocks", async () => {
    expect((await tabsOf("```bash\nnpm install webpack\n```")).tabs).toEqual([]);
  });

  it("stop the build with file and line when a line is not an npm command", async () => {
    const error = await compileBody("guide.mdx", "Text\n\n```bash npm2yarn\nnpm install webpack\ncd app\n```", "mdx").catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toBe('guide.mdx:5: an npm2yarn block holds only npm and npx commands, not "cd app"');
  });
});
