import type { Page } from "@playwright/test";
import { expect, test } from "../support.ts";

/**
 * The Content-Security-Policy the server sends must let every page kind work
 * as it is: any script, style, image, connection or frame the policy refuses
 * fails these tests (the browser's `securitypolicyviolation` events and its
 * console reports are both collected).
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

async function watchPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push(`${event.effectiveDirective} refused ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  // StackBlitz is not reachable from the test machine: a stand-in page answers for it.
  await page.route(/^https:\/\/stackblitz\.com\//, (route) =>
    route.fulfill({ body: "<!doctype html><p>StackBlitz stand-in</p>", contentType: "text/html" }),
  );
  return reports;
}

async function violations(page: Page, reports: string[]): Promise<string[]> {
  return [...(await page.evaluate(() => window.cspViolations)), ...reports];
}

const PAGE_KINDS: Record<string, string> = {
  landing: "/",
  docs: "/concepts/",
  "options reference": "/configuration/reference/",
  printable: "/concepts/printable/",
  vote: "/vote/",
  "app shell": "/app-shell/",
  "not found": "/does/not/exist/",
};

for (const [kind, url] of Object.entries(PAGE_KINDS)) {
  test(`the ${kind} page carries the security headers and breaks none of their rules`, async ({ page }) => {
    const reports = await watchPolicy(page);
    const response = await page.goto(url);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(headers["content-security-policy"]).not.toContain("'unsafe-inline'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
    await page.waitForLoadState("networkidle");
    // The head script ran (it marks that scripts run) and the app started.
    await expect(page.locator("header.header")).toBeVisible();
    expect(await violations(page, reports)).toEqual([]);
  });
}

test("the landing page's sponsor lists and avatars load within the policy", async ({ page }) => {
  const reports = await watchPolicy(page);
  await page.goto("/");
  await page.locator("#support").scrollIntoViewIfNeeded();
  await expect(page.locator("a.support-logo").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await violations(page, reports)).toEqual([]);
});

test("search opens and shows a result (Pagefind's engine and index) within the policy", async ({ page }) => {
  const reports = await watchPolicy(page);
  await page.goto("/concepts/");
  await page.getByRole("combobox", { name: "Search the documentation" }).fill("loaders");
  const results = page.getByRole("listbox", { name: "Search results" }).getByRole("option");
  await expect(results.first()).toBeVisible();
  await results.first().click();
  await page.waitForLoadState("networkidle");
  expect(await violations(page, reports)).toEqual([]);
});

test("a page reached by client navigation, with highlighted code and a StackBlitz embed, stays within the policy", async ({ page }) => {
  const reports = await watchPolicy(page);
  await page.goto("/guides/");
  await page.locator(".sidebar").getByRole("link", { name: "Getting Started", exact: true }).click();
  await expect(page.locator("h1")).toHaveText("Getting Started");
  await expect(page.locator("pre.shiki").first()).toBeVisible();
  await page.getByRole("button", { name: "Run it here" }).first().click();
  // The stand-in page shows inside the frame: frame-src let it in.
  await expect(page.frameLocator("iframe.stackblitz__frame").locator("p")).toHaveText("StackBlitz stand-in");
  expect(await violations(page, reports)).toEqual([]);
});
