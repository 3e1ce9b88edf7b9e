import { describe, expect, it } from "vitest";
import { currentHeadingIndex } from "./current-heading.ts";

describe("the heading being read", () => {
  const tops = [-900, -300, 40, 120, 700, 1500];
  const at = (line: number) => currentHeadingIndex((index) => tops[index]!, tops.length, line);

  it("is the last heading whose top has passed the reading line", () => {
    expect(at(120)).toBe(3);
    expect(at(119)).toBe(2);
    expect(at(2000)).toBe(5);
  });

  it("is none above the first heading", () => {
    expect(at(-901)).toBe(-1);
    expect(currentHeadingIndex(() => 0, 0, 100)).toBe(-1);
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
      100,
    );
    expect(reads).toBeLessThanOrEqual(11);
  });
});
