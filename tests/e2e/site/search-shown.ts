import type { Page } from "@playwright/test";
import { expect } from "../support.ts";

/** What the search box shows for a query: each page, in order, with the links under it. */
export interface Shown {
  pages: { url: string; links: string[] }[];
  /** The status line (the count, or the relaxed-match notice). */
  status: string;
}

/** Types a query into the header's box (emptied first, so what is read belongs to it) and reads the results. */
export async function searchFor(page: Page, query: string): Promise<Shown> {
  const box = page.getByRole("combobox", { name: "Search the documentation" });
  const status = page.getByRole("status").filter({ hasText: /found|No pages match|No exact match/ });
  await box.fill("");
  await expect(page.locator(".search__panel")).toBeHidden();
  await box.fill(query);
  await expect(status).toBeVisible();
  const pages = await page.getByRole("listbox", { name: "Search results" }).evaluate((list) =>
    [...list.querySelectorAll('[role="group"]')].map((group) => {
      const links = [...group.querySelectorAll<HTMLAnchorElement>('a[role="option"]')].map((link) => link.getAttribute("href")!);
      return { url: links[0]!.split("#")[0]!, links };
    }),
  );
  return { pages, status: await status.innerText() };
}

/**
 * A query's right pages (`/path/`), the links its first result may open (its
 * own target and the other right headings, `/path/#id`), and the other right
 * pages that answer whole, anywhere on which a first result is in the right place.
 */
export function targetsOf(query: { page: string; heading?: string; alsoRight?: string[] }): {
  pages: string[];
  headings: string[];
  wholePages: string[];
} {
  const own = `${query.page}${query.heading ? `#${query.heading}` : ""}`;
  const also = query.alsoRight ?? [];
  return {
    pages: [own, ...also].map((target) => target.split("#")[0]!),
    headings: [own, ...also.filter((target) => target.includes("#"))],
    wholePages: also.filter((target) => !target.includes("#")),
  };
}
