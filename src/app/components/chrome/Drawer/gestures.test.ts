import { describe, expect, it } from "vitest";
import { closingDrag, completes, openingDrag } from "./gestures.ts";

describe("opening drag from the left edge", () => {
  it("follows a rightward, mostly horizontal drag", () => {
    expect(openingDrag(10, 0)).toBe(10);
    expect(openingDrag(100, 79)).toBe(100);
    expect(openingDrag(100, -79)).toBe(100);
  });

  it("ignores drags whose slope reaches 0.8 (scrolling), in either vertical direction", () => {
    expect(openingDrag(100, 80)).toBeNull();
    expect(openingDrag(100, -80)).toBeNull();
    expect(openingDrag(10, 200)).toBeNull();
  });

  it("ignores leftward or no movement, and anything from 295 px on", () => {
    expect(openingDrag(0, 0)).toBeNull();
    expect(openingDrag(-30, 0)).toBeNull();
    expect(openingDrag(294, 0)).toBe(294);
    expect(openingDrag(295, 0)).toBeNull();
    expect(openingDrag(400, 0)).toBeNull();
  });
});

describe("closing drag on the open drawer", () => {
  it("follows a leftward, mostly horizontal drag, at most the panel's width", () => {
    expect(closingDrag(-40, 10)).toBe(40);
    expect(closingDrag(-100, -79)).toBe(100);
    expect(closingDrag(-500, 0)).toBe(300);
  });

  it("ignores rightward movement and steep drags", () => {
    expect(closingDrag(40, 0)).toBeNull();
    expect(closingDrag(0, 50)).toBeNull();
    expect(closingDrag(-100, 80)).toBeNull();
  });
});

describe("release", () => {
  it("completes only beyond 20 px", () => {
    expect(completes(20)).toBe(false);
    expect(completes(21)).toBe(true);
    expect(completes(0)).toBe(false);
  });
});
