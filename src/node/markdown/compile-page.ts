import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileBody } from "./compile.ts";
import type { CompileOptions, PageFacts } from "./facts.ts";
import { compileInPool } from "./pool.ts";
import { REPO_ROOT } from "../paths.ts";

/** One page to compile: plain data, so it can cross to a worker thread. */
export interface PageSource {
  /** Repository-relative path, for messages (and part of the cache key: messages name it). */
  file: string;
  /** The body, front matter lines blanked so that lines are file lines. */
  body: string;
  format: "md" | "mdx";
  options?: CompileOptions;
}

const MARKDOWN_DIR = path.dirname(fileURLToPath(import.meta.url));
const LOCKFILE = path.join(REPO_ROOT, "package-lock.json");

/**
 * Source in, facts out: the one seam through which every page is compiled
 * (the build, the dev server, the tests). With a cache folder, facts are
 * kept as JSON under a key of the page and the pipeline's own sources.
 */
export async function compilePage(page: PageSource, cacheDir?: string): Promise<PageFacts> {
  if (!cacheDir) return compileBody(page.file, page.body, page.format, page.options);
  const hash = createHash("sha256")
    .update(`${await pipelineKey()}\0${page.format}\0${page.file}\0${JSON.stringify(page.options ?? {})}\0${page.body}`)
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

/** The key of this pipeline's sources (this folder) and installed packages (the lockfile), computed once per process. */
export function pipelineKey(): Promise<string> {
  return (memo ??= pipelineKeyOf(MARKDOWN_DIR, LOCKFILE));
}

/**
 * A hash of every source file of the Markdown pipeline's folder (tests left
 * out) and of the lockfile: editing a plugin, or updating a package it uses,
 * changes it, so the cache never serves HTML from an older pipeline.
 */
export async function pipelineKeyOf(sourceDir: string, lockfile: string): Promise<string> {
  const names = (await readdir(sourceDir)).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts")).sort();
  const hash = createHash("sha256");
  for (const name of names) hash.update(`${name}\0`).update(await readFile(path.join(sourceDir, name)));
  hash.update(await readFile(lockfile).catch(() => Buffer.from("no lockfile")));
  return hash.digest("hex").slice(0, 16);
}
