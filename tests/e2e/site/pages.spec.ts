import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, renderEveryBlock, test, waitForAppOnNavigation } from "../support.ts";

/** One page of each kind on the real site. */
const PAGE_KINDS = {
  home: "/",
  "section index": "/concepts/",
  "concept page": "/concepts/entry-points/",
  "configuration page": "/configuration/output/",
  "guide page": "/guides/installation/",
  "API page": "/api/node/",
  "loader page (install tabs)": "/loaders/css-loader/",
  "plugin page": "/plugins/split-chunks-plugin/",
  "errors section index": "/errors/",
  "errors entry (messages as printed)": "/errors/module-not-found/",
  "errors deprecations (a heading per code)": "/errors/deprecations-compilation/",
  "errors runtime messages": "/errors/runtime-loading/",
  "top-level page": "/glossary/",
  "blog index": "/blog/",
  printable: "/concepts/printable/",
  "not found": "/this/page/does/not/exist/",
  "not found, with suggestions": "/configuraton/outptu/",
  vote: "/vote/",
} as const;

const THEMES = ["light", "dark"] as const;

/** A fresh page (axe needs one from `browser.newContext()`) with the theme saved and printing stubbed. */
async function pageInTheme(browser: Browser, theme: (typeof THEMES)[number], options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await waitForAppOnNavigation(page);
  await page.addInitScript((saved) => {
    localStorage.setItem("theme", saved);
    window.print = () => undefined;
  }, theme);
  return page;
}

/** Scans with the WCAG 2.2 AA rules. The largest pages take axe a while on a busy machine: allow for it. */
async function axeViolations(page: Page): Promise<string[]> {
  // Raises the test's time-out to 90 s, never lowers one a test that scans many pages has set.
  test.setTimeout(Math.max(test.info().timeout, 90_000));
  await renderEveryBlock(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

for (const [kind, url] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${url}) loads and hydrates with no console error`, async ({ page, errors }) => {
    await page.addInitScript(() => (window.print = () => undefined));
    await page.goto(url);
    await expect(page.locator("h1").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Chromium logs the 404 status of the not-found document itself; any other message is an app error.
    expect(errors.filter((error) => !(kind.startsWith("not found") && error.includes("status of 404")))).toEqual([]);
  });

  for (const theme of THEMES) {
    test(`${kind} (${url}) has no axe violations in the ${theme} theme`, async ({ browser }) => {
      const page = await pageInTheme(browser, theme);
      await page.goto(url);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
}

for (const theme of THEMES) {
  test(`the header with the language menu open has no axe violations in the ${theme} theme`, async ({ browser }) => {
    const page = await pageInTheme(browser, theme);
    await page.goto("/configuration/output/");
    await page.getByRole("button", { name: "Language: English" }).click();
    await expect(page.getByRole("menu", { name: "Language" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test(`the search results open have no axe violations in the ${theme} theme`, async ({ browser }) => {
    const page = await pageInTheme(browser, theme);
    await page.goto("/concepts/");
    await page.getByRole("combobox", { name: "Search the documentation" }).fill("loader");
    await expect(page.getByRole("listbox", { name: "Search results" }).getByRole("option").first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test(`a long page with its outline beside it, one heading marked, has no axe violations in the ${theme} theme`, async ({ browser }) => {
    const page = await pageInTheme(browser, theme, { viewport: { width: 1280, height: 800 } });
    await page.goto("/configuration/output/");
    await page.locator('[id="outputlibrary"]').evaluate((heading) => heading.scrollIntoView());
    await expect(page.getByRole("navigation", { name: "On this page" }).locator('[aria-current="location"]')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test(`a phone with the outline disclosure open has no axe violations in the ${theme} theme`, async ({ browser }) => {
    const page = await pageInTheme(browser, theme, { viewport: { width: 412, height: 800 } });
    await page.goto("/configuration/dev-server/");
    await page.locator("details.outline > summary").click();
    await expect(page.getByRole("navigation", { name: "On this page" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test(`a phone with the navigation drawer open has no axe violations in the ${theme} theme`, async ({ browser }) => {
    const page = await pageInTheme(browser, theme, { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await page.goto("/guides/installation/");
    await page.getByRole("button", { name: "Toggle navigation menu" }).tap();
    await expect(page.getByRole("dialog", { name: "Navigation menu" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
}

// Every page of the errors section (its message blocks, facts lines and reproductions), in both themes: the pages
// are read from the section's list in /llms.txt, so a new one is scanned too.
for (const theme of THEMES) {
  test(`every page of the errors section has no axe violations in the ${theme} theme`, async ({ browser, request }) => {
    test.setTimeout(600_000);
    const llms = await (await request.get("/llms.txt")).text();
    const urls = [...llms.matchAll(/\]\((https:[^)]+)\.md\)/g)]
      .map(([, address]) => new URL(address!).pathname.replace(/(index)?\.md$/, "").replace(/(index)?$/, "/"))
      .filter((url) => url.startsWith("/errors/"));
    const page = await pageInTheme(browser, theme);
    const found: string[] = [];
    for (const url of [...new Set(urls)]) {
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      found.push(...(await axeViolations(page)).map((violation) => `${url}: ${violation}`));
    }
    expect(urls.length).toBeGreaterThan(10);
    expect(found).toEqual([]);
    await page.context().close();
  });
}

// The landing page once its sponsor lists have loaded, in both themes.
for (const theme of THEMES) {
  test(`the landing page with the sponsor lists loaded has no axe violations in the ${theme} theme`, async ({ browser }) => {
    const page = await pageInTheme(browser, theme);
    // Start on the total view, which has logos to scan.
    await page.addInitScript(() => (Math.random = () => 0.9));
    await page.goto("/");
    await page.locator("#support").scrollIntoViewIfNeeded();
    await expect(page.locator("a.support-logo").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
}

test("old URLs redirect to their new pages", async ({ request }) => {
  const response = await request.get("/get-started/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/guides/getting-started/");
});

test("the cache options' old anchors on Other Options lead to the Cache page, keeping the anchor", async ({ page }) => {
  await page.goto("/configuration/other-options/#cachetype");
  await expect(page).toHaveURL("/configuration/cache/#cachetype");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache");
});

test("responses are compressed and hashed assets are cached as immutable", async ({ request, page }) => {
  const html = await request.get("/concepts/", { headers: { "Accept-Encoding": "gzip" } });
  expect(html.headers()["content-encoding"]).toBe("gzip");
  await page.goto("/concepts/");
  const script = await page.locator("script[src^='/assets/']").first().getAttribute("src");
  const asset = await request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
