import { existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it, vi } from "vitest";
import { brotliQualityOf, brotliWindowBits, precompressSite } from "./precompress.ts";
import { prepareVersion, publishVersion } from "./publish.ts";

const temp = mkdtempSync(path.join(os.tmpdir(), "publish-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function build(dist: string, text: string): Promise<string> {
  const version = await prepareVersion(dist);
  await writeFile(path.join(version.siteDir, "index.html"), text);
  await publishVersion(dist, version);
  return version.dir;
}

describe("atomic output", () => {
  it("points dist at each new version by a link, keeping the previous version only", async () => {
    const dist = path.join(temp, "dist");
    const first = await build(dist, "one");
    expect(lstatSync(dist).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).toBe("one");
    const second = await build(dist, "two");
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).toBe("two");
    expect(existsSync(first)).toBe(true);
    await build(dist, "three");
    expect(existsSync(first)).toBe(false);
    expect(existsSync(second)).toBe(true);
    expect(readdirSync(`${dist}.versions`)).toHaveLength(2);
  });

  it("leaves the current site alone when a build fails, and clears the failed version on the next build", async () => {
    const dist = path.join(temp, "failing");
    // Both versions in one millisecond, as on a fast machine: they must still be two folders.
    vi.spyOn(Date, "now").mockReturnValue(1_795_000_000_000);
    await build(dist, "good");
    const failed = await prepareVersion(dist);
    vi.restoreAllMocks();
    await writeFile(path.join(failed.siteDir, "index.html"), "half-writ");
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).toBe("good");
    await build(dist, "next");
    expect(existsSync(failed.dir)).toBe(false);
  });

  it("gives two versions prepared in the same millisecond folders of their own, so a failed build never writes into the live one", async () => {
    const dist = path.join(temp, "same-millisecond");
    // The clock stands still, as it may between two quick builds of one process.
    const now = vi.spyOn(Date, "now").mockReturnValue(Date.UTC(2026, 0, 1));
    try {
      await build(dist, "good");
      const failed = await prepareVersion(dist);
      expect(realpathSync(failed.siteDir)).not.toBe(realpathSync(dist));
      await writeFile(path.join(failed.siteDir, "index.html"), "half-writ");
      expect(readFileSync(path.join(dist, "index.html"), "utf8")).toBe("good");
    } finally {
      now.mockRestore();
    }
  });

  it("replaces a plain dist folder from before versioned output", async () => {
    const dist = path.join(temp, "legacy");
    await mkdir(dist);
    await writeFile(path.join(dist, "index.html"), "old");
    await build(dist, "new");
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).toBe("new");
    expect(realpathSync(dist)).toContain(`${path.basename(dist)}.versions`);
  });
});

describe("precompression", () => {
  it("writes brotli and gzip copies of text files that decompress to the file, skipping small and Pagefind files", async () => {
    const site = path.join(temp, "compress");
    await mkdir(path.join(site, "pagefind"), { recursive: true });
    const page = `<p>${"text ".repeat(500)}</p>`;
    await writeFile(path.join(site, "index.html"), page);
    await writeFile(path.join(site, "small.css"), "p{}");
    await writeFile(path.join(site, "pagefind", "en.pf_meta"), Buffer.alloc(4000, 1));
    const cache = path.join(temp, "compress-cache");
    expect(await precompressSite(site, cache)).toEqual({ files: 1, cached: 0 });
    expect(brotliDecompressSync(readFileSync(path.join(site, "index.html.br"))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(path.join(site, "index.html.gz"))).toString()).toBe(page);
    expect(existsSync(path.join(site, "small.css.br"))).toBe(false);
    expect(existsSync(path.join(site, "pagefind", "en.pf_meta.br"))).toBe(false);

    // The next build reuses the copies of unchanged files.
    rmSync(path.join(site, "index.html.br"));
    rmSync(path.join(site, "index.html.gz"));
    expect(await precompressSite(site, cache)).toEqual({ files: 1, cached: 1 });
    expect(brotliDecompressSync(readFileSync(path.join(site, "index.html.br"))).toString()).toBe(page);
  });

  it("fits brotli's window to the file, so a small window never makes a copy larger than the default one would", async () => {
    // Text that repeats at long distances: a window shorter than the file would miss the repeats.
    const paragraph = Array.from({ length: 40 }, (_, index) => `line ${index * 7919} of the page, `).join("");
    for (const bytes of [1500, 20_000, 70_000, 300_000, 2_000_000]) {
      const text = Buffer.from(paragraph.repeat(Math.ceil(bytes / paragraph.length)).slice(0, bytes));
      expect(2 ** brotliWindowBits(bytes) - 16).toBeGreaterThanOrEqual(Math.min(bytes, 2 ** constants.BROTLI_DEFAULT_WINDOW - 16));
      const site = path.join(temp, `window-${bytes}`);
      await mkdir(site, { recursive: true });
      await writeFile(path.join(site, "page.html"), text);
      await precompressSite(site, path.join(temp, `window-cache-${bytes}`));
      const ours = readFileSync(path.join(site, "page.html.br"));
      expect(brotliDecompressSync(ours).equals(text)).toBe(true);
      const withDefaultWindow = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQualityOf("page.html") } });
      expect(ours.length).toBeLessThanOrEqual(withDefaultWindow.length * 1.01);
    }
  });

  it("compresses what every first visit loads (the app's scripts and styles) at brotli's best quality, pages faster", () => {
    expect(brotliQualityOf(path.join("assets", "main.0123456789.js"))).toBe(11);
    expect(brotliQualityOf(path.join("assets", "main.0123456789.css"))).toBe(11);
    expect(brotliQualityOf(path.join("assets", "section-guides-js.0123456789.js"))).toBe(11);
    expect(brotliQualityOf(path.join("articles", "guides", "caching.js"))).toBeLessThan(11);
    expect(brotliQualityOf(path.join("guides", "caching", "index.html"))).toBeLessThan(11);
  });
});
