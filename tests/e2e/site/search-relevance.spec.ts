import { expect, test } from "../support.ts";
import { RELEVANCE_QUERIES, type RelevanceQuery } from "./search-queries.ts";

/**
 * The search box against the production build, asked what readers ask
 * (search-queries.ts). It fails when the first page is right for fewer than
 * 95% of the queries, when a right page is missing from the first three for
 * any query, or when an option, hook or flag query's first result opens
 * anywhere but its heading.
 */
const FIRST_RIGHT_SHARE = 0.95;
const STRICT_KINDS: RelevanceQuery["kind"][] = ["option", "hook", "flag"];

interface Shown {
  /** Each page shown, in order, with the links under it. */
  pages: { url: string; links: string[] }[];
}

test("the search box puts the page that answers a reader's query first", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/concepts/");
  const box = page.getByRole("combobox", { name: "Search the documentation" });
  const status = page.getByRole("status").filter({ hasText: /found|No pages match/ });

  const misses: string[] = [];
  const notInTopThree: string[] = [];
  const wrongHeading: string[] = [];
  let firstRight = 0;
  for (const query of RELEVANCE_QUERIES) {
    // Empty first, so the results read below belong to this query.
    await box.fill("");
    await expect(page.locator(".search__panel")).toBeHidden();
    await box.fill(query.query);
    await expect(status).toBeVisible();
    const shown: Shown = await page.getByRole("listbox", { name: "Search results" }).evaluate((list) => ({
      pages: [...list.querySelectorAll('[role="group"]')].map((group) => {
        const links = [...group.querySelectorAll<HTMLAnchorElement>('a[role="option"]')].map((link) => link.getAttribute("href")!);
        return { url: links[0]!.split("#")[0]!, links };
      }),
    }));
    const right = [query.page, ...(query.alsoRight ?? []).map((target) => target.split("#")[0]!)];
    const targets = [`${query.page}${query.heading ? `#${query.heading}` : ""}`, ...(query.alsoRight ?? []).filter((target) => target.includes("#"))];
    const got = shown.pages.slice(0, 3).map((shownPage) => shownPage.links[0]);
    const described = `${JSON.stringify(query.query)}: wanted ${targets[0]}, got ${got.join(", ") || "nothing"}`;
    if (shown.pages[0] && right.includes(shown.pages[0].url)) firstRight += 1;
    else misses.push(described);
    if (!shown.pages.slice(0, 3).some((shownPage) => right.includes(shownPage.url))) notInTopThree.push(described);
    if (STRICT_KINDS.includes(query.kind) && !targets.includes(shown.pages[0]?.links[0] ?? "")) wrongHeading.push(described);
  }

  const share = firstRight / RELEVANCE_QUERIES.length;
  console.log(
    `search relevance: ${firstRight}/${RELEVANCE_QUERIES.length} first (${(share * 100).toFixed(1)}%)${misses.length ? `; not first:\n  ${misses.join("\n  ")}` : ""}`,
  );
  expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(60);
  expect(notInTopThree, "queries whose right page is not in the first three").toEqual([]);
  expect(wrongHeading, "option, hook and flag queries whose first result does not open their heading").toEqual([]);
  expect(share, `right page first for ${firstRight} of ${RELEVANCE_QUERIES.length} queries:\n  ${misses.join("\n  ")}`).toBeGreaterThanOrEqual(
    FIRST_RIGHT_SHARE,
  );
});
