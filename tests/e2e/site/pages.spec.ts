import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support.ts";

/** One page of each kind on the real site. */
const PAGE_KINDS = {
  home: "/",
  "section index": "/concepts/",
  "concept page": "/concepts/entry-points/",
  "configuration page": "/configuration/output/",
  "guide page": "/guides/installation/",
  "top-level page": "/glossary/",
  "blog index": "/blog/",
  printable: "/concepts/printable/",
  "not found": "/this/page/does/not/exist/",
  vote: "/vote/",
} as const;

for (const [kind, url] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${url}) loads and hydrates with no console error`, async ({ page, errors }) => {
    await page.addInitScript(() => (window.print = () => undefined));
    await page.goto(url);
    await expect(page.locator("h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Chromium logs the 404 status of the not-found document itself; any other message is an app error.
    expect(errors.filter((error) => !(url.includes("does/not/exist") && error.includes("status of 404")))).toEqual([]);
  });

  test(`${kind} (${url}) has no axe violations`, async ({ browser }) => {
    // Scanning the long pages (printable sections, configuration) takes 25–30 s on a busy two-core machine.
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => (window.print = () => undefined));
    await page.goto(url);
    await expect(page.locator("h1").first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      ),
    ).toEqual([]);
    await context.close();
  });
}

// The landing page and the vote page in the dark theme too (the light one is scanned above).
for (const url of ["/", "/vote/"]) {
  test(`${url} has no axe violations in the dark theme`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    // The sponsor view starts by total (the monthly one is empty with the seed data), so there are logos to scan.
    await page.addInitScript(() => (Math.random = () => 0.9));
    await page.goto(url);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.locator("h1").first()).toBeVisible();
    if (url === "/") {
      // Scan the sponsor lists too, once loaded.
      await page.locator("#support").scrollIntoViewIfNeeded();
      await expect(page.locator("a.support-logo").first()).toBeVisible();
    }
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(" "))
            .slice(0, 3)
            .join(", ")}`,
      ),
    ).toEqual([]);
    await context.close();
  });
}

test("old URLs redirect to their new pages", async ({ request }) => {
  const response = await request.get("/get-started/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/guides/getting-started/");
});

test("responses are compressed and hashed assets are cached as immutable", async ({ request, page }) => {
  const html = await request.get("/concepts/", { headers: { "Accept-Encoding": "gzip" } });
  expect(html.headers()["content-encoding"]).toBe("gzip");
  await page.goto("/concepts/");
  const script = await page.locator("script[src^='/assets/']").first().getAttribute("src");
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
