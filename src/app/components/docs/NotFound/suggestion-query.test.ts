import { describe, expect, it } from "vitest";
import { prefixOf, rankByUrl, wordsOfPath } from "./suggestion-query.ts";

describe("the words of a requested path", () => {
  it("are its path segments split at punctuation, without numbers, extensions or repeats", () => {
    expect(wordsOfPath("/configuraton/outptu/")).toEqual(["configuraton", "outptu"]);
    expect(wordsOfPath("/plugins/split-chunks/index.html")).toEqual(["plugins", "split", "chunks", "index"]);
    expect(wordsOfPath("/guides/2/guides/a/")).toEqual(["guides"]);
    expect(wordsOfPath("/%E0%A4%A/")).toEqual(["e0", "a4"]);
  });
});

describe("a word's searchable beginning", () => {
  it("keeps enough of it to find the word meant despite a typo near its end", () => {
    expect(prefixOf("outptu")).toBe("outp");
    expect(prefixOf("configuraton")).toBe("configur");
    expect(prefixOf("css")).toBe("css");
  });
});

describe("ranking suggestions by their URL", () => {
  it("puts the pages whose URL holds most of the words first, keeping the search's order otherwise", () => {
    const results = [{ url: "/guides/output-management/" }, { url: "/concepts/" }, { url: "/configuration/output/" }];
    expect(rankByUrl(["configur", "outp"], results).map((result) => result.url)).toEqual([
      "/configuration/output/",
      "/guides/output-management/",
      "/concepts/",
    ]);
  });
});
