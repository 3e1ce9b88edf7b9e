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

  it("is made of the pages in memory, and a save stops a build under way (the save first, the index after)", async () => {
    const content = await DevContent.load({ contentDir: FIXTURE, repoRoot: REPO_ROOT, served: SERVED });
    search = new DevSearch(() => content.pages);
    const count = await search.build();
    expect(count).toBeGreaterThan(5);
    expect(search.file("pagefind.js")).toBeDefined();
    const held = search.build();
    search.hold();
    expect(await held).toBeUndefined();
    // What the last whole build made stays served.
    expect(search.file("pagefind.js")).toBeDefined();
    expect(await search.build()).toBe(count);
  }, 120_000);
});
