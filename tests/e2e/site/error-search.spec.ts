import { expect, test } from "../support.ts";
import { PASTED_MESSAGES } from "./error-messages.ts";

/**
 * A message pasted into the search box as a reader's terminal printed it
 * (error-messages.ts: 30 messages of webpack 5.113.0, with the paths,
 * requests and numbers of a made-up project) opens the errors-catalogue
 * entry that explains it first, at its heading. Pasted with the clipboard, as
 * a reader does: Chromium turns the message's line breaks into spaces.
 */
test("a pasted webpack message opens its errors-catalogue entry first", async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin });
  await page.goto("/concepts/");
  const box = page.getByRole("combobox", { name: "Search the documentation" });
  const status = page.getByRole("status").filter({ hasText: /found|No pages match/ });
  const wrong: string[] = [];
  for (const { message, entry } of PASTED_MESSAGES) {
    await box.fill("");
    await expect(page.locator(".search__panel")).toBeHidden();
    await page.evaluate((text) => navigator.clipboard.writeText(text), message);
    await box.focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(status).toBeVisible();
    const first = await page
      .getByRole("listbox", { name: "Search results" })
      .evaluate((list) => list.querySelector<HTMLAnchorElement>('a[role="option"]')?.getAttribute("href") ?? "nothing");
    if (first !== entry)
      wrong.push(
        `${JSON.stringify(
          message
            .split("\n")
            .find((line) => !/^(ERROR|WARNING) in /.test(line))
            ?.slice(0, 70),
        )}: wanted ${entry}, got ${first}`,
      );
  }
  console.log(`pasted messages: ${PASTED_MESSAGES.length - wrong.length} of ${PASTED_MESSAGES.length} open their entry first`);
  expect(PASTED_MESSAGES).toHaveLength(30);
  expect(wrong, "messages whose entry is not the first result").toEqual([]);
});
