import path from "node:path";
import { expect, test } from "@playwright/test";
import { mayBePrintedMessage } from "../../../src/app/components/chrome/Search/read-query.ts";
import { firstSearch } from "../../../src/node/bench/first-search.ts";
import { builtErrorTemplates, indexReads } from "../../../src/node/bench/search-relevance.ts";

const KB = 1024;
/** What a reader's first search may download, engine, index and pages read included, over the wire. */
const FIRST_SEARCH_BUDGET = 370 * KB;
/** How many of the heaviest queries, of each kind, are searched in the browser. */
const HEAVIEST = 4;

/**
 * Every query of both relevance sets (222 real and written searches) is run
 * in Node.js on the built index, counting what it reads; the heaviest of
 * those that may be a pasted message (which also download webpack's message
 * templates) and of the others are then typed into the box in a fresh
 * browser, and what the browser downloads for that first search must stay
 * within the budget.
 */
test(`a first search downloads at most ${FIRST_SEARCH_BUDGET / KB} KB, for the heaviest queries of both relevance sets`, async ({ browser }) => {
  test.setTimeout(240_000);
  const dist = path.resolve("dist");
  const reads = await indexReads(dist, builtErrorTemplates(dist));
  expect(reads.length).toBeGreaterThan(200);
  const heaviest = [
    ...reads.filter(({ query }) => mayBePrintedMessage(query)).slice(0, HEAVIEST),
    ...reads.filter(({ query }) => !mayBePrintedMessage(query)).slice(0, HEAVIEST),
  ];
  const measured: string[] = [];
  const over: string[] = [];
  for (const { query, bytes: read } of heaviest) {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const { bytes } = await firstSearch(await context.newPage(), "/concepts/", query);
    await context.close();
    const line = `${(bytes / KB).toFixed(1)} KB (index ${(read / KB).toFixed(1)} KB) for ${JSON.stringify(query).slice(0, 80)}`;
    measured.push(line);
    if (bytes > FIRST_SEARCH_BUDGET) over.push(line);
  }
  console.log(measured.join("\n"));
  expect(over, `over ${FIRST_SEARCH_BUDGET / KB} KB:\n${over.join("\n")}`).toEqual([]);
});
