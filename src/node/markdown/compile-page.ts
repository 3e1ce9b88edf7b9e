import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { compileBody } from "./compile.ts";
import type { CompileOptions, PageFacts } from "./facts.ts";
import { compileInPool, MARKDOWN_WORKER } from "./pool.ts";
import { bundleWorker, workerCode, type BundledCode } from "../worker-pool.ts";
import { REPO_ROOT } from "../paths.ts";

/** One page to compile: plain data, so it can cross to a worker thread. */
export interface PageSource {
  /** Repository-relative path, for messages (and part of the cache key: messages name it). */
  file: string;
  /** The page's Markdown (or MDX), front matter lines blanked so that lines are file lines. */
  markdown: string;
  format: "md" | "mdx";
  options?: CompileOptions;
}

const LOCKFILE = path.join(REPO_ROOT, "package-lock.json");

/**
 * Source in, facts out: the one seam through which every page is compiled
 * (the build, the dev server, the tests). With a cache folder, facts are
 * kept as JSON under a key of the page and the pipeline's own sources.
 */
export async function compilePage(page: PageSource, cacheDir?: string): Promise<PageFacts> {
  if (!cacheDir) return compileBody(page.file, page.markdown, page.format, page.options);
  const hash = createHash("sha256")
    .update(`${await pipelineKey()}\0${page.format}\0${page.file}\0${JSON.stringify(page.options ?? {})}\0${page.markdown}`)
    .digest("hex")
    .slice(0, 32);
  const cacheFile = path.join(cacheDir, `${hash}.json`);
  try {
    return JSON.parse(await readFile(cacheFile, "utf8")) as PageFacts;
  } catch {
    // A build's cache misses go to the worker pool (both cores); without a cache (tests, one-off loads) a page compiles here.
    const facts = await compileInPool(page);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cacheFile, JSON.stringify(facts));
    return facts;
  }
}

let memo: Promise<string> | undefined;

/** The key of the page compiler's code (the very bundle the workers run) and installed packages, computed once per process. */
export function pipelineKey(): Promise<string> {
  return (memo ??= pipelineKeyOf(MARKDOWN_WORKER, LOCKFILE, workerCode));
}

/**
 * A hash of the bundle the compile workers run (`worker`, bundled by
 * esbuild: every module of ours the compiler reaches, shared ones included)
 * and of the lockfile (the packages it imports): editing any of that changes
 * the key, so the cache never serves HTML from an older pipeline. `bundle`
 * makes the bundle afresh unless given (a build passes the pool's own).
 */
export async function pipelineKeyOf(worker: URL, lockfile: string, bundle: (worker: URL) => Promise<BundledCode> = bundleWorker): Promise<string> {
  const { hash } = await bundle(worker);
  const packages = await readFile(lockfile).catch(() => Buffer.from("no lockfile"));
  return createHash("sha256").update(`${hash}\0`).update(packages).digest("hex").slice(0, 16);
}
