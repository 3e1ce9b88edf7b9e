import { describe, expect, it } from "vitest";
import { formatDollars } from "./supporters.ts";

describe("formatDollars", () => {
  it("writes whole dollars as Intl's en-US grouping does", () => {
    for (const dollars of [0, 7, 99.5, 999, 1000, 2500, 12_345.4, 100_000, 999_999.6, 1_234_567, 98_765_432_1]) {
      expect(formatDollars(dollars)).toBe(`$${Math.round(dollars).toLocaleString("en-US")}`);
    }
    expect(formatDollars(1_234_567)).toBe("$1,234,567");
  });
});
