import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../paths.ts";
import { SERVED } from "../site/served.ts";
import { DevContent } from "./dev-content.ts";
import { DevSearch } from "./dev-search.ts";

const FIXTURE = path.join(REPO_ROOT, "tests/fixtures/content");

describe("the development server's search index", () => {
  let search: DevSearch | undefined;
  afterAll(() => search?.close());

  it("is made when a page first asks for it, and a save stops a later build under way (the save first, the index after)", async () => {
    const content = await DevContent.load({ contentDir: FIXTURE, repoRoot: REPO_ROOT, served: SERVED });
    let built = 0;
    search = new DevSearch(
      () => content.pages,
      () => built++,
    );
    // Nothing is made until a page asks (a save's refresh does not make it either).
    search.refresh(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(built).toBe(0);
    // The first request waits for the first index, which a save does not stop.
    const asked = search.file("pagefind.js");
    search.hold();
    expect(await asked).toBeDefined();
    // Not announced: the page that asked is the one waiting for it.
    expect(built).toBe(0);
    const held = search.build();
    search.hold();
    expect(await held).toBeUndefined();
    // What the last whole build made stays served.
    expect(await search.file("pagefind.js")).toBeDefined();
    expect(await search.build()).toBeGreaterThan(5);
    // A refresh after a save is announced, for the pages that read the last one.
    search.refresh(0);
    await expect.poll(() => built, { timeout: 30_000 }).toBe(1);
  }, 120_000);
});
