import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForAppOnNavigation } from "../support.ts";

const URL = "/configuration/check/";

declare global {
  interface Window {
    cspViolations: string[];
    pastedCodeRan?: boolean;
  }
}

async function openCheck(page: Page): Promise<void> {
  await waitForAppOnNavigation(page);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push(`${event.effectiveDirective} refused ${event.blockedURI}`),
    );
  });
  await page.goto(URL);
  await expect(page.getByLabel("Your configuration")).toBeVisible();
}

const modeSwitch = (page: Page) => page.getByRole("combobox", { name: /^Defaults for/ });
const releaseChoice = (page: Page) => page.getByRole("combobox", { name: /^Your webpack version/ });
/** The webpack the site is built with: the release the check assumes until the reader picks another. */
const DOCUMENTED = (createRequire(import.meta.url)("webpack/package.json") as { version: string }).version;
/** Options webpack 5.109.0 added (the option history, `data/option-history.json`): one option, and one value of an older option. */
const NEWER_CONFIG = `module.exports = {\n  mode: "production",\n  infrastructureLogging: { progress: true },\n  externalsType: "amd-async",\n  output: { clean: true },\n};`;
const summary = (page: Page) => page.locator(".config-check__summary");

async function paste(page: Page, text: string): Promise<void> {
  await page.getByLabel("Your configuration").fill(text);
}

test("the page is in the Configuration sidebar and linked from the options reference", async ({ page }) => {
  await page.goto("/configuration/reference/");
  await page.locator("[data-article]").getByRole("link", { name: "Check a Configuration" }).click();
  await expect(page).toHaveURL(/\/configuration\/check\/$/);
  await expect(page.locator("h1")).toHaveText("Check a Configuration");
  await expect(page.locator("nav").getByRole("link", { name: "Check a Configuration" }).first()).toBeVisible();
});

test("a broken configuration gets webpack's messages, each linking to a reference entry that exists", async ({ page, errors }) => {
  await openCheck(page);
  await paste(page, `module.exports = {\n  output: { filenme: "[name].js" },\n  node: { fs: "empty" },\n};`);
  await expect(summary(page)).toHaveText(/has 2 problems/);
  const problems = page.locator(".config-check__problem");
  const output = problems.filter({ hasText: "configuration.output has an unknown property 'filenme'" });
  await expect(output).toContainText("Did you mean output.filename?");
  await expect(output).toContainText("Line 2.");
  const node = problems.filter({ hasText: "configuration.node has an unknown property 'fs'" });
  await expect(node.getByRole("link", { name: /Migrating to webpack 5/ })).toHaveAttribute(
    "href",
    "/migrate/5/#nodejs-core-modules-are-no-longer-polyfilled",
  );
  await output.getByRole("link", { name: /in the options reference/ }).click();
  await expect(page).toHaveURL(/\/configuration\/reference\/#output$/);
  await expect(page.locator("[id='output']")).toBeVisible();
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});

test("each of webpack's messages links to the errors catalogue's entry for its form of “Invalid configuration object”", async ({ page, errors }) => {
  await openCheck(page);
  await paste(page, `module.exports = {\n  mode: "prod",\n  modul: {},\n};`);
  await expect(summary(page)).toHaveText(/has 2 problems/);
  const problems = page.locator(".config-check__problem");
  await expect(
    problems.filter({ hasText: "configuration.mode should be one of these" }).getByRole("link", { name: /^About this message/ }),
  ).toHaveAttribute("href", "/errors/invalid-configuration/#should-be-one-of-these");
  const unknown = problems.filter({ hasText: "configuration has an unknown property 'modul'" }).getByRole("link", { name: /^About this message/ });
  await expect(unknown).toHaveAttribute("href", "/errors/invalid-configuration/#has-an-unknown-property");
  await expect(page.getByRole("link", { name: /What “Invalid configuration object” means/ })).toHaveAttribute(
    "href",
    "/errors/invalid-configuration/#invalid-configuration-object",
  );
  await unknown.click();
  await expect(page).toHaveURL(/\/errors\/invalid-configuration\/#has-an-unknown-property$/);
  await expect(page.locator("[id='has-an-unknown-property']")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a valid configuration has its options explained; the mode switch changes the defaults shown", async ({ page, errors }) => {
  await openCheck(page);
  await page.getByRole("button", { name: "Load a valid example" }).click();
  await expect(summary(page)).toHaveText("This configuration passes webpack's validation.");
  const filename = page.locator(".config-check__option").filter({ has: page.locator("code", { hasText: /^output\.filename$/ }) });
  await expect(filename).toContainText("Specifies the filename of output files on disk");
  await expect(filename).toContainText('Replaces the default (development): "[name].js"');
  await expect(filename.getByRole("link", { name: "Output", exact: true })).toHaveAttribute("href", /^\/configuration\/output\/#/);
  await expect(page.getByRole("link", { name: "css-loader" })).toHaveAttribute("href", "/loaders/css-loader/");

  // Moving the cursor onto an option explains it next to the text.
  await page.getByLabel("Your configuration").focus();
  await page.keyboard.press("Control+Home");
  for (let line = 1; line < 8; line++) await page.keyboard.press("ArrowDown");
  await expect(page.locator(".config-check__caret")).toContainText("At the cursor: output.filename");
  await expect(page.locator(".config-check__caret")).toContainText("Specifies the filename of output files on disk");

  const leftOut = page.locator(".config-check__defaults");
  // The example sets `mode: "development"`, where webpack's cache default is an object; in production it is `false`.
  await expect(leftOut.getByRole("link", { name: "cache", exact: true })).toHaveCount(0);
  await modeSwitch(page).selectOption("production");
  await expect(leftOut.locator("li").filter({ has: page.getByRole("link", { name: "cache", exact: true }) })).toHaveText("cache: false");
  await expect(filename).toContainText('Replaces the default (production): "[name].js"');
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});

test("the mode switch offers none, and follows a configuration's mode: none", async ({ page, errors }) => {
  await openCheck(page);
  await paste(page, `module.exports = {\n  mode: "none",\n  optimization: { moduleIds: "named" },\n};`);
  await expect(modeSwitch(page).locator("option")).toHaveText(["the configuration's mode (none)", "production", "development", "none"]);
  const moduleIds = page.locator(".config-check__option").filter({ has: page.locator("code", { hasText: /^optimization\.moduleIds$/ }) });
  const minimize = page.locator(".config-check__defaults li").filter({ has: page.getByRole("link", { name: "optimization.minimize", exact: true }) });
  // webpack's own defaults: mode none turns off what production turns on.
  await expect(moduleIds).toContainText('Replaces the default (none): "natural"');
  await expect(minimize).toHaveText("optimization.minimize: false");
  await modeSwitch(page).selectOption("production");
  await expect(moduleIds).toContainText('Replaces the default (production): "deterministic"');
  await expect(minimize).toHaveText("optimization.minimize: true");
  await modeSwitch(page).selectOption("none");
  await expect(minimize).toHaveText("optimization.minimize: false");
  expect(errors).toEqual([]);
});

const annotated = (page: Page) => page.locator(".config-check__annotated");
const annotatedKey = (page: Page, name: string) => annotated(page).getByRole("button", { name, exact: true });
const tip = (page: Page) => page.locator(".config-check__tip");

test("the annotated text explains an option's name on hover, and showing it moves nothing", async ({ page, errors }) => {
  await openCheck(page);
  await page.getByRole("button", { name: "Load a valid example" }).click();
  await expect(tip(page)).toBeHidden();
  const below = page.getByRole("heading", { name: "The options it sets" });
  // Where it sits in the page, not on screen: hovering may scroll the name into view.
  const placeOf = () => below.evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);
  const before = await placeOf();
  await annotatedKey(page, "filename").hover();
  await expect(tip(page)).toBeVisible();
  await expect(tip(page)).toContainText("output.filename");
  await expect(tip(page)).toContainText("Specifies the filename of output files on disk");
  await expect(tip(page)).toContainText('Replaces the default (development): "[name].js"');
  expect(await placeOf()).toBe(before);
  // The pointer can move onto the explanation and use its links.
  await tip(page).hover();
  await expect(tip(page).getByRole("link", { name: "output.filename" })).toHaveAttribute("href", /^\/configuration\/reference\/#/);
  await page.mouse.move(0, 0);
  await expect(tip(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test("the annotated text explains the option whose name has focus; Escape hides it", async ({ page }) => {
  await openCheck(page);
  await page.getByRole("button", { name: "Load a valid example" }).click();
  await expect(annotated(page)).toBeVisible();
  await modeSwitch(page).focus();
  await page.keyboard.press("Tab");
  const mode = annotatedKey(page, "mode");
  await expect(mode).toBeFocused();
  await expect(tip(page)).toContainText("Enable production optimizations or development hints");
  await expect(mode).toHaveAttribute("aria-describedby", (await tip(page).getAttribute("id"))!);
  await expect(mode).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(annotatedKey(page, "entry")).toBeFocused();
  await expect(tip(page)).toContainText("The entry point(s) of the compilation");
  await page.keyboard.press("Escape");
  await expect(tip(page)).toBeHidden();
  await expect(annotatedKey(page, "entry")).toHaveAttribute("aria-expanded", "false");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

  test("a tap on an option's name explains it, within the screen; a tap elsewhere hides it", async ({ page }) => {
    await openCheck(page);
    await page.getByRole("button", { name: "Load a valid example" }).click();
    await annotatedKey(page, "devtool").tap();
    await expect(tip(page)).toBeVisible();
    await expect(tip(page)).toContainText("devtool");
    const box = (await tip(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(412);
    await page.locator("h1").tap();
    await expect(tip(page)).toBeHidden();
  });
});

test("pasted code is never run, even when it calls functions", async ({ page }) => {
  await openCheck(page);
  const title = await page.title();
  await paste(
    page,
    `window.pastedCodeRan = true;\ndocument.title = "ran";\nmodule.exports = { mode: (() => { window.pastedCodeRan = true; return "production"; })(), entry: alert("x") };`,
  );
  await expect(summary(page)).toHaveText("This configuration passes webpack's validation.");
  await expect(page.locator(".config-check__option").first()).toContainText("known only when webpack runs the configuration");
  expect(await page.evaluate(() => window.pastedCodeRan)).toBeUndefined();
  expect(await page.title()).toBe(title);
});

test("everything works by keyboard alone", async ({ page }) => {
  await openCheck(page);
  await page.getByLabel("Your configuration").focus();
  await page.keyboard.type('module.exports = { mode: "prod" };');
  await expect(summary(page)).toHaveText(/has 1 problem/);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Load a broken example" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Load a valid example" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(summary(page)).toHaveText("This configuration passes webpack's validation.");
  await page.keyboard.press("Tab");
  await expect(releaseChoice(page)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(modeSwitch(page)).toBeFocused();
  // Then each option's name in the annotated text, css-loader's page, the list of options.
  const names = await annotated(page).getByRole("button").count();
  expect(names).toBeGreaterThan(5);
  for (let name = 0; name < names; name++) await page.keyboard.press("Tab");
  await expect(annotated(page).getByRole("button").last()).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator(".config-check__option a").first()).toBeFocused();
  // The line button of an option selects its value in the text box.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: /^line \d+$/ }).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Your configuration")).toBeFocused();
  expect(await page.evaluate(() => window.getSelection()?.toString() || (document.activeElement as HTMLTextAreaElement).selectionEnd)).toBeTruthy();
});

test("with webpack 5.100 chosen, options added in 5.109 are flagged; with 5.112 they are not", async ({ page, errors }) => {
  await openCheck(page);
  // Until the reader says otherwise: the release the site documents, which has every option.
  await expect(releaseChoice(page)).toHaveValue(DOCUMENTED);
  await paste(page, NEWER_CONFIG);
  await expect(summary(page)).toHaveText("This configuration passes webpack's validation.");
  await expect(page.locator(".config-check__newer")).toHaveCount(0);

  await releaseChoice(page).selectOption("5.100.0");
  await expect(summary(page)).toHaveText("This configuration passes webpack's validation. 2 options need a newer webpack than 5.100.0.");
  const newer = page.locator(".config-check__newer li");
  await expect(newer).toHaveText([
    "infrastructureLogging.progress (line 3) needs webpack 5.109 or later.",
    'externalsType (line 4) needs webpack 5.109 or later (the value "amd-async").',
  ]);
  await expect(newer.first().getByRole("link")).toHaveAttribute("href", "/configuration/reference/#infrastructureloggingprogress");
  const progress = page.locator(".config-check__option").filter({ has: page.locator("code", { hasText: /^infrastructureLogging\.progress$/ }) });
  await expect(progress.locator(".config-check__needs")).toHaveText("This option needs webpack 5.109 or later.");
  await expect(progress).toContainText("Added in webpack 5.109.0");
  // output.clean came in 5.20.0: 5.100 has it.
  const clean = page.locator(".config-check__option").filter({ has: page.locator("code", { hasText: /^output\.clean$/ }) });
  await expect(clean.locator(".config-check__needs")).toHaveCount(0);

  await releaseChoice(page).selectOption("5.112.0");
  await expect(summary(page)).toHaveText("This configuration passes webpack's validation.");
  await expect(page.locator(".config-check__newer")).toHaveCount(0);
  await expect(page.locator(".config-check__needs")).toHaveCount(0);

  // Remembered: the next visit starts from the reader's choice.
  await releaseChoice(page).selectOption("5.100.0");
  await page.reload();
  await expect(releaseChoice(page)).toHaveValue("5.100.0");
  await paste(page, NEWER_CONFIG);
  await expect(page.locator(".config-check__newer li")).toHaveCount(2);
  expect(errors).toEqual([]);
});

test("the release choice lists every webpack 5 release, newest first, the documented one marked", async ({ page }) => {
  await openCheck(page);
  const labels = await releaseChoice(page).locator("option").allTextContents();
  expect(labels.at(-1)).toBe("5.0.0");
  expect(labels).toContain(`${DOCUMENTED} (documented here)`);
  expect(labels).toContain("5.109.0");
  expect(labels.length).toBeGreaterThan(200);
});

for (const theme of ["light", "dark"] as const) {
  for (const width of [412, 1280]) {
    test(`the release choice and its marks at ${width} px (${theme} theme)`, async ({ browser }, testInfo) => {
      const context = await browser.newContext({ viewport: { width, height: 1000 } });
      const page = await context.newPage();
      await page.addInitScript((saved) => localStorage.setItem("theme", saved), theme);
      await openCheck(page);
      await releaseChoice(page).selectOption("5.100.0");
      await paste(page, NEWER_CONFIG);
      await expect(page.locator(".config-check__newer li")).toHaveCount(2);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = (await releaseChoice(page).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.locator(".config-check__newer").scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`release-marks-${width}-${theme}.png`), fullPage: false });
      await releaseChoice(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`release-choice-${width}-${theme}.png`), fullPage: false });
      const progress = page.locator(".config-check__option").filter({ has: page.locator("code", { hasText: /^infrastructureLogging\.progress$/ }) });
      await progress.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`release-option-${width}-${theme}.png`), fullPage: false });
      await context.close();
    });
  }
}

for (const theme of ["light", "dark"] as const) {
  test(`no axe violations with results shown (${theme} theme)`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((saved) => localStorage.setItem("theme", saved), theme);
    await openCheck(page);
    await page.getByRole("button", { name: "Load a broken example" }).click();
    await expect(page.locator(".config-check__problem").first()).toBeVisible();
    // With one option's explanation open over the annotated text.
    await annotatedKey(page, "entry").focus();
    await expect(tip(page)).toBeVisible();
    const scan = async () => {
      const results = await new AxeBuilder({ page })
        .include(".config-check")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    };
    expect(await scan()).toEqual([]);
    // And with an older release chosen: the marks of what it does not have yet.
    await releaseChoice(page).selectOption("5.100.0");
    await paste(page, NEWER_CONFIG);
    await expect(page.locator(".config-check__needs").first()).toBeVisible();
    expect(await scan()).toEqual([]);
    await context.close();
  });
}

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("after one visit the check works offline", async ({ page, context }) => {
    await page.goto(URL);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // Not precached for every reader: kept once this page is read, the TypeScript parser's chunk included.
    const cached = async (cacheName: string): Promise<string[]> => {
      const urls = await page.evaluate(async (name: string): Promise<string[]> => {
        const requests: readonly Request[] = await (await window.caches.open(name)).keys();
        return requests.map((request) => request.url);
      }, cacheName);
      return urls.map((url) => url.replace(/^https?:\/\/[^/]+/, ""));
    };
    await expect.poll(async () => (await cached("config-check")).length).toBe(2);
    const precache = (await page.evaluate((): Promise<string[]> => window.caches.keys())).find((name) => name.includes("precache"))!;
    expect((await cached(precache)).filter((file) => file.includes("config-check"))).toEqual([]);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("button", { name: "Load a broken example" }).click();
    await expect(summary(page)).toHaveText(/has \d+ problems/);
    await expect(page.locator(".config-check__packages")).toContainText("MiniCssExtractPlugin");
    await paste(page, `const config: { mode: string } = { mode: "production" };\nexport default config;`);
    await expect(summary(page)).toHaveText("This configuration passes webpack's validation.");
  });
});
