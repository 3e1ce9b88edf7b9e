import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { FragmentRedirect, SectionData } from "../../shared/types.ts";
import { ContentError, ContentErrors } from "../errors.ts";
import type { ContentExtension, LoadedContent } from "./index-types.ts";
import { checkLinks } from "./link-check.ts";
import { buildContentIndex } from "./content-index.ts";
import { buildSections } from "./navigation.ts";
import { lastChangeDates } from "./last-updated.ts";
import { buildPages, type SitePage } from "./page-records.ts";
import { checkFragmentRedirects, checkRedirects, readRedirects, type Redirect } from "./redirect-rules.ts";

/** What the site serves besides content pages: link targets that are not pages. */
export interface Served {
  /** App routes that are not content pages (`/vote/`). */
  routes: readonly string[];
  /** Files the build writes at the site root (`/feed.xml`). */
  files: readonly string[];
  /** Folder copied as is to the site root: each of its files is a link target. */
  publicDir?: string;
}

export interface SiteOptions {
  contentDir: string;
  repoRoot: string;
  /** Markdown cache folder; none when undefined. */
  cacheDir?: string;
  /** Build-time additions (the caller passes the configuration options reference); none when undefined. */
  extensions?: ContentExtension[];
  served: Served;
  /**
   * Broken links and redirects stop the load (a build) unless false: then
   * they are returned in `problems` (the dev server reports them and goes on).
   */
  strict?: boolean;
}

export interface Site {
  loaded: LoadedContent;
  sections: SectionData[];
  /** Every page's record and HTML by URL, computed once here (page-records.ts); the prerender and the app only render them. */
  pages: Map<string, SitePage>;
  redirects: Redirect[];
  /** Parts of pages that moved to pages of their own (each page's record carries its own). */
  fragmentRedirects: FragmentRedirect[];
  /** When each page's source file last changed, by its path from the repository's root (each page's record carries its own). */
  lastChanges: ReadonlyMap<string, string>;
  /** Problems that do not stop the build (from extensions). */
  warnings: ContentError[];
  /** Broken links and redirects (only when not strict: a strict load throws them). */
  problems: ContentError[];
}

/**
 * The one content entry point of the build, the dev server, the content
 * report and the tests: loads, validates and compiles every page, runs the
 * extensions (the generated pages), builds sections and navigation, and
 * checks links and redirects.
 */
export async function loadSite(options: SiteOptions): Promise<Site> {
  const contentDir = path.resolve(options.contentDir);
  // One walk of the git history, while the pages compile.
  const [loaded, lastChangesInFolder] = await Promise.all([
    buildContentIndex({ contentDir, repoRoot: options.repoRoot, cacheDir: options.cacheDir, extensions: options.extensions }),
    lastChangeDates(contentDir),
  ]);
  const { file: redirectsFile, redirects, fragmentRedirects } = await readRedirects(contentDir, options.repoRoot);
  const sections = buildSections(loaded);
  const staticFiles = await servedFiles(options.served);
  const problems = [
    ...checkLinks(loaded, sections, { extraRoutes: options.served.routes, staticFiles }),
    ...checkRedirects(redirectsFile, redirects, loaded, options.served.routes),
    ...checkFragmentRedirects(redirectsFile, fragmentRedirects, loaded),
  ];
  if (problems.length && options.strict !== false) throw new ContentErrors(problems);
  const lastChanges = sourceDates(lastChangesInFolder, contentDir, options.repoRoot);
  // A page's fragment redirects travel in its record: only that page follows them.
  const pages = buildPages(loaded, sections, { fragmentRedirects, lastChanges });
  return { loaded, sections, pages, redirects, fragmentRedirects, lastChanges, warnings: loaded.warnings, problems };
}

/** The content folder's dates by each file's path as the content index names it (from the repository's root). */
function sourceDates(inFolder: ReadonlyMap<string, string>, contentDir: string, repoRoot: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const [file, date] of inFolder) dates.set(path.relative(repoRoot, path.join(contentDir, file)).split(path.sep).join("/"), date);
  return dates;
}

/** Every file the site serves besides pages: those the build writes and those of the public folder. */
export async function servedFiles(served: Served): Promise<string[]> {
  return [...served.files, ...(served.publicDir ? await filesUnder(served.publicDir) : [])];
}

/** Site-root URLs of a folder's files (`/images/logo.png`). */
async function filesUnder(directory: string): Promise<string[]> {
  if (!existsSync(directory)) return [];
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
}
