import type { Page } from "playwright-core";

/**
 * What a reader's first search downloads, as sent over the wire (bodies and
 * headers): from typing `query` into the header's box on `url` (a page whose
 * app has hydrated, nothing of search loaded yet) until the network is idle,
 * and how long the first result took to show. `page` must be a fresh
 * context's, with no service worker.
 */
export async function firstSearch(page: Page, url: string, query: string): Promise<{ bytes: number; ms: number }> {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  let bytes = 0;
  const sizes: Promise<void>[] = [];
  page.on("response", (response) => {
    sizes.push(
      response
        .request()
        .sizes()
        .then(
          (sized) => void (bytes += sized.responseBodySize + sized.responseHeadersSize),
          () => undefined,
        ),
    );
  });
  const box = page.getByRole("combobox", { name: "Search the documentation" });
  const start = Date.now();
  await box.fill(query);
  await page.locator(".search__hit").first().waitFor();
  const ms = Date.now() - start;
  await page.waitForLoadState("networkidle");
  await Promise.all(sizes);
  return { bytes, ms };
}
