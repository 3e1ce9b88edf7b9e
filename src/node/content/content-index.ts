import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ContentError, ContentErrors } from "../errors.ts";
import { anchorsOf } from "../markdown/facts.ts";
import { compilePage, type PageSource } from "../markdown/compile-page.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { GENERATED_PAGE_SIZE_LIMIT, PAGE_SIZE_LIMIT, sizeWarning } from "./size-check.ts";
import type {
  ContentExtension,
  DirectoryEntry,
  FileEntry,
  GeneratedSource,
  IndexEntry,
  LoadedContent,
  LoadedPage,
  SectionSettings,
} from "./index-types.ts";
import type { FrontMatter } from "./schema.ts";
import { compareBlogPosts, compareSiblings } from "./sort.ts";
import { readingMinutesOf, teaserOf } from "./teaser.ts";
import { blogDateOf, printablePrefixOf, printableUrlOf, urlOfContentPath } from "./urls.ts";

export interface ContentIndexOptions {
  /** Folder of Markdown/MDX files. */
  contentDir: string;
  /** Paths in the index are relative to this folder (the repository). */
  repoRoot: string;
  /** Where compiled bodies are cached by content hash; none when undefined. */
  cacheDir?: string;
  /** Build-time additions to the content (the caller passes the configuration options reference); none when undefined. */
  extensions?: ContentExtension[];
}

/**
 * Walks the content folder and builds the content index: validated front
 * matter, URLs, anchors, sorting, blog dates and teasers, compiled bodies;
 * then runs the extensions and loads the pages they generate the same way.
 * Collects every content error, then throws them together.
 */
export async function buildContentIndex(options: ContentIndexOptions): Promise<LoadedContent> {
  const errors: ContentError[] = [];
  const warnings: ContentError[] = [];
  const pages = new Map<string, LoadedPage>();
  const sectionSettings = new Map<string, SectionSettings>();
  const contentDir = path.resolve(options.contentDir);
  const repoPath = (full: string) => path.relative(options.repoRoot, full).split(path.sep).join("/");
  const collect = (error: unknown) => {
    if (error instanceof ContentError) errors.push(error);
    else throw error;
  };

  /** `settings`: those of the section this folder belongs to (none for the content folder's own files). */
  async function walk(directory: string, settings: SectionSettings | undefined): Promise<DirectoryEntry> {
    const relative = path.relative(contentDir, directory).split(path.sep).join("/");
    const dirents = (await readdir(directory, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    const children: IndexEntry[] = [];
    // Every page of the folder starts loading at once (the Markdown pool compiles them in parallel);
    // the results are then taken in name order, and subfolders walked in turn, so the index, the
    // order of its pages and the errors are the same as one file at a time.
    const started = dirents.map((dirent) => {
      const full = path.join(directory, dirent.name);
      if (dirent.isDirectory()) {
        const isSection = relative === "";
        return {
          directory: async () => {
            // A section's index decides, before any of its pages is compiled.
            if (!isSection) return walk(full, settings);
            const ofSection = await sectionSettingsOf(full);
            sectionSettings.set(dirent.name, ofSection);
            return walk(full, ofSection);
          },
        };
      }
      if (!/\.mdx?$/i.test(dirent.name)) return {};
      const relativePath = path.relative(contentDir, full).split(path.sep).join("/");
      const page = readFile(full, "utf8").then((source) => loadPage({ relativePath, source }, settings));
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
          if (clash) throw new ContentError(page.entry.path, 1, `duplicate URL ${page.entry.url}: ${clash.entry.path} has the same one`);
          pages.set(page.entry.url, page);
          children.push(page.entry);
        } catch (error) {
          collect(error);
        }
      }
    }
    children.sort(siblingOrder(settings?.blog ?? false));
    return {
      path: repoPath(directory),
      name: path.basename(directory),
      children,
      size: children.reduce((sum, child) => sum + child.size, 0),
      type: "directory",
      url: urlOfContentPath(relative ? `${relative}/index` : "index"),
    };
  }

  const load = contentPageLoader(options);
  const loadPage = async (page: GeneratedSource, settings: SectionSettings | undefined, sizeLimit?: number) => {
    const loaded = await load(page, settings, sizeLimit);
    warnings.push(...loaded.warnings);
    return loaded.page;
  };

  // Top-level pages belong to no section: nothing prints them.
  const root = await walk(contentDir, undefined);
  for (const [name, { printable }] of sectionSettings) {
    if (!printable) continue;
    const clash = pages.get(printableUrlOf(name));
    if (clash)
      errors.push(
        new ContentError(
          clash.entry.path,
          1,
          `${clash.entry.url} is the URL of the section's combined printable page: rename the file, or set \`printable: false\` in the section's index`,
        ),
      );
  }
  if (errors.length) throw new ContentErrors(errors);
  const loaded: LoadedContent = { root, pages, sectionSettings, warnings };
  for (const extension of options.extensions ?? []) {
    const result = await extension.extend(loaded, { contentDir, repoRoot: options.repoRoot });
    loaded.warnings.push(...(result.warnings ?? []));
    for (const generated of result.pages) {
      try {
        const page = await loadPage(generated, sectionSettings.get(generated.relativePath.split("/")[0]!), GENERATED_PAGE_SIZE_LIMIT);
        addGeneratedPage(loaded, generated, { ...page, generatedSource: generated.source });
      } catch (error) {
        collect(error);
      }
    }
  }
  if (errors.length) throw new ContentErrors(errors);
  return loaded;
}

/**
 * Loads one page, from a file or from an extension, given its source: front
 * matter, compile, entry. The content index loads every page with it, and the
 * development server the one page that was saved. `compile` is the cached
 * compile unless given (the development server's warm-up compiles afresh).
 */
export function contentPageLoader(options: ContentIndexOptions, compile = (source: PageSource) => compilePage(source, options.cacheDir)) {
  const contentDir = path.resolve(options.contentDir);
  const repoPath = (full: string) => path.relative(options.repoRoot, full).split(path.sep).join("/");
  return async function loadPage(
    page: GeneratedSource,
    settings: SectionSettings | undefined,
    sizeLimit = PAGE_SIZE_LIMIT,
  ): Promise<{ page: LoadedPage; warnings: ContentError[] }> {
    const warnings: ContentError[] = [];
    const relative = page.relativePath;
    const file = repoPath(path.join(contentDir, relative));
    const source = page.source.replace(/\r\n?/g, "\n");
    const { frontMatter, markdown } = splitFrontMatter(file, source);
    const extension = path.extname(relative).toLowerCase() as ".md" | ".mdx";
    const pageSource = pageSourceOf(file, relative, markdown, settings?.printable ?? false);
    for (const extension of options.extensions ?? [])
      pageSource.options = { ...pageSource.options, ...extension.compileOptions?.(relative, { markdown, contentDir }) };
    const compiled = await compile(pageSource);
    const name = path.basename(relative);
    const size = Buffer.byteLength(page.source);
    warnings.push(...compiled.warnings.map(({ line, message }) => new ContentError(file, line, message)));
    const tooBig = sizeWarning(file, size, sizeLimit);
    if (tooBig) warnings.push(tooBig);
    const entry: FileEntry = {
      ...frontMatter,
      path: file,
      name,
      size,
      extension,
      type: "file",
      url: urlOfContentPath(relative),
      anchors: page.hideAnchors ? [] : anchorsOf(compiled.headings),
    };
    if (settings?.blog && !/^index\.mdx?$/.test(name)) {
      entry.date = blogDateOf(name);
      entry.teaser = teaserOf(markdown);
      entry.readingMinutes = readingMinutesOf(markdown);
    }
    return { page: { entry, articleKey: articleKeyOf(relative), body: compiled }, warnings };
  };
}

/**
 * What a section (a top-level folder of the content) is, as its index page's
 * front matter says (README: "Writing a page"). Read before the section's
 * pages are compiled, so that only a printable section's pages get printable
 * HTML and a blog's posts get their dates and teasers.
 */
export async function sectionSettingsOf(sectionDir: string): Promise<SectionSettings> {
  const defaults = defaultSectionSettings(path.basename(sectionDir));
  for (const file of ["index.mdx", "index.md"]) {
    const source = await readFile(path.join(sectionDir, file), "utf8").catch(() => undefined);
    if (source === undefined) continue;
    let frontMatter: FrontMatter;
    try {
      frontMatter = splitFrontMatter(file, source.replace(/\r\n?/g, "\n")).frontMatter;
    } catch {
      // Invalid front matter: the index page's own load reports it, and the load fails.
      return defaults;
    }
    return {
      title: frontMatter.sectionTitle ?? defaults.title,
      documentation: frontMatter.documentation ?? defaults.documentation,
      printable: frontMatter.printable ?? defaults.printable,
      blog: frontMatter.blog ?? defaults.blog,
    };
  }
  return defaults;
}

/** A section's settings when its index page sets none (or it has no index page). */
export function defaultSectionSettings(folderName: string): SectionSettings {
  return { title: folderName.charAt(0).toUpperCase() + folderName.slice(1), documentation: true, printable: true, blog: false };
}

/**
 * How a content file is compiled, given its repository path, its path in the
 * content folder, its Markdown body and whether its section is printable: its format,
 * and the printable prefix of its ids when its section has a printable page.
 */
export function pageSourceOf(file: string, relativePath: string, markdown: string, printable: boolean): PageSource {
  return {
    file,
    markdown,
    format: relativePath.toLowerCase().endsWith(".mdx") ? "mdx" : "md",
    options: printable ? { printablePrefix: printablePrefixOf(articleKeyOf(relativePath)) } : {},
  };
}

/** A page's article key: its path in the content folder without the extension (`concepts/entry-points`). */
export function articleKeyOf(relativePath: string): string {
  return relativePath.replace(/\.mdx?$/i, "");
}

/** Puts a generated page into the index as if its file were in the content folder. */
function addGeneratedPage(loaded: LoadedContent, generated: GeneratedSource, page: LoadedPage): void {
  const clash = loaded.pages.get(page.entry.url);
  if (clash) throw new ContentError(page.entry.path, 1, `duplicate URL ${page.entry.url}: ${clash.entry.path} has the same one`);
  putPage(loaded, generated.relativePath, page);
}

/**
 * Puts a page into the index as if its file were at `relativePath` in the
 * content folder, in place of the page that had its URL: directories made as
 * needed, sizes kept, siblings re-sorted. The development server puts a saved
 * page in this way, without loading the others again.
 */
export function putPage(loaded: LoadedContent, relativePath: string, page: LoadedPage): void {
  removePage(loaded, page.entry.url);
  loaded.pages.set(page.entry.url, page);
  const folders = relativePath.split("/").slice(0, -1);
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
  const isBlog = chain[1] !== undefined && loaded.sectionSettings.get(chain[1].name)?.blog === true;
  for (const [depth, directory] of chain.entries()) directory.children.sort(siblingOrder(depth > 0 && isBlog));
}

/** Takes the page with this URL out of the index (the development server, when its file is deleted); false when there is none. */
export function removePage(loaded: LoadedContent, url: string): boolean {
  const page = loaded.pages.get(url);
  if (!page) return false;
  loaded.pages.delete(url);
  const remove = (directory: DirectoryEntry): boolean => {
    const index = directory.children.indexOf(page.entry);
    const found = index >= 0 ? (directory.children.splice(index, 1), true) : directory.children.some((child) => child.type === "directory" && remove(child));
    if (found) directory.size -= page.entry.size;
    return found;
  };
  remove(loaded.root);
  return true;
}

function siblingOrder(isBlog: boolean): (a: IndexEntry, b: IndexEntry) => number {
  return isBlog ? (a, b) => compareBlogPosts(asBlogSortable(a), asBlogSortable(b)) : (a, b) => compareSiblings(asSortable(a), asSortable(b));
}

function asSortable(entry: IndexEntry) {
  return entry.type === "file" ? entry : { title: entry.name };
}

function asBlogSortable(entry: IndexEntry) {
  return { name: entry.name, date: entry.type === "file" ? entry.date : undefined };
}
