import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { compileBody, type CompiledBody } from "../markdown/compile.ts";
import { compileBodyInPool } from "../markdown/pool.ts";
import { configurationReference } from "../reference/extension.ts";
import { ContentError, ContentErrors } from "./errors.ts";
import { splitFrontMatter } from "./front-matter.ts";
import type { DirectoryEntry, FileEntry, IndexEntry, LoadedContent, LoadedPage } from "./index-types.ts";
import { compareBlogPosts, compareSiblings } from "./sort.ts";
import { blogDateOf, teaserOf, urlOfContentPath } from "./urls.ts";

export interface LoadOptions {
  /** Folder of Markdown/MDX files. */
  contentDir: string;
  /** Paths in the index are relative to this folder (the repository). */
  repoRoot: string;
  /** Where compiled bodies are cached by content hash; none when undefined. */
  cacheDir?: string;
  /** Build-time additions to the content (by default, the configuration options reference). */
  extensions?: ContentExtension[];
}

/** A page made at build time instead of read from a file, loaded through the same pipeline as files. */
export interface GeneratedSource {
  /** Its place in the content folder as if it were a file (`configuration/reference.md`): its URL and menu position follow from it. */
  relativePath: string;
  /** Front matter and Markdown body, as a file would hold them. */
  source: string;
  /** Keep its headings out of the section's sidebar data (for a very long page). */
  hideAnchors?: boolean;
}

/**
 * Runs once the content files are loaded, before the index is returned: it may
 * adjust the loaded pages (their compiled HTML and links) and returns pages to
 * add, and problems to report without stopping the build.
 */
export interface ContentExtension {
  name: string;
  extend(loaded: LoadedContent, context: { contentDir: string; repoRoot: string }): Promise<{ pages: GeneratedSource[]; warnings?: ContentError[] }>;
}

/** Bump when the Markdown pipeline's output changes, to invalidate the cache. */
const PIPELINE_VERSION = "2";

/**
 * Walks the content folder and builds the content index: validated front
 * matter, URLs, anchors, sorting, blog dates and teasers, compiled bodies.
 * Collects every content error, then throws them together.
 */
export async function loadContent(options: LoadOptions): Promise<LoadedContent> {
  const errors: ContentError[] = [];
  const pages = new Map<string, LoadedPage>();
  const contentDir = path.resolve(options.contentDir);

  async function walk(directory: string, isBlog: boolean): Promise<DirectoryEntry> {
    const relative = path.relative(contentDir, directory).split(path.sep).join("/");
    const dirents = (await readdir(directory, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    const children: IndexEntry[] = [];
    // Every page of the folder starts loading at once (the Markdown pool compiles them in parallel);
    // the results are then taken in name order, and subfolders walked in turn, so the index, the
    // order of its pages and the errors are the same as one file at a time.
    const started = dirents.map((dirent) => {
      const full = path.join(directory, dirent.name);
      if (dirent.isDirectory()) return { directory: () => walk(full, isBlog || (relative === "" && dirent.name === "blog")) };
      if (!/\.mdx?$/i.test(dirent.name)) return {};
      const page = loadPage(full, isBlog);
      page.catch(() => undefined); // Awaited below, in order; this only keeps an early failure from being reported as unhandled.
      return { page };
    });
    for (const item of started) {
      if (item.directory) {
        children.push(await item.directory());
      } else if (item.page) {
        try {
          const page = await item.page;
          const clash = pages.get(page.entry.url);
          if (clash) {
            throw new ContentError(page.entry.path, 1, `duplicate URL ${page.entry.url}: ${clash.entry.path} has the same one`);
          }
          pages.set(page.entry.url, page);
          children.push(page.entry);
        } catch (error) {
          if (error instanceof ContentError) errors.push(error);
          else throw error;
        }
      }
    }
    children.sort(isBlog ? (a, b) => compareBlogPosts(asBlogSortable(a), asBlogSortable(b)) : (a, b) => compareSiblings(asSortable(a), asSortable(b)));
    return {
      path: repoPath(directory),
      name: path.basename(directory),
      children,
      size: children.reduce((sum, child) => sum + child.size, 0),
      type: "directory",
      url: urlOfContentPath(relative ? `${relative}/index` : "index"),
    };
  }

  function repoPath(full: string): string {
    return path.relative(options.repoRoot, full).split(path.sep).join("/");
  }

  async function loadPage(full: string, isBlog: boolean): Promise<LoadedPage> {
    const file = repoPath(full);
    const relative = path.relative(contentDir, full).split(path.sep).join("/");
    const source = (await readFile(full, "utf8")).replace(/\r\n?/g, "\n");
    const { frontMatter, body } = splitFrontMatter(file, source);
    const extension = path.extname(full).toLowerCase() as ".md" | ".mdx";
    const compiled = await compileCached(file, body, extension === ".mdx" ? "mdx" : "md", options.cacheDir);
    const name = path.basename(full);
    const entry: FileEntry = {
      ...frontMatter,
      path: file,
      name,
      size: (await stat(full)).size,
      extension,
      type: "file",
      url: urlOfContentPath(relative),
      anchors: compiled.anchors,
    };
    if (isBlog && !/^index\.mdx?$/.test(name)) {
      entry.date = blogDateOf(name);
      entry.teaser = teaserOf(body);
    }
    return { entry, key: relative.replace(/\.mdx?$/i, ""), body: compiled };
  }

  const root = await walk(contentDir, false);
  if (errors.length) throw new ContentErrors(errors);
  const loaded: LoadedContent = { root, pages, warnings: [] };
  for (const extension of options.extensions ?? [configurationReference()]) {
    const result = await extension.extend(loaded, { contentDir, repoRoot: options.repoRoot });
    loaded.warnings.push(...(result.warnings ?? []));
    for (const generated of result.pages) {
      try {
        addGeneratedPage(loaded, generated, await loadGenerated(generated));
      } catch (error) {
        if (error instanceof ContentError) errors.push(error);
        else throw error;
      }
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return loaded;

  async function loadGenerated(generated: GeneratedSource): Promise<LoadedPage> {
    const relative = generated.relativePath;
    const file = repoPath(path.join(contentDir, relative));
    const { frontMatter, body } = splitFrontMatter(file, generated.source);
    const extension = path.extname(relative).toLowerCase() as ".md" | ".mdx";
    const compiled = await compileCached(file, body, extension === ".mdx" ? "mdx" : "md", options.cacheDir);
    const entry: FileEntry = {
      ...frontMatter,
      path: file,
      name: path.basename(relative),
      size: Buffer.byteLength(generated.source),
      extension,
      type: "file",
      url: urlOfContentPath(relative),
      anchors: generated.hideAnchors ? [] : compiled.anchors,
    };
    return { entry, key: relative.replace(/\.mdx?$/i, ""), body: compiled, generatedSource: generated.source };
  }
}

/** Puts a generated page into the index as if its file were in the content folder (directories made as needed, siblings re-sorted). */
function addGeneratedPage(loaded: LoadedContent, generated: GeneratedSource, page: LoadedPage): void {
  const clash = loaded.pages.get(page.entry.url);
  if (clash) throw new ContentError(page.entry.path, 1, `duplicate URL ${page.entry.url}: ${clash.entry.path} has the same one`);
  loaded.pages.set(page.entry.url, page);
  const folders = generated.relativePath.split("/").slice(0, -1);
  const chain: DirectoryEntry[] = [loaded.root];
  for (const name of folders) {
    const parent = chain.at(-1)!;
    let directory = parent.children.find((child): child is DirectoryEntry => child.type === "directory" && child.name === name);
    if (!directory) {
      const relative = [...chain.slice(1).map((entry) => entry.name), name].join("/");
      directory = { path: `${parent.path}/${name}`, name, children: [], size: 0, type: "directory", url: urlOfContentPath(`${relative}/index`) };
      parent.children.push(directory);
    }
    chain.push(directory);
  }
  chain.at(-1)!.children.push(page.entry);
  for (const directory of chain) directory.size += page.entry.size;
  for (const directory of chain) {
    const isBlog = directory.url === "/blog/";
    directory.children.sort(isBlog ? (a, b) => compareBlogPosts(asBlogSortable(a), asBlogSortable(b)) : (a, b) => compareSiblings(asSortable(a), asSortable(b)));
  }
}

function asSortable(entry: IndexEntry) {
  return entry.type === "file" ? entry : { title: entry.name };
}

function asBlogSortable(entry: IndexEntry) {
  return { name: entry.name, date: entry.type === "file" ? entry.date : undefined };
}

async function compileCached(file: string, body: string, format: "md" | "mdx", cacheDir: string | undefined): Promise<CompiledBody> {
  // Without a cache (tests, small one-off loads), compile here; a build's misses go to the worker pool.
  if (!cacheDir) return compileBody(file, body, format);
  const hash = createHash("sha256").update(`${PIPELINE_VERSION}\0${format}\0${file}\0${body}`).digest("hex").slice(0, 32);
  const cacheFile = path.join(cacheDir, `${hash}.json`);
  try {
    return JSON.parse(await readFile(cacheFile, "utf8")) as CompiledBody;
  } catch {
    const compiled = await compileBodyInPool(file, body, format);
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cacheFile, JSON.stringify(compiled));
    return compiled;
  }
}
