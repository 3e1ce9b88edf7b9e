import { describe, expect, it } from "vitest";
import { currentHeadingIndex, lastHeadingAbove } from "./current-heading.ts";

describe("the heading being read", () => {
  // A window 900 px tall whose sticky header ends at 104 px: the top half ends at 450.
  const HEADER = 104;
  const HALFWAY = 450;
  const at = (tops: number[]) => currentHeadingIndex((index) => tops[index]!, tops.length, HEADER, HALFWAY);

  it("is the first heading below the header once it is in the top half of the window", () => {
    // /configuration/output/ at 1440×900: output.copy 162 px from the top, its section filling the screen below it.
    expect(at([-2400, -900, 162, 1300])).toBe(2);
    expect(at([-900, 449, 1300])).toBe(1);
  });

  it("is the last heading above the header while the next one is still in the bottom half", () => {
    expect(at([-900, 451, 1300])).toBe(0);
    expect(at([-900, 2000])).toBe(0);
  });

  it("is a heading just scrolled to, which sits at the header's bottom", () => {
    expect(at([-300, HEADER, 600])).toBe(1);
    expect(at([-300, HEADER - 0.5, 600])).toBe(1);
  });

  it("is the last heading when every heading is above the header, and none above the first one", () => {
    expect(at([-900, -300, 20])).toBe(2);
    expect(at([700, 1500])).toBe(-1);
    expect(at([])).toBe(-1);
  });

  it("reads few positions even on a long page", () => {
    let reads = 0;
    const many = Array.from({ length: 1000 }, (_, index) => index * 100 - 50_000);
    currentHeadingIndex(
      (index) => {
        reads++;
        return many[index]!;
      },
      many.length,
      HEADER,
      HALFWAY,
    );
    expect(reads).toBeLessThanOrEqual(12);
  });
});

describe("the last heading above a line", () => {
  const tops = [-900, -300, 40, 120, 700, 1500];
  const above = (line: number) => lastHeadingAbove((index) => tops[index]!, tops.length, line);

  it("is the last heading whose top is at or above the line; none above the first", () => {
    expect(above(120)).toBe(3);
    expect(above(119)).toBe(2);
    expect(above(2000)).toBe(5);
    expect(above(-901)).toBe(-1);
  });
});
