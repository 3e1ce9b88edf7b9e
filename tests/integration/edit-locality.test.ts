import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { appendFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite } from "../../src/node/site/build-site.ts";

/** Every file of a built site by path, with a hash of its bytes. */
async function fingerprint(siteDir: string): Promise<Map<string, string>> {
  const files = (await readdir(siteDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const hashes = new Map<string, string>();
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(
      path.relative(siteDir, file).split(path.sep).join("/"),
      createHash("sha256")
        .update(await readFile(file))
        .digest("hex"),
    );
  }
  return hashes;
}

const root = await mkdtemp(path.join(os.tmpdir(), "edit-locality-"));
afterAll(() => rm(root, { recursive: true, force: true }));

describe("editing one page", () => {
  it("changes that page's files, the printable page and the full text that contain it, the search index and the service worker's list, nothing else", async () => {
    const contentDir = path.join(root, "content");
    const outDir = path.join(root, "dist");
    const cacheDir = path.join(root, "cache");
    await cp(path.resolve("tests/fixtures/content"), contentDir, { recursive: true });
    await buildSite({ contentDir, outDir, cacheDir });
    const before = await fingerprint(outDir);
    await appendFile(path.join(contentDir, "concepts", "beta.md"), "\nA sentence added by the test.\n");
    await buildSite({ contentDir, outDir, cacheDir });
    const after = await fingerprint(outDir);

    // Pagefind names its files by content: its index is rewritten whole (it has no partial update).
    const outsideSearchIndex = (files: Map<string, string>) => [...files.keys()].filter((file) => !file.startsWith("pagefind/")).sort();
    expect(outsideSearchIndex(after)).toEqual(outsideSearchIndex(before));
    const changed = outsideSearchIndex(after).filter((file) => before.get(file) !== after.get(file));
    // With their brotli and gzip copies, where the file is large enough to have them.
    const withCompressedCopies = (files: string[]) =>
      files.flatMap((file) => [file, ...[".br", ".gz"].map((suffix) => `${file}${suffix}`).filter((copy) => after.has(copy))]);
    // The full text of the documentation for tools holds every page's Markdown (src/node/site/llms.ts).
    const edited = [
      "articles/concepts/beta.json",
      "concepts/beta.md",
      "concepts/beta/index.html",
      "concepts/printable/index.html",
      "llms-full.txt",
      "sw.js",
    ];
    expect(changed).toEqual(withCompressedCopies(edited).sort());
    // The app's own files, every other page and every other article are byte for byte the same.
    expect(changed.some((file) => file.startsWith("assets/"))).toBe(false);
  }, 180_000);
});
