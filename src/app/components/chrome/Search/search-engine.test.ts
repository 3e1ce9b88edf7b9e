import { describe, expect, it } from "vitest";
import { rankTitleMatchesFirst } from "./search-engine.ts";

const page = (title: string) => ({ title });

describe("search result ranking", () => {
  it("puts pages whose title holds every query word first, keeping the engine's order within each group", () => {
    const ranked = rankTitleMatchesFirst("code splitting", [
      page("Lazy Loading"),
      page("Code Splitting"),
      page("Caching"),
      page("Splitting code by route"),
    ]);
    expect(ranked.map((result) => result.title)).toEqual(["Code Splitting", "Splitting code by route", "Lazy Loading", "Caching"]);
  });

  it("ignores case and keeps the engine's order when no title matches", () => {
    expect(rankTitleMatchesFirst("OUTPUT", [page("Entry"), page("output")]).map((result) => result.title)).toEqual(["output", "Entry"]);
    expect(rankTitleMatchesFirst("zzz", [page("B"), page("A")]).map((result) => result.title)).toEqual(["B", "A"]);
  });
});
