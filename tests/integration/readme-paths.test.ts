import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README points maintainers at files; a rename that forgets it sends them to files that are gone. Every
 * repository path it names in a code span must exist, and every bare source file name (`compile-page.ts`) must
 * be the name of a file in src/ or tests/.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const README = readFileSync(path.join(ROOT, "README.md"), "utf8");
const REPOSITORY_FOLDERS = ["src/", "tests/", "content/", "data/", "public/", ".ci/"];
/** Paths the README names as what a maintainer might add, not as what is there. */
const HYPOTHETICAL = new Set(["content/recipes/"]);

const codeSpans = [...README.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);

function sourceFileNames(folder: string, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) sourceFileNames(full, names);
    else names.add(entry.name);
  }
  return names;
}

describe("README", () => {
  it("names only repository paths that exist", () => {
    const named = codeSpans.filter((span) => REPOSITORY_FOLDERS.some((folder) => span.startsWith(folder)) && !HYPOTHETICAL.has(span));
    expect(named.length).toBeGreaterThan(20);
    const missing = [...new Set(named)].filter((span) => !existsSync(path.join(ROOT, span.replace(/[:#].*$/, ""))));
    expect(missing).toEqual([]);
  });

  it("names only source files that exist", () => {
    const files = new Set([...sourceFileNames(path.join(ROOT, "src")), ...sourceFileNames(path.join(ROOT, "tests"))]);
    const bare = codeSpans.filter((span) => /^[\w.-]+\.(ts|tsx|css)$/.test(span));
    expect(bare.length).toBeGreaterThan(5);
    expect([...new Set(bare)].filter((name) => !files.has(name))).toEqual([]);
  });
});
