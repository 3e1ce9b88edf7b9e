import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "./front-matter.ts";

describe("front matter found by fuzzing", () => {
  // Shrunk from content fuzzing (seed 6208): a value starting with `*` is a YAML alias, and
  // an alias to no anchor made yaml throw a ReferenceError that escaped as a raw exception.
  it("reports an alias without its anchor as malformed YAML at the alias's line", () => {
    expect(() => splitFrontMatter("content/page.md", "---\ntitle: Page\ndescription: *-\n---\n")).toThrow(
      "content/page.md:3: malformed YAML in front matter: Unresolved alias (the anchor must be set before the alias): -",
    );
  });
});
