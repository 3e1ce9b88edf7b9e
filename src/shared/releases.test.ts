import { describe, expect, it } from "vitest";
import { compareVersions, releaseNeeded, shortRelease } from "./releases.ts";

describe("webpack releases", () => {
  it("compare by number", () => {
    expect(["5.10.0", "5.9.1", "5.9.0", "5.100.0", "5.10.1"].sort(compareVersions)).toEqual(["5.9.0", "5.9.1", "5.10.0", "5.10.1", "5.100.0"]);
  });

  it("say which release something needs: the one that added it, or the one that brought it back", () => {
    const span = { added: "5.1.0", gaps: [["5.3.0", "5.5.0"]] as [string, string][] };
    expect(releaseNeeded(span, "5.0.0")).toBe("5.1.0");
    expect(releaseNeeded(span, "5.1.0")).toBeUndefined();
    expect(releaseNeeded(span, "5.2.9")).toBeUndefined();
    expect(releaseNeeded(span, "5.3.0")).toBe("5.5.0");
    expect(releaseNeeded(span, "5.4.2")).toBe("5.5.0");
    expect(releaseNeeded(span, "5.5.0")).toBeUndefined();
    expect(releaseNeeded({ added: "5.109.0" }, "5.100.0")).toBe("5.109.0");
    expect(releaseNeeded({ added: "5.109.0" }, "5.112.0")).toBeUndefined();
  });

  it("are named without a zero patch number in sentences", () => {
    expect(shortRelease("5.109.0")).toBe("5.109");
    expect(shortRelease("5.110.3")).toBe("5.110.3");
  });
});
