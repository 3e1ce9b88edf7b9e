import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, renderEveryBlock, test, waitForAppOnNavigation } from "../support.ts";

// /concepts/ opens with a configuration example that sets mode, entry, output, module.rules and plugins.
const PAGE = "/concepts/";
const example = (page: Page) => page.locator(".code-block--config").first();
const key = (page: Page, name: string) =>
  example(page)
    .locator(".option-key", { hasText: new RegExp(`^${name}$`) })
    .first();

/** Opens the page and waits for its examples' chunk to start. */
async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await expect(page.locator("[data-article][data-options-explained]")).toHaveCount(1);
}

/** The explanation a key points to with `aria-describedby`, and only while it is shown. */
async function explanationOf(page: Page, target: Locator): Promise<Locator> {
  await expect(target).toHaveAttribute("aria-describedby", /./);
  return page.locator(`[id="${await target.getAttribute("aria-describedby")}"]`);
}

test("an option key links to its reference entry and explains itself on hover, with the reference's facts", async ({ page, errors }) => {
  await open(page);
  const mode = key(page, "mode");
  await expect(mode).toHaveAttribute("href", "/configuration/reference/#mode");
  await expect(mode).not.toHaveAttribute("aria-describedby", /./);
  await mode.hover();
  await expect(mode).toHaveAttribute("aria-describedby", /./);
  const tip = await explanationOf(page, mode);
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute("role", "tooltip");
  await expect(tip).toContainText("Enable production optimizations or development hints.");
  await expect(tip).toContainText('Type: "development" | "production" | "none"');

  // Another key: its default in production and development, from webpack's own defaults.
  const filename = key(page, "filename");
  await filename.hover();
  const filenameTip = await explanationOf(page, filename);
  await expect(filenameTip).toContainText('Default: "[name].js" (production and development)');
  await expect(tip).toBeHidden();
  // Below its key, over the code: nothing under it moves.
  const [keyBox, tipBox] = [await filename.boundingBox(), await filenameTip.boundingBox()];
  expect(tipBox!.y).toBeGreaterThanOrEqual(keyBox!.y + keyBox!.height);
  expect(tipBox!.y).toBeLessThan(keyBox!.y + keyBox!.height + 12);

  // The pointer leaves: it goes, after a moment to reach it.
  await page.mouse.move(5, 5);
  await expect(filenameTip).toBeHidden();
  await expect(filename).not.toHaveAttribute("aria-describedby", /./);

  // A click follows the link.
  await key(page, "plugins").click();
  await expect(page).toHaveURL("/configuration/reference/#plugins");
  expect(errors).toEqual([]);
});

test("a key explains itself on keyboard focus, and Escape hides it", async ({ page }) => {
  await open(page);
  await example(page).locator("pre").focus();
  // Tab on from the code block into the code: the first key is the next stop.
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(focused).toHaveClass(/option-key/);
  const tip = await explanationOf(page, focused);
  await expect(tip).toBeVisible();
  await expect(tip).toContainText("Type:");
  await page.keyboard.press("Escape");
  await expect(tip).toBeHidden();
  await expect(focused).not.toHaveAttribute("aria-describedby", /./);
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 412, height: 900 }, hasTouch: true, isMobile: true });

  test("a tap shows the explanation, a second tap follows the link, a tap elsewhere hides it", async ({ page }) => {
    await open(page);
    const entry = key(page, "entry");
    await entry.scrollIntoViewIfNeeded();
    await entry.tap();
    await expect(page).toHaveURL(PAGE);
    const tip = await explanationOf(page, entry);
    await expect(tip).toBeVisible();
    await expect(tip).toContainText("entry");
    await page.locator("h1").tap();
    await expect(tip).toBeHidden();
    await entry.tap();
    await expect(tip).toBeVisible();
    await entry.tap();
    await expect(page).toHaveURL("/configuration/reference/#entry");
  });
});

test("“Check this configuration” opens the check with the example, which passes webpack's validation", async ({ page, errors }) => {
  await open(page);
  const text = await example(page).evaluate((figure) => [...figure.querySelectorAll("pre .line")].map((line) => line.textContent).join("\n"));
  await example(page).getByRole("link", { name: "Check this configuration" }).click();
  await expect(page).toHaveURL(/\/configuration\/check\/#text=/);
  const box = page.getByLabel("Your configuration");
  await expect(box).toHaveValue(text);
  await expect(page.locator(".config-check__summary")).toHaveText("This configuration passes webpack's validation.");
  expect(errors).toEqual([]);
});

test("the check's text is kept in the URL's fragment: a shared URL opens with it, and edits update it", async ({ page }) => {
  await waitForAppOnNavigation(page);
  const text = 'module.exports = { mode: "production", output: { filenme: "[name].js" } };';
  await page.goto(`/configuration/check/#${new URLSearchParams({ text }).toString()}`);
  const box = page.getByLabel("Your configuration");
  await expect(box).toHaveValue(text);
  await expect(page.locator(".config-check__summary")).toContainText("1 problem");
  await box.fill('module.exports = { mode: "development" };');
  await expect
    .poll(() => page.evaluate(() => new URLSearchParams(location.hash.slice(1)).get("text")))
    .toBe('module.exports = { mode: "development" };');
  // Nothing of it reached the server: the fragment is never part of a request.
  await box.fill("");
  await expect.poll(() => page.evaluate(() => location.hash)).toBe("");
});

for (const theme of ["light", "dark"] as const) {
  test(`no accessibility violations with an explanation open, ${theme} theme`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await waitForAppOnNavigation(page);
    await page.addInitScript((saved) => localStorage.setItem("theme", saved), theme);
    await open(page);
    await renderEveryBlock(page);
    await key(page, "output").focus();
    await expect(await explanationOf(page, key(page, "output"))).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    await context.close();
  });
}
