import { expect, test } from "../support.ts";

/** One page of each kind; the docs kinds have a drawer on narrow screens, whose menu button appears with the app. */
const PAGES = ["/", "/concepts/", "/guides/getting-started/", "/configuration/output/", "/loaders/css-loader/", "/blog/", "/glossary/"];

// A plain window made narrow (no phone emulation): Lighthouse's mobile run lays pages out at 412 px like this.
for (const width of [412, 1280]) {
  for (const url of PAGES) {
    test(`nothing moves after first paint on ${url} at ${width} px`, async ({ browser }) => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
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
