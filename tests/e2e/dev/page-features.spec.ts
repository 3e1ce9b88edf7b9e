import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { OPTION_KEY_ATTRIBUTE, OPTION_TIP_ATTRIBUTE } from "../../../src/shared/config-examples.ts";
import { TUNING_EXAMPLE_COPIED } from "../tuning-example.ts";
import { devServerOnFixtureCopy } from "./fixture-copy.ts";

// A development server of its own (dev-server.spec.ts compares its pages with the fixture build, which has no
// configuration section), on the port after that one's.
const PORT = Number(process.env.E2E_DEV_PORT ?? 4175) + 1;
const ORIGIN = `http://localhost:${PORT}`;
test.describe.configure({ mode: "serial" });
// A configuration section: with it, the options reference is made and a page's `webpack.config.js` examples explain
// their keys (tests/fixtures/content/guides/tuning.mdx has one).
const fixture = devServerOnFixtureCopy(PORT, async (content) => {
  await mkdir(path.join(content, "configuration"));
  await writeFile(path.join(content, "configuration/index.mdx"), "---\ntitle: Configuration\nprintable: false\n---\n\nThe options.\n");
});

test("a saved page keeps its page features: breadcrumbs follow its title and group, its example's keys explain themselves, Copy takes the new code", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: ORIGIN });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.goto(`${ORIGIN}/guides/tuning/`);
  const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
  await expect(breadcrumbs.getByRole("listitem")).toHaveText(["Guides", "Advanced", "Tuning"]);
  const block = page.locator(".code-block", { hasText: "contenthash" });
  const key = (option: string) => block.locator(`[${OPTION_KEY_ATTRIBUTE}="${option}"]`);
  const tip = (option: string) => page.locator(`[${OPTION_TIP_ATTRIBUTE}="${option}"]`);
  /** Focuses an option key until its explanation shows (the explanations' handlers start once their chunk is there). */
  const explains = (option: string) =>
    expect(async () => {
      await key(option).blur();
      await key(option).focus();
      await expect(tip(option)).toBeVisible({ timeout: 1000 });
      await expect(key(option)).toHaveAttribute("aria-describedby", (await tip(option).getAttribute("id"))!);
    }).toPass({ timeout: 15_000 });
  await explains("cache");

  const source = await readFile(path.join(fixture.content(), "guides/tuning.mdx"), "utf8");
  await writeFile(
    path.join(fixture.content(), "guides/tuning.mdx"),
    source
      .replace("title: Tuning", "title: Tuning Renamed")
      .replace("group: Advanced", "group: Expert")
      .replace('  devtool: "eval", // [!code warning]', '  bail: true, // [!code ++]\n  devtool: "eval", // [!code warning]'),
  );
  await expect(breadcrumbs.getByRole("listitem")).toHaveText(["Guides", "Expert", "Tuning Renamed"], { timeout: 30_000 });
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText("Tuning Renamed");
  // The key the save added explains itself, as do the others.
  await explains("bail");
  await explains("devtool");
  await block.getByRole("button", { name: "Copy webpack.config.js" }).click();
  await expect(block.getByRole("button", { name: "Copy webpack.config.js" })).toHaveText("Copied");
  // The build's example with the line the save added.
  const copied = [...TUNING_EXAMPLE_COPIED];
  copied.splice(copied.indexOf('  devtool: "eval",'), 0, "  bail: true,");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied.join("\n"));
  expect(documents).toEqual(["/guides/tuning/"]);
});
