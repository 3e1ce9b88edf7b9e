import { expect, test } from "../support.ts";

test("the home page's title and description are its own, from content/index.mdx", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("webpack");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("webpack");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^webpack is a static module bundler/);
});

test("the source and configuration examples are highlighted at build time, not in the browser", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  // Shiki's output (light colours inline, dark ones as variables) is already in the static HTML.
  expect(html).toMatch(/<figure class="code-block"[^>]*><figcaption class="code-block__title"[^>]*>src\/index\.js<\/figcaption><pre class="shiki/);
  expect(html).toMatch(
    /<figcaption class="code-block__title"[^>]*>webpack\.config\.js<\/figcaption><pre class="shiki[^"]*"[^>]*>[\s\S]*--shiki-dark/,
  );
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { name: "Write your code" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bundle it" })).toBeVisible();
  expect(scripts.filter((url) => /shiki|highlight/i.test(url))).toEqual([]);
});
