import { describe, expect, it } from "vitest";
import { PAGE_SIZE_LIMIT, sizeWarning } from "./size-check.ts";

describe("page size", () => {
  it("warns at line 1 when a page's source is over the limit, with both sizes", () => {
    expect(sizeWarning("content/big.mdx", 2 * 1024 * 1024, PAGE_SIZE_LIMIT)?.message).toBe(
      "content/big.mdx:1: page source is 2048 KB, over the 400 KB limit: split it into several pages",
    );
  });

  it("says nothing at or under the limit", () => {
    expect(sizeWarning("content/ok.mdx", PAGE_SIZE_LIMIT, PAGE_SIZE_LIMIT)).toBeUndefined();
  });
});
