import type { Page } from "@playwright/test";
import { expect, headerBottom, test } from "../support.ts";

/**
 * Characters on each full line of the article's prose paragraphs: every
 * line but a paragraph's last, read from where the browser broke them (a
 * character's line is where its middle falls; text only for screen readers
 * is not on any line).
 */
async function charactersPerLine(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const counts: number[] = [];
    const paragraphs = [...document.querySelectorAll<HTMLElement>(".prose p")].filter((p) => !p.closest(".aside, li, td, th")).slice(0, 12);
    for (const paragraph of paragraphs) {
      const top = paragraph.getBoundingClientRect().top;
      const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(".visually-hidden")) continue;
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index++) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const line = Math.floor((rect.top + rect.height / 2 - top) / lineHeight);
          lines.set(line, (lines.get(line) ?? 0) + 1);
        }
      }
      counts.push(...[...lines.values()].slice(0, -1));
    }
    return counts;
  });
}

const PROSE_PAGES = {
  "section index": "/concepts/",
  guide: "/guides/getting-started/",
  "configuration page": "/configuration/output/",
  "blog post": "/blog/2020-10-10-webpack-5-release/",
};

for (const width of [1280, 1920]) {
  for (const [kind, url] of Object.entries(PROSE_PAGES)) {
    test(`a line of prose holds 65 to 80 characters on a ${kind} at ${width} px`, async ({ browser }) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(url);
      const lines = await charactersPerLine(page);
      expect(lines.length).toBeGreaterThan(5);
      const average = lines.reduce((sum, count) => sum + count, 0) / lines.length;
      expect(average).toBeGreaterThanOrEqual(65);
      expect(average).toBeLessThanOrEqual(80);
      // No single line runs far past the measure either.
      expect(Math.max(...lines)).toBeLessThanOrEqual(88);
      await page.close();
    });
  }
}

test("on wide screens the article sits between the sidebar and the outline", async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1920, height: 900 } });
  await page.goto("/configuration/output/");
  const sidebar = (await page.getByRole("navigation", { name: "Configuration pages" }).boundingBox())!;
  const article = (await page.locator(".doc__article").boundingBox())!;
  const outline = (await page.getByRole("navigation", { name: "On this page" }).boundingBox())!;
  expect(sidebar.x + sidebar.width).toBeLessThan(article.x);
  expect(article.x + article.width).toBeLessThan(outline.x);
  expect(outline.x + outline.width).toBeLessThanOrEqual(1920);
  await page.close();
});

test.describe("the outline at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("lists the page's ## and ### headings, in order, beside the article", async ({ page }) => {
    await page.goto("/configuration/output/");
    const outline = page.getByRole("navigation", { name: "On this page" });
    await expect(outline).toBeVisible();
    const headings = await page.locator(".prose :is(h2, h3)[id]").evaluateAll((elements) => elements.map((element) => `#${element.id}`));
    expect(headings.length).toBeGreaterThan(80);
    expect(await outline.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(headings);
  });

  test("marks the heading being read, in the outline and in the sidebar, as the reader scrolls", async ({ page }) => {
    await page.goto("/configuration/output/");
    const outline = page.getByRole("navigation", { name: "On this page" });
    const sidebar = page.getByRole("navigation", { name: "Configuration pages" });
    for (const id of ["outputchunkfilename", "outputlibrary", "outputpath"]) {
      await page.locator(`[id="${id}"]`).evaluate((heading) => heading.scrollIntoView());
      await expect(outline.locator('[aria-current="location"]')).toHaveAttribute("href", `#${id}`);
      await expect(sidebar.locator('[aria-current="location"]')).toHaveAttribute("href", `#${id}`);
      // Only one at a time, and it is where the outline's own scroller shows it.
      await expect(outline.locator("[aria-current]")).toHaveCount(1);
      await expect(outline.locator('[aria-current="location"]')).toBeInViewport();
    }
    // Back at the top, before the first heading: nothing is marked.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(outline.locator("[aria-current]")).toHaveCount(0);
  });

  test("a click or Enter on an entry scrolls to its heading, below the header, and moves focus there", async ({ page }) => {
    await page.goto("/configuration/output/");
    const outline = page.getByRole("navigation", { name: "On this page" });
    await outline.getByRole("link", { name: "output.publicPath", exact: true }).click();
    const clicked = page.locator('[id="outputpublicpath"]');
    await expect(clicked).toBeFocused();
    await expect(clicked).toBeInViewport();
    expect((await clicked.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom(page));
    await expect(page).toHaveURL(/#outputpublicpath$/);

    const entry = outline.getByRole("link", { name: "output.clean", exact: true });
    await entry.focus();
    await page.keyboard.press("Enter");
    const entered = page.locator('[id="outputclean"]');
    await expect(entered).toBeFocused();
    await expect(entered).toBeInViewport();
    await expect(outline.locator('[aria-current="location"]')).toHaveAttribute("href", "#outputclean");
    // The next Tab continues from the section, not from the outline.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".article-section")?.querySelector("h2")?.id)).toBe("outputclean");
  });
});

test.describe("the outline at 1440 × 900", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  /** Scrolls until a heading's top is `y` px from the top of the window. */
  async function placeHeading(page: Page, id: string, y: number): Promise<void> {
    const heading = page.locator(`[id="${id}"]`);
    await heading.evaluate((element) => element.scrollIntoView());
    // Sections near the screen are laid out a frame later (content-visibility): place it once they are.
    await expect
      .poll(async () => {
        const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
        if (Math.abs(top - y) > 1) await page.evaluate((by) => window.scrollBy(0, by), top - y);
        return Math.abs((await heading.evaluate((element) => element.getBoundingClientRect().top)) - y) <= 1;
      })
      .toBe(true);
  }

  test("the first heading below the header is current once it is in the top half of the window", async ({ page }) => {
    await page.goto("/configuration/output/");
    const current = page.getByRole("navigation", { name: "On this page" }).locator('[aria-current="location"]');
    // The reader is in output.copy's section: its heading 162 px from the top, the section filling the screen.
    await placeHeading(page, "outputcopy", 162);
    await expect(current).toHaveAttribute("href", "#outputcopy");
    // Further down, the next heading still in the bottom half: output.copy's long section is the one read.
    await placeHeading(page, "outputcrossoriginloading", 600);
    expect(await page.locator('[id="outputcopy"]').evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(0);
    await expect(current).toHaveAttribute("href", "#outputcopy");
    // In the top half, it is.
    await placeHeading(page, "outputcrossoriginloading", 440);
    await expect(current).toHaveAttribute("href", "#outputcrossoriginloading");
  });
});

test("below 1280 px the outline is a closed disclosure at the top of the article that opens onto the same entries", async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 412, height: 800 } });
  await page.goto("/configuration/dev-server/");
  await expect(page.getByRole("navigation", { name: "On this page" })).toBeHidden();
  const summary = page.locator("details.outline > summary");
  await expect(summary).toHaveText("On this page");
  expect((await summary.boundingBox())!.y).toBeLessThan(400);
  await summary.click();
  const outline = page.getByRole("navigation", { name: "On this page" });
  await expect(outline).toBeVisible();
  await outline.getByRole("link", { name: "devServer.port", exact: true }).click();
  await expect(page.locator('[id="devserverport"]')).toBeFocused();
  await expect(page.locator('[id="devserverport"]')).toBeInViewport();
  await page.close();
});

test("the blog index shows each teaser formatted, with its date and reading time, newest first; the feed carries the same teaser", async ({
  page,
  request,
}) => {
  await page.goto("/blog/");
  const posts = page.locator(".blog-list__post");
  expect(await posts.count()).toBeGreaterThanOrEqual(7);
  const teasers = posts.locator("p:not(.doc__date)");
  // The teasers' own Markdown is formatted: inline code is <code>, and no backtick is left.
  expect(await teasers.locator("code").count()).toBeGreaterThan(0);
  for (const text of await teasers.allTextContents()) expect(text).not.toContain("`");
  const dates = await posts.locator(".doc__date").allTextContents();
  for (const date of dates) expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} · \d+ min read$/);
  const times = dates.map((date) => Date.parse(date.split(" · ")[0]!));
  expect(times).toEqual([...times].sort((a, b) => b - a));

  const feed = await (await request.get("/feed.xml")).text();
  const first = await teasers.first().innerHTML();
  const description = /<item>[\s\S]*?<description>([\s\S]*?)<\/description>/.exec(feed)?.[1] ?? "";
  expect(
    description
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  ).toBe(first);
});

test.describe("the 404 page", () => {
  for (const [typo, meant] of [
    ["/configuraton/outptu/", "/configuration/output/"],
    ["/plugins/split-chunks/", "/plugins/split-chunks-plugin/"],
  ] as const) {
    test(`answers ${typo} with status 404 and suggests ${meant}`, async ({ page, errors }) => {
      const response = await page.goto(typo);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
      await expect(page.getByText("Oops! The page you are looking for has been removed or relocated.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to Homepage" })).toBeVisible();
      const suggestions = page.getByRole("region", { name: "Were you looking for…" });
      // The search engine and its index load first: allow for a busy machine.
      await expect(suggestions.getByRole("link").first()).toBeVisible({ timeout: 15_000 });
      const links = await suggestions.getByRole("link").evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
      expect(links.length).toBeLessThanOrEqual(5);
      expect(links[0]).toBe(meant);
      await suggestions.getByRole("link").first().click();
      await expect(page).toHaveURL(meant);
      expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    });
  }

  test("a known old URL still redirects rather than answering 404", async ({ request }) => {
    const response = await request.get("/get-started/install-webpack/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/guides/installation/");
  });
});
