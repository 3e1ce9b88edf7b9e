import AxeBuilder from "@axe-core/playwright";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { FIXTURE_PORT } from "../../../playwright.config.ts";
import { READER_PLACE_SCRIPT, type ReaderPlace } from "../../../src/node/bench/reader-place.ts";
import { OPTION_KEY_ATTRIBUTE } from "../../../src/shared/config-examples.ts";
import { NOT_FOUND_TITLE } from "../../../src/shared/site.ts";
import { devServerOnFixtureCopy } from "./fixture-copy.ts";

const PORT = Number(process.env.E2E_DEV_PORT ?? 4175);
const ORIGIN = `http://localhost:${PORT}`;
// One development server on one port for the whole file, and the printable comparison runs before the edits.
test.describe.configure({ mode: "serial" });
// A copy of the fixture content, so the tests can edit it freely; with a long page (in a section the printable
// comparison does not look at) for the tests of the reader's place.
const fixture = devServerOnFixtureCopy(PORT, (content) => writeFile(path.join(content, LONG.file), longPage()));

/** The printable page as a reader gets it from `origin`: its head, its article, and the paths it requested. */
async function printablePage(page: Page, origin: string) {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.addInitScript(() => (window.print = () => undefined));
  await page.goto(`${origin}/concepts/printable/`);
  await expect(page.locator(".printable-page > h1")).toHaveText(["Concepts", "Alpha", "Beta", "Gamma"]);
  return {
    title: await page.title(),
    robots: await page.locator('meta[name="robots"]').getAttribute("content"),
    article: await page.locator("[data-article]").innerHTML(),
    articleFiles: requested.filter((file) => file.startsWith("/articles/")),
  };
}

// Runs before the tests that edit the content: the fixture build is of the content as it is in the repository.
test("serves the same printable page as the build: a document of its own, no article file", async ({ page, browser }) => {
  const dev = await printablePage(page, ORIGIN);
  const built = await printablePage(await browser.newPage(), `http://localhost:${FIXTURE_PORT}`);
  expect(dev).toEqual(built);
  expect(dev).toMatchObject({ title: "Combined printable page | webpack", robots: "noindex, nofollow", articleFiles: [] });
});

const ALPHA = () => path.join(fixture.content(), "concepts/alpha.mdx");

/** A page long enough that most of its sections are skipped (content-visibility) with their estimated heights. */
const LONG = { file: "guides/long.mdx", url: "/guides/long/", sections: 40 };

/** Sections of uneven length, each paragraph a different length and some with code, so that estimates and real heights differ. */
function longPage(): string {
  const parts = ["---\ntitle: Long\nsort: 9\n---\n\nThe introduction of a long page.\n"];
  for (let section = 1; section <= LONG.sections; section++) {
    parts.push(`## Part ${section}\n`);
    for (let paragraph = 0; paragraph < 1 + (section % 4); paragraph++)
      parts.push(`${"Words that wrap over several lines of the article. ".repeat(2 + ((section * 7 + paragraph * 3) % 9))}\n`);
    if (section % 3 === 0) parts.push("```js\n" + `const part = ${section};\n`.repeat(2 + (section % 5)) + "```\n");
  }
  return parts.join("\n");
}

/** Where the reader is once layout has settled (src/node/bench/reader-place.ts). */
const readerPlace = (page: Page) => page.evaluate<ReaderPlace>(READER_PLACE_SCRIPT);

/** Opens the long page scrolled to its middle part, once layout has settled; the reader's place there. */
async function openLongInTheMiddle(page: Page) {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`${ORIGIN}${LONG.url}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Long");
  await page.evaluate(() => ((window as unknown as { kept: string }).kept = "still here"));
  await page.locator(`#part-${LONG.sections / 2}`).evaluate((heading) => heading.scrollIntoView());
  const place = await readerPlace(page);
  expect(place.scrollY).toBeGreaterThan(2000);
  expect(place.anchorText).not.toBe("");
  return place;
}

/** Opens Alpha at 1280 × 500 (its outline beside it), scrolled down, with a mark on `window` that a reload would lose. */
async function openAlphaScrolled(page: Page): Promise<{ documents: string[]; scrollY: number }> {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(`${ORIGIN}/concepts/alpha/`);
  // "Alpha", or the title a test before gave it.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Alpha/);
  await expect(page.getByRole("navigation", { name: "On this page" }).last()).toBeVisible();
  const scrollY = await page.evaluate(() => {
    (window as unknown as { kept: string }).kept = "still here";
    window.scrollTo(0, 250);
    return window.scrollY;
  });
  expect(scrollY).toBeGreaterThan(100);
  return { documents, scrollY };
}

const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { kept?: string }).kept);

test("a saved page updates in place: its new text shows, the window and the scroll position stay, nothing reloads", async ({ page }) => {
  test.setTimeout(120_000);
  const { documents, scrollY } = await openAlphaScrolled(page);
  const source = await readFile(ALPHA(), "utf8");
  await writeFile(ALPHA(), `${source}\nA sentence added while the page is open.\n`);
  await expect(page.getByText("A sentence added while the page is open.")).toBeAttached({ timeout: 30_000 });
  expect(await windowMark(page)).toBe("still here");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  expect(documents).toEqual(["/concepts/alpha/"]);
});

test("a renamed heading shows in the outline, the sidebar and the article; a new title in the tab", async ({ page }) => {
  test.setTimeout(120_000);
  const { documents } = await openAlphaScrolled(page);
  const source = await readFile(ALPHA(), "utf8");
  await writeFile(
    ALPHA(),
    source.replace("## Explicit {#custom-id}", "## Renamed while open {#custom-id}").replace("title: Alpha", "title: Alpha Renamed"),
  );
  const outline = page.getByRole("navigation", { name: "On this page" }).last();
  await expect(outline.getByRole("link", { name: "Renamed while open" })).toBeVisible({ timeout: 30_000 });
  await expect(outline.getByRole("link", { name: "Explicit" })).toHaveCount(0);
  await expect(page.locator(".sidebar").getByRole("link", { name: "Renamed while open" })).toBeAttached();
  await expect(page.locator(".sidebar").getByRole("link", { name: "Alpha Renamed" })).toBeVisible();
  await expect(page.locator("#custom-id")).toHaveText(/Renamed while open/);
  await expect(page).toHaveTitle("Alpha Renamed | webpack");
  expect(await windowMark(page)).toBe("still here");
  expect(documents).toEqual(["/concepts/alpha/"]);
});

test("a broken fence shows an overlay naming file and line over the last good page; fixing it, or its Hide button, takes it away", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { documents } = await openAlphaScrolled(page);
  const good = await readFile(ALPHA(), "utf8");
  const broken = `${good}\nBefore the fence.\n\n\`\`\`js\nconst unclosed = true;\n`;
  const fenceLine = broken.split("\n").indexOf("```js") + 1;
  await writeFile(ALPHA(), broken);
  const overlay = page.getByRole("alert").filter({ hasText: "content error" });
  await expect(overlay).toContainText(`concepts/alpha.mdx:${fenceLine}: code fence \`\`\` is never closed`, { timeout: 30_000 });
  // The last good content stays.
  await expect(page.getByText("A sentence added while the page is open.")).toBeAttached();
  await expect(page.getByText("Before the fence.")).toHaveCount(0);
  // Accessible, and first in the tab order with a way to put it aside, so it never hides the element with focus.
  const results = await new AxeBuilder({ page }).include("[role=alert]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(overlay.getByRole("button", { name: "Hide" })).toBeFocused();
  await writeFile(ALPHA(), `${good}\nFixed: the fence is gone.\n`);
  await expect(page.getByText("Fixed: the fence is gone.")).toBeAttached({ timeout: 30_000 });
  await expect(overlay).toHaveCount(0);
  // Broken again, and put aside by the reader: it goes, the page stays.
  await writeFile(ALPHA(), broken);
  await expect(overlay).toBeVisible({ timeout: 30_000 });
  await overlay.getByRole("button", { name: "Hide" }).press("Enter");
  await expect(overlay).toHaveCount(0);
  await writeFile(ALPHA(), `${good}\nFixed: the fence is gone.\n`);
  expect(await windowMark(page)).toBe("still here");
  expect(documents).toEqual(["/concepts/alpha/"]);
});

test("a new page joins the sidebar of the open page, and search finds the dev content", async ({ page }) => {
  test.setTimeout(120_000);
  const { documents } = await openAlphaScrolled(page);
  await writeFile(
    path.join(fixture.content(), "concepts/delta.mdx"),
    "---\ntitle: Delta\nsort: 9\n---\n\nA page about quokkaflux, written while the server runs.\n",
  );
  await expect(page.locator(".sidebar").getByRole("link", { name: "Delta", exact: true })).toBeVisible({ timeout: 30_000 });
  await page.locator(".sidebar").getByRole("link", { name: "Delta", exact: true }).click();
  await expect(page.getByText("A page about quokkaflux")).toBeVisible();
  expect(documents).toEqual(["/concepts/alpha/"]);
  // The index follows the content a moment later (a search engine already loaded reads it again).
  const box = page.getByRole("combobox", { name: "Search the documentation" });
  await expect(async () => {
    await box.fill("");
    await box.fill("quokkaflux");
    await expect(page.getByRole("group", { name: "Delta · Concepts" })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 45_000 });
});

test("the reader's place is kept to the pixel: a save below the viewport moves nothing, one above keeps the top element where it was", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = path.join(fixture.content(), LONG.file);
  const before = await openLongInTheMiddle(page);
  // Below the viewport: the last section grows.
  await writeFile(file, `${await readFile(file, "utf8")}\nA sentence added below the reader.\n`);
  await expect(page.getByText("A sentence added below the reader.")).toBeAttached({ timeout: 30_000 });
  expect(await readerPlace(page)).toEqual(before);
  // Above the viewport: a paragraph in the introduction, and a section far above grows (its estimated height
  // changes with it). The page above the reader is longer, the element they were reading stays where it was.
  const source = await readFile(file, "utf8");
  await writeFile(
    file,
    source
      .replace("The introduction of a long page.\n", "The introduction of a long page.\n\nA paragraph added above the reader.\n")
      .replace("## Part 3\n", `## Part 3\n\n${"A section above the reader grows. ".repeat(40)}\n`),
  );
  await expect(page.getByText("A paragraph added above the reader.")).toBeAttached({ timeout: 30_000 });
  const after = await readerPlace(page);
  expect(after.anchorText).toBe(before.anchorText);
  // To the pixel: scroll anchoring moves the page by what grew above, in whole device pixels.
  expect(Math.abs(after.anchorTop - before.anchorTop)).toBeLessThan(1);
  expect(after.scrollY).toBeGreaterThan(before.scrollY);
  expect(await windowMark(page)).toBe("still here");
});

test("a deleted page leaves the sidebar of every open page; its own open tab shows Page Not Found, without a reload", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const file = path.join(fixture.content(), "concepts/doomed.mdx");
  await writeFile(file, "---\ntitle: Doomed\nsort: 8\n---\n\nA page that is about to go.\n");
  const { documents } = await openAlphaScrolled(page);
  const entry = (tab: Page) => tab.locator(".sidebar").getByRole("link", { name: "Doomed", exact: true });
  await expect(entry(page)).toBeVisible({ timeout: 30_000 });
  const doomed = await browser.newPage();
  const doomedDocuments: string[] = [];
  doomed.on("request", (request) => {
    if (request.resourceType() === "document") doomedDocuments.push(new URL(request.url()).pathname);
  });
  await doomed.goto(`${ORIGIN}/concepts/doomed/`);
  await expect(doomed.getByText("A page that is about to go.")).toBeVisible();
  await rm(file);
  await expect(entry(page)).toHaveCount(0, { timeout: 30_000 });
  // Each tab applies the update when its own event arrives: the second may come seconds later on a busy machine.
  await expect(entry(doomed)).toHaveCount(0, { timeout: 30_000 });
  // What a reader who followed a stale link would see: the site's Page Not Found, its title in the tab.
  await expect(doomed.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND_TITLE);
  await expect(doomed).toHaveTitle(new RegExp(`^${NOT_FOUND_TITLE}`));
  await expect(doomed.getByText("A page that is about to go.")).toHaveCount(0);
  expect(documents).toEqual(["/concepts/alpha/"]);
  expect(doomedDocuments).toEqual(["/concepts/doomed/"]);
  await doomed.close();
});

test("an open printable page follows a save of a page in its section in place: no reload, no second print dialog, the scroll position kept", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => void (window as unknown as { prints: number }).prints++;
  });
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(`${ORIGIN}/concepts/printable/`);
  await expect(page.locator(".printable-page > h1").first()).toHaveText("Concepts");
  await expect.poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  await page.evaluate(() => window.scrollTo(0, 300));
  const before = await readerPlace(page);
  expect(before.scrollY).toBe(300);
  const beta = path.join(fixture.content(), "concepts/beta.md");
  await writeFile(beta, `${await readFile(beta, "utf8")}\nA sentence the printable page shows at once.\n`);
  await expect(page.locator(".printable-page").filter({ hasText: "A plain Markdown page." })).toContainText(
    "A sentence the printable page shows at once.",
    { timeout: 30_000 },
  );
  expect(await readerPlace(page)).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
  expect(documents).toEqual(["/concepts/printable/"]);
});

// Last: the content then has the options reference, which every later load would compile.
test("a configuration section made while the server runs gives an open page's example its option keys, without a restart", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${ORIGIN}/guides/tuning/`);
  const block = page.locator(".code-block", { hasText: "contenthash" });
  await expect(block).toBeVisible();
  await expect(block.locator(`[${OPTION_KEY_ATTRIBUTE}]`)).toHaveCount(0);
  // A new section changes the app's list of sections: the page may reload (webpack's hot update) as well as update.
  await mkdir(path.join(fixture.content(), "configuration"));
  await writeFile(path.join(fixture.content(), "configuration/index.mdx"), "---\ntitle: Configuration\nprintable: false\n---\n\nThe options.\n");
  await expect(block.locator(`[${OPTION_KEY_ATTRIBUTE}="cache"]`)).toBeAttached({ timeout: 120_000 });
});
