import { devices, type BrowserContextOptions } from "@playwright/test";
import { expect, renderEveryBlock, test } from "../support.ts";

/** One page of each kind (the last a mistyped URL: the 404 with its suggestions); every kind has a menu button on phones, which appears with the app. */
const PAGES = [
  "/",
  "/concepts/",
  "/guides/getting-started/",
  "/configuration/output/",
  "/loaders/css-loader/",
  "/blog/",
  "/glossary/",
  "/configuration/printable/",
  "/errors/deprecations-compilation/",
  "/errors/runtime-loading/",
  "/configuraton/outptu/",
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

// Every part of a page fits a phone's width: only code blocks and tables scroll sideways, in their own boxes.
for (const url of [...PAGES, "/configuration/reference/"]) {
  test(`nothing on ${url} is wider than a 412 px window`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 412, height: 800 } });
    await page.goto(url);
    await renderEveryBlock(page);
    const tooWide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((element) => !element.closest("pre, .table-wrap") && element.getBoundingClientRect().right > width + 1)
        .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent.trim().slice(0, 60)}`)
        .slice(0, 5);
    });
    expect(tooWide).toEqual([]);
    await page.close();
  });
}

// While a section is skipped, its placeholder is its height as worked out at build time for the
// article's width (src/node/markdown/section-height.ts). The scrollbar must tell the truth from the
// start: a reader dragging its thumb lands where they meant to, and the page does not shrink or grow
// as they read. Checked on every page, at a phone's width and a desktop's.
for (const width of [412, 1280]) {
  test(`every page is as tall at load as once all its sections are laid out (within 10%) at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const llms = await (await request.get("/llms.txt")).text();
    const urls = [...llms.matchAll(/\]\((https:[^)]+)\.md\)/g)].map(([, address]) =>
      new URL(address!).pathname.replace(/(index)?$/, "/").replace(/\/\/$/, "/"),
    );
    const printable = ["api", "concepts", "configuration", "contribute", "errors", "guides", "loaders", "migrate", "plugins"].map(
      (name) => `/${name}/printable/`,
    );
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.addInitScript(() => (window.print = () => undefined));
    // The landing page's sponsors start in the monthly view one time in three (tests/e2e/fixture/landing.spec.ts),
    // which changes their height once the app runs: this test is about articles, so it takes the view the page is
    // prerendered with.
    await page.addInitScript(() => (Math.random = () => 0.9));
    const wrong: string[] = [];
    let skipped = 0;
    for (const url of [...urls, "/configuration/reference/", ...printable]) {
      await page.goto(url);
      const atLoad = await page.evaluate(() => document.documentElement.scrollHeight);
      skipped += await page.evaluate(
        () =>
          [...document.querySelectorAll(".article-section")].filter(
            (section) => !section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
          ).length,
      );
      await renderEveryBlock(page);
      const laidOut = await page.evaluate(() => document.documentElement.scrollHeight);
      if (Math.abs(atLoad / laidOut - 1) > 0.1) wrong.push(`${url}: ${atLoad} px at load, ${laidOut} px laid out`);
    }
    // The check means something only if many sections were skipped at load.
    expect(skipped).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
    await page.close();
  });
}

// An article renders only its sections near the viewport, a combined printable page only its pages
// (Article.css, `content-visibility`): a link to a heading deep in one must still land on the heading,
// keep it there, and scrolling back up past blocks that render only then must not move what is read.
const DEEP_LINKS = {
  "an article": "/configuration/output/#outputlibrary",
  "a combined printable page": "/configuration/printable/#configuration-resolve--resolvesymlinks",
};
for (const [kind, link] of Object.entries(DEEP_LINKS)) {
  for (const width of [412, 1280]) {
    test(`a deep link into ${kind} lands on its heading and stays there at ${width} px`, async ({ browser }) => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      const id = link.split("#")[1]!;
      await page.goto(link, { waitUntil: "networkidle" });
      const heading = page.locator(`[id="${id}"]`);
      await expect(heading).toBeInViewport();
      const landed = (await heading.boundingBox())!.y;
      await page.waitForTimeout(1000);
      expect(Math.abs((await heading.boundingBox())!.y - landed)).toBeLessThan(1);

      // Scroll up in steps of a screen, into blocks that were not rendered: the heading moves down by
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
}

const SKIPPED_BLOCKS = {
  "an article": ["/configuration/output/", ".article-section"],
  "a combined printable page": ["/configuration/printable/", ".article-section"],
};
for (const [kind, [url, block]] of Object.entries(SKIPPED_BLOCKS)) {
  test(`printing ${kind} lays out every one of its blocks`, async ({ page }) => {
    await page.goto(url!, { waitUntil: "networkidle" });
    // A block's content is skipped while the block is far from the viewport (checkVisibility says so of its first child).
    const skipped = () =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].filter((element) => !element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
            .length,
        block!,
      );
    // On screen, the blocks far below the first are skipped until they come near...
    expect(await skipped()).toBeGreaterThan(10);
    // ...on paper none is.
    await page.emulateMedia({ media: "print" });
    expect(await skipped()).toBe(0);
  });
}
