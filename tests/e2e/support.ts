import { test as base, expect, type Page } from "@playwright/test";

/** A 1×1 PNG, answered for avatar and logo requests (the machine has no internet). */
export const PIXEL = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/**
 * Every test page records console errors and uncaught exceptions (hydration
 * mismatches end up there) and answers outside requests locally.
 */
export const test = base.extend<{ errors: string[] }>({
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

/** Waits until the app has started on this page (src/app/App.tsx marks <html>): its keys and controls answer. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function headerBottom(page: Page): Promise<number> {
  const box = await page.locator("header.header").boundingBox();
  return box ? box.y + box.height : 0;
}
