import { toHtml } from "hast-util-to-html";
import type { PageRecord } from "../../shared/page-record.ts";
import { menuAnchors } from "../../shared/menu-anchors.ts";
import { HOME_URL, OPTIONS_REFERENCE_URL, PRINTABLE_TITLE, REPO_EDIT_BASE, markdownUrlOf, titleWithSite } from "../../shared/site.ts";
import { ROOT_SECTION, type Anchor, type Crumb, type FragmentRedirect, type Pager, type SectionData } from "../../shared/types.ts";
import type { FileEntry, LoadedContent, LoadedPage } from "./index-types.ts";
import { sectionPages } from "./navigation.ts";
import { routeHead } from "./route-data.ts";
import { printablePrefixOf } from "./urls.ts";

/** A page as the build holds it: its record, and its article's HTML, made when asked for (a printable page's is large). */
export interface SitePage {
  record: PageRecord;
  html(): string;
}

/** Pages with fewer headings than this have no outline: there is nothing to find your way in. */
const MIN_OUTLINE_ENTRIES = 2;
/** Above this many headings (a very long page), the outline lists the `##` headings only. */
const MAX_OUTLINE_ENTRIES = 150;

/** What the records are made with besides the content and its sections. */
export interface PageRecordSources {
  /** Parts of pages that moved to pages of their own: each goes in the record of the page it applies on. */
  fragmentRedirects?: readonly FragmentRedirect[];
  /** When each source file last changed (`YYYY-MM-DD`), by its path as the content index names it (`content/concepts/index.mdx`); src/node/content/last-updated.ts. */
  lastChanges?: ReadonlyMap<string, string>;
}

/**
 * Every page's record, keyed by URL, computed once from the loaded content
 * and its sections: the one place a page's data is put together. The
 * prerender, the article files and the development server's updates all
 * ship these records as they are.
 */
export function buildPages(loaded: LoadedContent, sections: SectionData[], sources: PageRecordSources = {}): Map<string, SitePage> {
  const { fragmentRedirects = [], lastChanges = new Map<string, string>() } = sources;
  const pages = new Map<string, SitePage>();
  for (const section of sections) {
    for (const url of Object.keys(section.pages)) {
      const page = loaded.pages.get(url);
      pages.set(url, page ? contentPage(loaded, section, page, lastChanges) : printablePage(loaded, section, url));
    }
  }
  for (const { path, hashPrefix, destination } of fragmentRedirects) {
    const page = pages.get(path);
    if (page) (page.record.movedFragments ??= []).push({ hashPrefix, destination });
  }
  return pages;
}

function contentPage(loaded: LoadedContent, section: SectionData, page: LoadedPage, lastChanges: ReadonlyMap<string, string>): SitePage {
  const { entry } = page;
  const anchors = menuAnchors(entry.anchors);
  // A blog's index lists its posts: it opens no chapter, so it has no pager.
  const blog = loaded.sectionSettings.get(section.name)?.blog ? directoryOf(loaded, section.name) : undefined;
  const isBlogIndex = blog?.url === entry.url;
  const record: PageRecord = {
    url: entry.url,
    title: entry.title,
    // The specification's title rules: `{title} | webpack`, the home page its own title.
    head: routeHead({ title: entry.url === HOME_URL ? entry.title : titleWithSite(entry.title), description: entry.description, path: entry.url }),
    pager: isBlogIndex ? {} : pagerOf(section, entry.url),
    anchors,
    outline: outlineOf(anchors),
    article: page.articleKey,
    sidebar: section.menu.length > 0,
    search: {
      section: section.title,
      secondary: !section.documentation || entry.url === OPTIONS_REFERENCE_URL,
      ...(entry.keywords?.length ? { keywords: entry.keywords } : {}),
    },
    links: {
      edit: entry.edit ?? `${REPO_EDIT_BASE}${entry.path}`,
      markdown: markdownUrlOf(entry.url),
      ...(entry.repo ? { repo: entry.repo } : {}),
      ...(entry.source ? { source: entry.source } : {}),
    },
    contributors: entry.contributors,
    related: entry.related,
  };
  const breadcrumbs = breadcrumbsOf(section, entry);
  if (breadcrumbs) record.breadcrumbs = breadcrumbs;
  // A generated page (the options reference) is made from the installed packages, not from a file's history.
  const lastUpdated = page.generatedSource === undefined ? lastChanges.get(entry.path) : undefined;
  if (lastUpdated) record.lastUpdated = lastUpdated;
  if (entry.thirdParty) record.thirdParty = true;
  if (entry.date) record.date = entry.date;
  if (blog && isBlogIndex) {
    record.posts = sectionPages(blog)
      .filter((file) => file.url !== entry.url)
      .map((file) => ({ title: file.title, url: file.url, date: file.date ?? "", teaser: file.teaser ?? "", readingMinutes: file.readingMinutes ?? 1 }));
  }
  return { record, html: () => page.body.html };
}

/**
 * A printable section's combined page: a document of its own (no article
 * file), kept out of search engines and the search index, without sidebar,
 * outline, pager or page links, and it opens the print dialog.
 */
function printablePage(loaded: LoadedContent, section: SectionData, url: string): SitePage {
  const record: PageRecord = {
    url,
    title: section.title,
    head: routeHead({ title: titleWithSite(PRINTABLE_TITLE), path: url, noindex: true }),
    pager: {},
    anchors: [],
    outline: 0,
    sidebar: false,
    print: true,
    contributors: [],
    related: [],
  };
  return { record, html: () => printableHtml(loaded, section.name) };
}

/**
 * A page's breadcrumbs: its section, linked to the section's index page, its
 * sidebar group (not a page: no link) and the page itself. A section's index
 * and the top-level pages are where they are already: none.
 */
function breadcrumbsOf(section: SectionData, entry: FileEntry): Crumb[] | undefined {
  const indexUrl = `/${section.name}/`;
  if (section.name === ROOT_SECTION || entry.url === indexUrl) return undefined;
  const crumbs: Crumb[] = [section.pages[indexUrl] ? { title: section.title, url: indexUrl } : { title: section.title }];
  if (entry.group && entry.group !== "-") crumbs.push({ title: entry.group });
  crumbs.push({ title: entry.title, url: entry.url });
  return crumbs;
}

/** What the outline lists of these anchors. */
function outlineOf(anchors: readonly Anchor[]): PageRecord["outline"] {
  const count = anchors.reduce((sum, [, , children]) => sum + 1 + (children?.length ?? 0), 0);
  if (count < MIN_OUTLINE_ENTRIES) return 0;
  return count > MAX_OUTLINE_ENTRIES ? 2 : 3;
}

/** Previous and next pages in sidebar order; pages outside the menu have none. */
function pagerOf(section: SectionData, url: string): Pager {
  const index = section.menu.findIndex((item) => item.url === url);
  if (index === -1) return {};
  const link = (offset: number) => {
    const item = section.menu[index + offset];
    return item ? { title: item.title, url: item.url } : undefined;
  };
  const pager: Pager = {};
  const previous = link(-1);
  const next = link(1);
  if (previous) pager.previous = previous;
  if (next) pager.next = next;
  return pager;
}

function directoryOf(loaded: LoadedContent, name: string) {
  const directory = loaded.root.children.find((child) => child.type === "directory" && child.name === name);
  return directory?.type === "directory" ? directory : undefined;
}

/**
 * A section's printable page: every page in sidebar order, each introduced by
 * its title as a level-1 heading. Each page brings its printable HTML, whose
 * ids the compiler prefixed per page, so the combined document has no
 * duplicates and in-page links still work.
 */
export function printableHtml(loaded: LoadedContent, sectionName: string): string {
  const directory = directoryOf(loaded, sectionName);
  if (!directory) return "";
  return sectionPages(directory)
    .map((file) => {
      const page = loaded.pages.get(file.url)!;
      const title = toHtml({
        type: "element",
        tagName: "h1",
        properties: { id: printablePrefixOf(page.articleKey) },
        children: [{ type: "text", value: file.title }],
      });
      if (page.body.printableHtml === undefined) throw new Error(`${page.entry.path} has no printable HTML, yet its section ${sectionName} is printable`);
      return `<section class="printable-page">${title}\n${page.body.printableHtml}</section>`;
    })
    .join("\n");
}
