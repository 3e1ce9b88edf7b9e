import { expect, test } from "../support.ts";
import { RELEVANCE_QUERIES, type RelevanceQuery } from "./search-queries.ts";
import { searchFor, targetsOf } from "./search-shown.ts";

/**
 * The search box against the production build, asked what readers ask
 * (search-queries.ts). It fails when the first page is right for fewer than
 * 95% of the queries, when a right page is missing from the first three for
 * any query, or when an option, hook or flag query's first result opens
 * anywhere but its heading.
 */
const FIRST_RIGHT_SHARE = 0.95;
const STRICT_KINDS: RelevanceQuery["kind"][] = ["option", "hook", "flag"];

test("the search box puts the page that answers a reader's query first", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/concepts/");

  const misses: string[] = [];
  const notInTopThree: string[] = [];
  const wrongHeading: string[] = [];
  let firstRight = 0;
  for (const query of RELEVANCE_QUERIES) {
    const shown = await searchFor(page, query.query);
    const { pages: right, headings: targets } = targetsOf(query);
    const got = shown.pages.slice(0, 3).map((shownPage) => shownPage.links[0]);
    const described = `${JSON.stringify(query.query)}: wanted ${query.page}${query.heading ? `#${query.heading}` : ""}, got ${got.join(", ") || "nothing"}`;
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
