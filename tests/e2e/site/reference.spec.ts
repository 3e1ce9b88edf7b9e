import AxeBuilder from "@axe-core/playwright";
import { expect, headerBottom, renderEveryBlock, test, waitForAppOnNavigation } from "../support.ts";

test("an option heading's Reference link leads to its entry, and the entry's Guide link leads back", async ({ page, errors }) => {
  await page.goto("/configuration/output/");
  const heading = page.locator("h2#outputfilename");
  const reference = heading.getByRole("link", { name: "Reference entry for output.filename" });
  await expect(reference).toHaveAttribute("href", "/configuration/reference/#outputfilename");
  await reference.click();

  await expect(page).toHaveURL(/\/configuration\/reference\/#outputfilename$/);
  await expect(page.locator("h1")).toHaveText("Options Reference");
  const entry = page.locator("h3#outputfilename");
  await expect(entry).toBeInViewport();
  // The fixed header does not cover the entry it scrolled to.
  expect((await entry.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(page));
  const facts = entry.locator("xpath=following-sibling::ul[1]");
  await expect(facts).toContainText('Default: "[name].js"');

  await facts.getByRole("link", { name: "Output" }).click();
  await expect(page).toHaveURL(/\/configuration\/output\/#outputfilename$/);
  await expect(page.locator("h2#outputfilename")).toBeInViewport();
  expect(errors).toEqual([]);
});

test("the reference is listed in the configuration sidebar under its own group", async ({ page }) => {
  await page.goto("/configuration/output/");
  const sidebar = page.getByRole("navigation", { name: /configuration/i });
  await expect(sidebar.getByText("Reference", { exact: true })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Options Reference" })).toHaveAttribute("href", "/configuration/reference/");
});

for (const theme of ["light", "dark"]) {
  test(`the reference page has no axe violations (${theme} theme)`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await waitForAppOnNavigation(page);
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await page.goto("/configuration/reference/");
    await expect(page.locator("h1")).toHaveText("Options Reference");
    // Scanning all ~900 entries takes axe about two minutes here. Every entry is built from the same few
    // pieces, and the first 600 and last 100 elements of the article hold each kind (top-level, nested and
    // deep headings, every fact line, links), so the rest is taken out before the scan.
    await page.locator(".prose").evaluate((article) => {
      // The blocks in reading order: the introduction's, then each top-level option's section's.
      const blocks = [...article.querySelectorAll(":scope > :not(section), :scope > section > *")];
      for (const block of blocks.slice(600, -100)) block.remove();
    });
    await renderEveryBlock(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.length} nodes, e.g. ${violation.nodes[0]?.target.join(" ")}`),
    ).toEqual([]);
    await context.close();
  });
}
