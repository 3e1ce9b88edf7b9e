import { readFileSync } from "node:fs";
import { expect, test } from "../support.ts";

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) });

test("the web manifest has the site's name, colours, display, scope and every icon, each a PNG of its declared size", async ({ page, request }) => {
  await page.goto("/concepts/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.json");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#2b3a42");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/icon_180x180.png");

  const manifest = (await (await request.get("/manifest.json")).json()) as { icons: { src: string; sizes: string; type: string }[] } & Record<
    string,
    unknown
  >;
  expect(manifest).toMatchObject({
    name: "webpack Documentation",
    short_name: "webpack",
    background_color: "#2b3a42",
    theme_color: "#2b3a42",
    display: "minimal-ui",
    scope: "/",
    start_url: "/",
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    ["72", "96", "120", "128", "144", "150", "152", "167", "180", "192", "384", "512"].map((size) => `${size}x${size}`),
  );
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()["content-type"]).toBe("image/png");
    const [width] = icon.sizes.split("x").map(Number);
    expect(pngSize(await response.body())).toEqual({ width, height: width });
  }
});

test("llms.txt lists every page by section with its Markdown, which is served next to the HTML", async ({ page, request }) => {
  const llms = await (await request.get("/llms.txt")).text();
  expect(llms).toMatch(/^# webpack documentation\n\n> /);
  const links = [...llms.matchAll(/^- \[([^\]]+)\]\((https:\/\/webpack\.js\.org\/[^)]+\.md)\)/gm)].map((match) => ({
    title: match[1]!,
    url: match[2]!,
  }));
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>https:\/\/webpack\.js\.org([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(links.length).toBe(pages.length);
  expect(llms).toContain("- [Loaders](https://webpack.js.org/concepts/loaders.md): ");

  const markdown = await request.get("/concepts/loaders.md");
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()["content-type"]).toMatch(/^text\/markdown/);
  expect(await markdown.text()).toMatch(/^---\ntitle: Loaders\n/);

  await page.goto("/concepts/loaders/");
  await expect(page.getByRole("link", { name: "View as Markdown" })).toHaveAttribute("href", "/concepts/loaders.md");
});

test("every old URL lands on its new page with status 200 (outside targets answer a redirect to them)", async ({ request }) => {
  const rules = JSON.parse(readFileSync("content/redirects.json", "utf8")) as Record<string, string>;
  for (const [source, destination] of Object.entries(rules)) {
    // A fragment redirect ("/page/#start*") is the app's to follow: a server never sees the hash (pages.spec.ts).
    if (source.includes("#")) continue;
    if (destination.startsWith("https://")) {
      const response = await request.get(source, { maxRedirects: 0 });
      expect([301, 308], source).toContain(response.status());
      continue;
    }
    const response = await request.get(source);
    expect(response.status(), source).toBe(200);
    expect(new URL(response.url()).pathname, source).toBe(destination.split("#")[0]);
  }
});

test("analytics never load in tests: no request goes to the analytics host", async ({ page }) => {
  const hosts: string[] = [];
  page.on("request", (request) => hosts.push(new URL(request.url()).host));
  await page.goto("/concepts/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForTimeout(500);
  expect(hosts.filter((host) => host.includes("googletagmanager") || host.includes("google-analytics"))).toEqual([]);
});
