import { devices, type BrowserContextOptions } from "@playwright/test";
import { expect, test } from "../support.ts";

/** One page of each kind; the docs kinds have a drawer on narrow screens, whose menu button appears with the app. */
const PAGES = [
  "/",
  "/concepts/",
  "/guides/getting-started/",
  "/configuration/output/",
  "/loaders/css-loader/",
  "/blog/",
  "/glossary/",
  "/configuration/printable/",
];

// A plain window made narrow (Lighthouse's mobile run lays pages out at 412 px like this), a desktop
// window, and an emulated phone (touch, mobile viewport, high density): they lay out differently here.
const PIXEL = devices["Pixel 7"];
const PHONE: BrowserContextOptions = {
  viewport: PIXEL.viewport,
  userAgent: PIXEL.userAgent,
  deviceScaleFactor: PIXEL.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
};
const WINDOWS: Record<string, BrowserContextOptions> = {
  "a 412 px window": { viewport: { width: 412, height: 800 } },
  "a 1280 px window": { viewport: { width: 1280, height: 800 } },
  "an emulated phone (Pixel 7)": PHONE,
};

for (const [window, options] of Object.entries(WINDOWS)) {
  for (const url of PAGES) {
    test(`nothing moves after first paint on ${url} in ${window}`, async ({ browser }) => {
      const page = await browser.newPage(options);
      await page.addInitScript(() => {
        (window as unknown as { __shifts: number }).__shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(url, { waitUntil: "networkidle" });
      await page.waitForTimeout(1000);
      const shift = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
      expect(shift).toBeLessThan(0.01);
      await page.close();
    });
  }
}

// A combined printable page renders only the pages near the viewport (Article.css,
// `content-visibility`): a link to a heading deep in it must still land on the heading, keep
// it there, and scrolling back up past pages that render only then must not move what is read.
for (const width of [412, 1280]) {
  test(`a deep link into a combined printable page lands on its heading and stays there at ${width} px`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const id = "configuration-resolve--resolvesymlinks";
    await page.goto(`/configuration/printable/#${id}`, { waitUntil: "networkidle" });
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    const landed = (await heading.boundingBox())!.y;
    await page.waitForTimeout(1000);
    expect(Math.abs((await heading.boundingBox())!.y - landed)).toBeLessThan(1);

    // Scroll up in steps of a screen, into pages that were not rendered: the heading moves down by
    // exactly the distance scrolled, each time.
    for (let step = 0; step < 4; step++) {
      const before = (await heading.boundingBox())!.y;
      const scrolled = await page.evaluate(() => {
        const from = window.scrollY;
        window.scrollBy(0, -800);
        return from - window.scrollY;
      });
      await page.waitForTimeout(200);
      expect(scrolled).toBe(800);
      expect(Math.abs((await heading.boundingBox())!.y - before - scrolled)).toBeLessThan(1);
    }
    await page.close();
  });
}

test("printing a combined printable page lays out every one of its pages", async ({ page }) => {
  await page.goto("/configuration/printable/", { waitUntil: "networkidle" });
  // A page's content is skipped while the page is far from the viewport (checkVisibility says so of its first child).
  const skipped = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll(".printable-page")].filter(
          (section) => !section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
    );
  // On screen, the pages far below the first are skipped until they come near...
  expect(await skipped()).toBeGreaterThan(10);
  // ...on paper none is.
  await page.emulateMedia({ media: "print" });
  expect(await skipped()).toBe(0);
});
