import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { constants } from "node:zlib";
import { createWorkerPool } from "../worker-pool.ts";
import type { CompressOutcome, CompressTask } from "./precompress-worker.ts";

const WORKER = new URL("./precompress-worker.ts", import.meta.url);

/**
 * Brotli and gzip copies of the site's text files (`x.js` → `x.js.br`,
 * `x.js.gz`), made once at build time so that the server sends them as they
 * are instead of compressing every response. Pagefind's index files are
 * compressed by Pagefind already and images gain nothing, so only these
 * extensions are compressed.
 */
export const PRECOMPRESSED_EXTENSIONS = [".html", ".js", ".mjs", ".css", ".json", ".svg", ".xml", ".txt", ".md", ".webmanifest", ".map"];

/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Brotli's window, as a power of two: just large enough to hold the whole
 * file, so nothing is lost against the default (4 MB), while a small window
 * makes compression several times faster on the typical page of a few KB (a
 * 4 MB window's tables are set up for every file, however small).
 */
export function brotliWindowBits(bytes: number): number {
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_DEFAULT_WINDOW } = constants;
  return Math.min(BROTLI_DEFAULT_WINDOW, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))));
}

/**
 * Brotli quality for a file (path relative to the site). The app's scripts,
 * section menus and styles (`assets/`) are few, change rarely (their copies
 * are cached by content) and are what every first visit downloads: the best
 * quality, 11, makes them about 10% smaller than 9 does. Pages and their
 * article files are thousands on a large site: quality 7 is five times
 * faster than 9 on them for 1-2% more bytes. (Measured on this site's pages,
 * 37-175 KB, and main.js, 480 KB.)
 */
export function brotliQualityOf(relativePath: string): number {
  const [top, ...rest] = relativePath.split(path.sep);
  return top === "assets" && rest.length === 1 ? 11 : 7;
}

export interface PrecompressResult {
  files: number;
  /** Files whose compressed copies came from the cache of an earlier build. */
  cached: number;
}

/**
 * Writes the compressed copies next to each text file of `siteDir`. Copies are
 * kept in `cacheDir` under the content's hash: most files are unchanged from
 * one build to the next, and brotli's high qualities are slow. Copies no file
 * of this build used are removed, so the cache holds one site's worth.
 */
export async function precompressSite(siteDir: string, cacheDir: string): Promise<PrecompressResult> {
  await mkdir(cacheDir, { recursive: true });
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  const pool = await createWorkerPool<CompressTask, CompressOutcome>(WORKER, { maxThreads: Math.max(1, availableParallelism()) });
  const used = new Set<string>();
  let compressed = 0;
  let cached = 0;
  try {
    // Largest first: the few big files (printable pages) do not end up alone on one thread at the end.
    const order = files.map((file, index) => ({ file, bytes: sizes[index]! })).sort((a, b) => b.bytes - a.bytes);
    const outcomes = await Promise.all(
      order.map(({ file, bytes }) =>
        pool.run({
          file,
          cacheDir,
          quality: brotliQualityOf(path.relative(siteDir, file)),
          windowBits: brotliWindowBits(bytes),
          minBytes: MIN_BYTES,
        }),
      ),
    );
    for (const outcome of outcomes) {
      if (outcome.compressed) compressed++;
      if (outcome.cached) cached++;
      for (const name of outcome.copies) used.add(name);
    }
  } finally {
    await pool.destroy();
  }
  const stale = (await readdir(cacheDir)).filter((name) => !used.has(name));
  await Promise.all(stale.map((name) => rm(path.join(cacheDir, name), { force: true })));
  return { files: compressed, cached };
}
