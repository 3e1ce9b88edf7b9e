import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../paths.ts";
import { SERVED } from "../site/served.ts";
import { DevContent } from "./dev-content.ts";

const FIXTURE = path.join(REPO_ROOT, "tests/fixtures/content");

describe("the development server's content", () => {
  it("keeps the dates the load read from git when a saved page's record is made again", async () => {
    const content = await DevContent.load({ contentDir: FIXTURE, repoRoot: REPO_ROOT, served: SERVED });
    const before = content.pages.get("/guides/tuning/")!.record;
    expect(before.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Saved as it is: compiled again, and every record made again from what is in memory.
    const result = await content.update([path.join(FIXTURE, "guides/tuning.mdx")]);
    expect(result).not.toHaveProperty("errors");
    expect(content.pages.get("/guides/tuning/")!.record).toEqual(before);
    expect(content.pages.get("/concepts/alpha/")!.record.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 120_000);

  it("warms up without changing the content: the records stay, and saving an unchanged page then changes nothing", async () => {
    const options = { contentDir: FIXTURE, repoRoot: REPO_ROOT, served: SERVED };
    const warmed = await DevContent.load(options);
    const records = () => [...warmed.pages.values()].map((page) => page.record);
    const before = records();
    await warmed.warm();
    expect(records()).toEqual(before);
    const result = await warmed.update([path.join(FIXTURE, "concepts/alpha.mdx")]);
    expect(result).toEqual({ update: { sections: [], pages: [], removed: [] } });
  }, 120_000);
});
