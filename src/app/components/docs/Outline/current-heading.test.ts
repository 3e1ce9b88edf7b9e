import { describe, expect, it } from "vitest";
import { currentHeadingIndex, headingTop, lastHeadingAbove } from "./current-heading.ts";

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

describe("a heading's top as the search reads it", () => {
  // Elements with a fixed box; reading the heading's counts as laying out its section.
  const box = (top: number, bottom: number, reads?: { count: number }) =>
    ({
      getBoundingClientRect: () => {
        if (reads) reads.count++;
        return { top, bottom } as DOMRect;
      },
    }) as Element;

  it("is the section's top or bottom, without reading the heading, when the section is below or above the window", () => {
    const reads = { count: 0 };
    expect(headingTop(box(2400, 2430, reads), box(2390, 3000), 900)).toBe(2390);
    expect(headingTop(box(-2400, -2370, reads), box(-2410, -1000), 900)).toBe(-1000);
    expect(reads.count).toBe(0);
  });

  it("is the heading's own top when its section is on screen, or it has none", () => {
    expect(headingTop(box(300, 330), box(-200, 1200), 900)).toBe(300);
    expect(headingTop(box(-50, -20), box(-100, 0), 900)).toBe(-50);
    expect(headingTop(box(850, 880), box(899, 1500), 900)).toBe(850);
    expect(headingTop(box(120, 150), null, 900)).toBe(120);
  });

  it("compares with every line from -1 to the window's height as the heading's own top does", () => {
    const cases: [heading: number, section: [number, number]][] = [
      [2390, [2390, 3000]],
      [2600, [2390, 3000]],
      [-1500, [-1600, -2]],
      [-3, [-1600, -2]],
      [400, [300, 1000]],
    ];
    for (const [heading, [top, bottom]] of cases) {
      const read = headingTop(box(heading, heading + 30), box(top, bottom), 900);
      for (let line = -1; line < 900; line++) expect(read <= line).toBe(heading <= line);
    }
  });
});
