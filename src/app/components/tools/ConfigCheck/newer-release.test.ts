import { describe, expect, it } from "vitest";
import type { CheckOption } from "../../../../shared/config-check-data.ts";
import { newerReleaseFor } from "./newer-release.ts";

const option = (facts: Partial<CheckOption>): CheckOption => ({ path: "x", id: "x", description: "", type: "string", ...facts });

describe("the release an option needs", () => {
  it("is the one that added it, for a reader on an older webpack", () => {
    const progress = option({ added: "5.109.0" });
    expect(newerReleaseFor(progress, undefined, "5.100.0")).toEqual({ release: "5.109.0" });
    expect(newerReleaseFor(progress, undefined, "5.109.0")).toBeUndefined();
    expect(newerReleaseFor(progress, undefined, "5.112.0")).toBeUndefined();
  });

  it("is nothing for an option of every webpack 5 release", () => {
    expect(newerReleaseFor(option({}), "anything", "5.0.0")).toBeUndefined();
  });

  it("is the one that added its value when the value is newer than the option", () => {
    const externalsType = option({ values: { "amd-async": { added: "5.109.0" } } });
    expect(newerReleaseFor(externalsType, "amd-async", "5.100.0")).toEqual({ release: "5.109.0", value: "amd-async" });
    expect(newerReleaseFor(externalsType, "amd", "5.100.0")).toBeUndefined();
    expect(newerReleaseFor(externalsType, "amd-async", "5.112.0")).toBeUndefined();
    // An option newer than the reader's webpack: the option is what needs the newer release.
    const both = option({ added: "5.110.0", values: { b: { added: "5.109.0" } } });
    expect(newerReleaseFor(both, "b", "5.100.0")).toEqual({ release: "5.110.0" });
  });

  it("is the one that accepted it again, for a reader on a release in a gap", () => {
    const assert = option({ added: "5.12.0", gaps: [["5.45.1", "5.48.0"]] });
    expect(newerReleaseFor(assert, undefined, "5.46.0")).toEqual({ release: "5.48.0" });
    expect(newerReleaseFor(assert, undefined, "5.44.0")).toBeUndefined();
  });
});
