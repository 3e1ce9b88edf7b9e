import { test as base, expect, type Page, type Response } from "@playwright/test";

/** A 1×1 PNG, answered for avatar and logo requests (the machine has no internet). */
export const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/**
 * Every test page waits, after `goto` and `reload`, until the app has started
 * (or its script could not load): the app yields to the browser before it
 * hydrates, so a key pressed straight after the load event can reach the page
 * before any handler exists, as a reader's never does. A test that needs the
 * moment before the app runs blocks the app's script, which ends the wait.
 * Every test page also records console errors and uncaught exceptions
 * (hydration mismatches end up there) and answers outside requests locally.
 */
export const test = base.extend<{ errors: string[] }>({
  page: async ({ page }, use) => {
    await waitForAppOnNavigation(page);
    await use(page);
  },
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route(/^https:\/\/github\.com\/.*\.png/, (route) => route.fulfill({ body: PIXEL, contentType: "image/png" }));
    await use(errors);
  },
});

export { expect };

/** Makes this page's `goto` and `reload` wait until the app has started (as every fixture page does); for pages a test opens itself. */
export async function waitForAppOnNavigation(page: Page): Promise<void> {
  await page.addInitScript(markFailedAppScript);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => appStarted(page, await goto(...args));
  page.reload = async (...args) => appStarted(page, await reload(...args));
}

/** Runs in the page before its own scripts: marks <html> when the app's entry script fails to load. */
function markFailedAppScript(): void {
  addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && /\/main(\.[0-9a-f]+)?\.js$/.test(target.src)) {
        document.documentElement.setAttribute("data-app-failed", "");
      }
    },
    true,
  );
}

/** After a navigation to an HTML page: waits until the app has started (src/app/App.tsx marks <html>) or could not load. */
async function appStarted(page: Page, response: Response | null): Promise<Response | null> {
  const isHtml = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
  if (isHtml) await page.locator("html[data-hydrated], html[data-app-failed]").waitFor({ state: "attached" });
  return response;
}

/**
 * Lays out every block that is rendered only near the viewport (Article.css, `content-visibility`), as a
 * reader scrolling through the whole page has them: geometry checks (axe's target size, widths) need it.
 */
export async function renderEveryBlock(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>(".article-section")) block.style.contentVisibility = "visible";
  });
}

export async function headerBottom(page: Page): Promise<number> {
  const box = await page.locator("header.header").boundingBox();
  return box ? box.y + box.height : 0;
}
