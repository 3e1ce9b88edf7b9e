import { describe, expect, it } from "vitest";
import { addSince } from "./catalogue.ts";
import { historyOf, historyReleases } from "./history.ts";
import type { MessageFact } from "./model.ts";

describe("historyOf", () => {
  it("gives each message of the newest release the first release that has it, in release order", () => {
    const history = historyOf([
      { version: "5.10.0", ids: ["A", "B", "C"] },
      { version: "4.47.0", ids: ["A"] },
      { version: "5.2.0", ids: ["A", "B"] },
      { version: "5.9.0", ids: ["A"] },
    ]);
    expect(history.checked).toEqual(["4.47.0", "5.2.0", "5.9.0", "5.10.0"]);
    // B was taken out in 5.9.0 and put back: it keeps its first release.
    expect(history.firstSeen).toEqual({ A: "4.47.0", B: "5.2.0", C: "5.10.0" });
  });

  it("leaves out messages the newest release no longer has", () => {
    expect(
      historyOf([
        { version: "5.0.0", ids: ["Gone"] },
        { version: "5.1.0", ids: [] },
      ]).firstSeen,
    ).toEqual({});
  });

  it("gives a message a release only when it is not the baseline's", () => {
    const facts = ["A", "C"].map((id): MessageFact => ({ id, kind: "class", package: "webpack", version: "5.10.0", raised: [] }));
    addSince(facts, {
      webpack: historyOf([
        { version: "4.47.0", ids: ["A"] },
        { version: "5.10.0", ids: ["A", "C"] },
      ]),
    });
    expect(facts.map((fact) => fact.since)).toEqual([undefined, "5.10.0"]);
  });
});

describe("the releases read", () => {
  it("are the last webpack 4 release and webpack 5's stable releases up to the installed one, oldest first", () => {
    const published = ["5.10.0", "4.46.0", "4.47.0", "5.0.0-beta.1", "5.0.0", "5.9.0", "5.11.0-rc.0", "5.11.0", "3.12.0"];
    expect(historyReleases(published, "5.10.0")).toEqual(["4.47.0", "5.0.0", "5.9.0", "5.10.0"]);
  });

  it("refuse a list without the installed release", () => {
    expect(() => historyReleases(["4.47.0", "5.0.0"], "5.1.0")).toThrow("the registry does not list the installed webpack 5.1.0");
  });
});
