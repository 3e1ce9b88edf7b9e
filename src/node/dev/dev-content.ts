import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ContentProblem, ContentUpdate } from "../../shared/dev-updates.ts";
import type { LoadedPage } from "../../shared/page-record.ts";
import type { SectionData } from "../../shared/types.ts";
import { ContentError, ContentErrors } from "../errors.ts";
import { contentPageLoader, putPage, removePage, sectionSettingsOf } from "../content/content-index.ts";
import type { ContentExtension, LoadedContent } from "../content/index-types.ts";
import { checkLinks } from "../content/link-check.ts";
import { loadSite, servedFiles, type Site, type SiteOptions } from "../content/load-site.ts";
import { buildSections } from "../content/navigation.ts";
import { buildPages, type SitePage } from "../content/page-records.ts";
import { GENERATED_PAGE_SIZE_LIMIT } from "../content/size-check.ts";
import { compileOnEveryWorker } from "../markdown/pool.ts";
import { printableUrlOf, urlOfContentPath } from "../content/urls.ts";

/** How many of the longest pages the warm-up compiles, and how many times: V8 optimises the compiler's code after a few. */
const WARM_PAGES = 3;
const WARM_ROUNDS = 2;

/** The outcome of one run: the update, or the errors that stopped it (the last good content stays). */
export type UpdateResult = { update: ContentUpdate; followUp?: () => Promise<UpdateResult> } | { errors: ContentProblem[] };

/**
 * The development server's content, held in memory: loaded whole once, then
 * kept up to date one saved file at a time. A saved page is compiled alone
 * (its neighbours are neither read nor compiled again); the sections and
 * records, which are cheap, are made again from what is in memory, and what
 * changed is handed to the browser. Anything that changes what the load
 * decided for a whole folder (a section's settings, the redirects, a file
 * that is not a page) loads the content whole again.
 */
export class DevContent {
  private constructor(
    private readonly options: SiteOptions,
    private site: Site,
    private readonly staticFiles: string[],
  ) {}

  static async load(options: SiteOptions): Promise<DevContent> {
    const site = await loadSite({ ...options, strict: false });
    return new DevContent(options, site, await servedFiles(options.served));
  }

  get sections(): SectionData[] {
    return this.site.sections;
  }

  get pages(): ReadonlyMap<string, SitePage> {
    return this.site.pages;
  }

  /** Problems that do not stop a page from showing: warnings, broken links. */
  get problems(): ContentError[] {
    return [...this.site.warnings, ...this.site.problems];
  }

  /** The page whose article file has this name (`concepts/alpha`). */
  pageByArticle(name: string): SitePage | undefined {
    const url = [...this.site.loaded.pages.values()].find((page) => page.articleKey === name)?.entry.url;
    return url === undefined ? undefined : this.site.pages.get(url);
  }

  /**
   * Readies what a save needs, so that the first save is as quick as the
   * later ones: every Markdown worker compiles (not from the cache) a page
   * with a fence in each language the content uses, which loads their
   * grammars, then the longest pages a few times, which gets the compiler's
   * code optimised; the main thread's part of a save (a page from the cache,
   * the sections, records and link check, the comparison) runs a few times.
   * Nothing it makes is kept.
   */
  async warm(): Promise<void> {
    const languages = new Set<string>();
    for (const page of this.site.loaded.pages.values())
      for (const block of page.body.codeBlocks) if (block.lang) languages.add(block.lang.toLowerCase());
    const fences = [...languages].map((lang) => `\`\`\`${lang}\nwebpack\n\`\`\``).join("\n\n");
    await compileOnEveryWorker({ file: "warm-up.md", markdown: fences, format: "md", options: {} });
    const load = contentPageLoader({ ...this.options, contentDir: this.contentDir }, compileOnEveryWorker);
    const longest = [...this.site.loaded.pages.values()]
      .filter((page) => page.generatedSource === undefined)
      .sort((a, b) => b.entry.size - a.entry.size)
      .slice(0, WARM_PAGES);
    const sources: { relative: string; section?: string; source: string }[] = [];
    for (const page of longest) {
      const relative = path.relative(this.contentDir, path.join(this.options.repoRoot, page.entry.path)).split(path.sep).join("/");
      const source = await readFile(path.join(this.contentDir, relative), "utf8").catch(() => undefined);
      // A page that is gone by now is the next save's business.
      if (source !== undefined) sources.push({ relative, section: relative.includes("/") ? relative.split("/")[0]! : undefined, source });
    }
    for (let round = 0; round < WARM_ROUNDS; round++) {
      // A page that is broken by now is the next save's business too.
      for (const { relative, section, source } of sources)
        await load({ relativePath: relative, source }, section === undefined ? undefined : this.site.loaded.sectionSettings.get(section)).catch(
          () => undefined,
        );
    }
    // The main thread's part of a save, a few times over (V8 optimises what runs often): a page from the cache, the
    // sections, records and link check made again, the comparison. Into copies: the content as loaded stays.
    const cached = contentPageLoader({ ...this.options, contentDir: this.contentDir });
    for (let round = 0; round < WARM_ROUNDS + 1; round++) {
      for (const { relative, section, source } of sources)
        await cached({ relativePath: relative, source }, section === undefined ? undefined : this.site.loaded.sectionSettings.get(section)).catch(
          () => undefined,
        );
      changesBetween(this.site, this.siteOf(cloneIndex(this.site.loaded)));
    }
  }

  /** Takes in the saved files (paths in the content folder) and says what changed for the browser. */
  async update(files: readonly string[]): Promise<UpdateResult> {
    const before = this.site;
    try {
      const relativePaths = files.map((file) => path.relative(this.contentDir, file).split(path.sep).join("/"));
      if (await this.needsFullLoad(relativePaths)) {
        this.site = await loadSite({ ...this.options, strict: false });
        return { update: changesBetween(before, this.site) };
      }
      const loaded = cloneIndex(before.loaded);
      const touched = await this.putFiles(loaded, relativePaths);
      this.site = this.siteOf(loaded);
      const update = changesBetween(before, this.site);
      // An extension whose reading of a saved page changed (a configuration page's option headings, an errors page's
      // messages) runs again after the saved page is shown, the options reference being large.
      const extensions = (this.options.extensions ?? []).filter((extension) =>
        touched.some((relative) => {
          const readOf = (site: Site) => {
            const page = site.loaded.pages.get(urlOfContentPath(relative));
            return JSON.stringify(page && extension.reads?.(page));
          };
          return extension.reads !== undefined && readOf(before) !== readOf(this.site);
        }),
      );
      return extensions.length ? { update, followUp: () => this.refreshExtensions(extensions) } : { update };
    } catch (error) {
      this.site = before;
      return failureOf(error);
    }
  }

  private get contentDir(): string {
    return path.resolve(this.options.contentDir);
  }

  private async needsFullLoad(relativePaths: string[]): Promise<boolean> {
    for (const relative of relativePaths) {
      if (relative.startsWith("..") || !/\.mdx?$/i.test(relative)) return true;
      const parts = relative.split("/");
      // A section's index decides for the whole section (title, printable, blog): when that changes, everything is loaded.
      if (parts.length === 2 && /^index\.mdx?$/i.test(parts[1]!)) {
        const settings = await sectionSettingsOf(path.join(this.contentDir, parts[0]!));
        if (JSON.stringify(settings) !== JSON.stringify(this.site.loaded.sectionSettings.get(parts[0]!))) return true;
      }
      // A new folder is a new section or part of one.
      if (!this.site.loaded.root.children.some((child) => child.type === "directory" && child.name === parts[0]) && parts.length > 1) return true;
    }
    return false;
  }

  /** Compiles each saved page and puts it in (or takes a deleted one out); returns the paths it compiled. */
  private async putFiles(loaded: LoadedContent, relativePaths: string[]): Promise<string[]> {
    const load = contentPageLoader({ ...this.options, contentDir: this.contentDir });
    const errors: ContentError[] = [];
    const compiled: string[] = [];
    for (const relative of relativePaths) {
      const file = path.join(this.contentDir, relative);
      if (!existsSync(file)) {
        removePage(loaded, urlOfContentPath(relative));
        continue;
      }
      const section = relative.includes("/") ? relative.split("/")[0]! : undefined;
      const settings = section === undefined ? undefined : loaded.sectionSettings.get(section);
      try {
        const { page, warnings } = await load({ relativePath: relative, source: await readFile(file, "utf8") }, settings);
        for (const warning of warnings) console.warn(`warning: ${warning.message}`);
        const clash = loaded.pages.get(page.entry.url);
        if (clash && clash.entry.path !== page.entry.path)
          throw new ContentError(page.entry.path, 1, `duplicate URL ${page.entry.url}: ${clash.entry.path} has the same one`);
        if (section !== undefined && settings?.printable && page.entry.url === printableUrlOf(section))
          throw new ContentError(
            page.entry.path,
            1,
            `${page.entry.url} is the URL of the section's combined printable page: rename the file, or set \`printable: false\` in the section's index`,
          );
        putPage(loaded, relative, page);
        compiled.push(relative);
      } catch (error) {
        if (error instanceof ContentError) errors.push(error);
        else if (error instanceof ContentErrors) errors.push(...error.errors);
        else throw error;
      }
    }
    if (errors.length) throw new ContentErrors(errors);
    return compiled;
  }

  /**
   * Runs these content extensions again over what is loaded and puts in the pages they make; an error they raise
   * (an errors page's misquoted template) is shown as a save's would be, the last good content staying.
   */
  private async refreshExtensions(extensions: readonly ContentExtension[]): Promise<UpdateResult> {
    const before = this.site;
    try {
      const loaded = cloneIndex(before.loaded);
      const load = contentPageLoader({ ...this.options, contentDir: this.contentDir });
      const warnings: ContentError[] = [];
      for (const extension of extensions) {
        const result = await extension.extend(loaded, { contentDir: this.contentDir, repoRoot: this.options.repoRoot });
        warnings.push(...(result.warnings ?? []));
        for (const generated of result.pages) {
          const { page } = await load(generated, loaded.sectionSettings.get(generated.relativePath.split("/")[0]!), GENERATED_PAGE_SIZE_LIMIT);
          putPage(loaded, generated.relativePath, { ...page, generatedSource: generated.source });
        }
      }
      loaded.warnings = warnings;
      this.site = this.siteOf(loaded);
      return { update: changesBetween(before, this.site) };
    } catch (error) {
      this.site = before;
      return failureOf(error);
    }
  }

  private siteOf(loaded: LoadedContent): Site {
    const sections = buildSections(loaded);
    // A saved page keeps the date it was built with: its history changes with a commit, not a save.
    const { fragmentRedirects, redirects, lastChanges } = this.site;
    const problems = checkLinks(loaded, sections, { extraRoutes: this.options.served.routes, staticFiles: this.staticFiles });
    return {
      loaded,
      sections,
      pages: buildPages(loaded, sections, { fragmentRedirects, lastChanges }),
      redirects,
      fragmentRedirects,
      lastChanges,
      warnings: loaded.warnings,
      problems,
    };
  }
}

/** A content error as the browser's overlay shows it; any other error is thrown on. */
function failureOf(error: unknown): UpdateResult {
  if (error instanceof ContentErrors) return { errors: error.errors.map(problemOf) };
  if (error instanceof ContentError) return { errors: [problemOf(error)] };
  throw error;
}

function problemOf(error: ContentError): ContentProblem {
  return { file: error.file, line: error.line, message: error.detail };
}

/**
 * A copy of the index's tree and page map to change, sharing the pages
 * themselves (never changed in place): the last good content stays whole if
 * the change fails.
 */
function cloneIndex(loaded: LoadedContent): LoadedContent {
  const copy = (directory: LoadedContent["root"]): LoadedContent["root"] => ({
    ...directory,
    children: directory.children.map((child) => (child.type === "directory" ? copy(child) : child)),
  });
  return { ...loaded, root: copy(loaded.root), pages: new Map(loaded.pages), warnings: [...loaded.warnings] };
}

/** The sections and pages that differ between two loads, whole; pages that are gone by URL. */
function changesBetween(before: Site, after: Site): ContentUpdate {
  const sectionsBefore = new Map(before.sections.map((section) => [section.name, JSON.stringify(section)]));
  const sections = after.sections.filter((section) => sectionsBefore.get(section.name) !== JSON.stringify(section));
  const pages: LoadedPage[] = [];
  for (const [url, page] of after.pages) {
    // A printable page is a document of its own: it is not shown in place.
    if (page.record.article === undefined) continue;
    const old = before.pages.get(url);
    const html = page.html();
    if (old && old.html() === html && JSON.stringify(old.record) === JSON.stringify(page.record)) continue;
    pages.push({ record: page.record, html });
  }
  const removed = [...before.pages.keys()].filter((url) => !after.pages.has(url));
  return { sections, pages, removed };
}
