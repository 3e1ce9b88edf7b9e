import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date.ts";

const byIntl = (date: Date) => date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

describe("formatDate", () => {
  it("writes a day as Intl's en-US long date in UTC does, on every day of two years", () => {
    for (let day = Date.UTC(2023, 0, 1); day < Date.UTC(2025, 0, 1); day += 86_400_000) {
      const date = new Date(day);
      expect(formatDate(date.toISOString().slice(0, 10))).toBe(byIntl(date));
    }
  });

  it("takes a full timestamp's day in UTC", () => {
    for (const stamp of ["2026-11-26T23:30:00Z", "2026-11-26T23:30:00-05:00", "2026-01-01T00:00:00.000Z", "2025-12-31T23:59:59+01:00"]) {
      expect(formatDate(stamp)).toBe(byIntl(new Date(stamp)));
    }
    expect(formatDate("2026-11-26T23:30:00-05:00")).toBe("November 27, 2026");
  });
});
