import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { RouteData, SectionData } from "../../shared/types.ts";
import { ContentError, ContentErrors } from "../errors.ts";
import type { ContentExtension, LoadedContent } from "./index-types.ts";
import { checkLinks } from "./link-check.ts";
import { buildContentIndex } from "./content-index.ts";
import { buildSections } from "./navigation.ts";
import { lastChangeDates } from "./last-updated.ts";
import { buildRoutes, type PageFacts } from "./route-data.ts";
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
  /** Each route's head and pager, computed once here; the prerender and the app only render them. */
  routes: Map<string, RouteData>;
  redirects: Redirect[];
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
  const [loaded, lastChanges] = await Promise.all([
    buildContentIndex({ contentDir, repoRoot: options.repoRoot, cacheDir: options.cacheDir, extensions: options.extensions }),
    lastChangeDates(contentDir),
  ]);
  const { file: redirectsFile, redirects, fragmentRedirects } = await readRedirects(contentDir, options.repoRoot);
  // A page's fragment redirects travel with its data, in its section's chunk: only that page follows them.
  const sections = buildSections(loaded, fragmentRedirects);
  const staticFiles = [...options.served.files, ...(options.served.publicDir ? await filesUnder(options.served.publicDir) : [])];
  const problems = [
    ...checkLinks(loaded, sections, { extraRoutes: options.served.routes, staticFiles }),
    ...checkRedirects(redirectsFile, redirects, loaded, options.served.routes),
    ...checkFragmentRedirects(redirectsFile, fragmentRedirects, loaded),
  ];
  if (problems.length && options.strict !== false) throw new ContentErrors(problems);
  return { loaded, sections, routes: buildRoutes(sections, pageFactsOf(loaded, lastChanges, options.repoRoot, contentDir)), redirects, warnings: loaded.warnings, problems };
}

/** Each page's sidebar group and the date its source last changed (none for a generated page), by URL. */
function pageFactsOf(loaded: LoadedContent, lastChanges: ReadonlyMap<string, string>, repoRoot: string, contentDir: string): Map<string, PageFacts> {
  const facts = new Map<string, PageFacts>();
  for (const [url, page] of loaded.pages) {
    const source = path.relative(contentDir, path.resolve(repoRoot, page.entry.path)).split(path.sep).join("/");
    const lastUpdated = page.generatedSource === undefined ? lastChanges.get(source) : undefined;
    facts.set(url, { group: page.entry.group, lastUpdated });
  }
  return facts;
}

/** Site-root URLs of a folder's files (`/images/logo.png`). */
async function filesUnder(directory: string): Promise<string[]> {
  if (!existsSync(directory)) return [];
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
}
