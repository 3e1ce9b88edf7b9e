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

describe("front matter text", () => {
  // Shrunk from content fuzzing (seed 6208, 1,979th page): a NUL in the title reached the
  // <title> raw, where the HTML parser turns it into U+FFFD.
  it("refuses control characters in the title and description, at their line", () => {
    expect(() => splitFrontMatter("content/page.md", '---\ntitle: "\\u0000"\n---\n')).toThrow("content/page.md:2: `title` must not contain control characters");
    expect(() => splitFrontMatter("content/page.md", '---\ntitle: Page\ndescription: "a\\u001bb"\n---\n')).toThrow(
      "content/page.md:3: `description` must not contain control characters",
    );
  });

  it("keeps tabs, line breaks and any other Unicode text", () => {
    expect(splitFrontMatter("content/page.md", '---\ntitle: "Tab\\there — ünïcode ✓"\ndescription: "two\\nlines"\n---\n').frontMatter.title).toBe("Tab\there — ünïcode ✓");
  });
});
