import { REPO_EDIT_BASE, ROOT_SECTION_TITLE } from "../../shared/site.ts";
import type { FragmentRedirect, MenuItem, PageData, SectionData } from "../../shared/types.ts";
import { ROOT_SECTION } from "../../shared/types.ts";
import type { DirectoryEntry, FileEntry, LoadedContent } from "./index-types.ts";
import { defaultSectionSettings } from "./content-index.ts";

/** A section's pages in sidebar order: the index page first, then sibling order, nested folders flattened. */
export function sectionPages(directory: DirectoryEntry): FileEntry[] {
  const files: FileEntry[] = [];
  const visit = (node: DirectoryEntry) => {
    for (const child of node.children) {
      if (child.type === "directory") visit(child);
      else files.push(child);
    }
  };
  visit(directory);
  const index = files.findIndex((file) => file.url === directory.url);
  if (index > 0) files.unshift(...files.splice(index, 1));
  return files;
}

/**
 * Pages named printable, or with Printable in the title, stay out of menus
 * (and so out of previous/next); they are still pages with their own URL.
 */
export function isListedInMenu(file: FileEntry): boolean {
  return !/^printable\.mdx?$/i.test(file.name) && !file.title.includes("Printable");
}

/** Menu items with group headings: printed when the group differs from the previous page's, unless it is `-`. */
export function buildMenu(loaded: LoadedContent, files: FileEntry[]): MenuItem[] {
  let previousGroup: string | undefined;
  return files.map((file) => {
    const item: MenuItem = { title: file.title, url: file.url, articleKey: loaded.pages.get(file.url)!.articleKey, hasAnchors: file.anchors.length > 0 };
    if (file.group && file.group !== "-" && file.group !== previousGroup) item.groupHeading = file.group;
    previousGroup = file.group;
    return item;
  });
}

function pageData(loaded: LoadedContent, file: FileEntry): PageData {
  const page = loaded.pages.get(file.url)!;
  const data: PageData = {
    url: file.url,
    articleKey: page.articleKey,
    title: file.title,
    path: file.path,
    contributors: file.contributors,
    related: file.related,
    edit: file.edit ?? `${REPO_EDIT_BASE}${file.path}`,
  };
  if (file.description) data.description = file.description;
  if (file.repo) data.repo = file.repo;
  if (file.source) data.source = file.source;
  if (file.thirdParty) data.thirdParty = true;
  if (file.date) data.date = file.date;
  return data;
}

export const PRINTABLE_KEY = "printable";

/**
 * Everything the app needs, per section: its menu and each page's data.
 * Every top-level folder is a section; the load has read what its index
 * page's front matter says of it (README: "Writing a page").
 * Top-level pages form the pseudo-section ROOT_SECTION, which has no menu.
 * Each route's own data (head, pager) is computed from these in route-data.ts.
 */
export function buildSections(loaded: LoadedContent, fragmentRedirects: readonly FragmentRedirect[] = []): SectionData[] {
  const sections: SectionData[] = [];
  const root: SectionData = { name: ROOT_SECTION, title: ROOT_SECTION_TITLE, documentation: false, menu: [], pages: {} };
  for (const child of loaded.root.children) {
    if (child.type === "file") {
      root.pages[child.url] = pageData(loaded, child);
      continue;
    }
    const files = sectionPages(child);
    const settings = loaded.sectionSettings.get(child.name) ?? defaultSectionSettings(child.name);
    const section: SectionData = {
      name: child.name,
      title: settings.title,
      documentation: settings.documentation,
      menu: buildMenu(loaded, files.filter(isListedInMenu)),
      pages: {},
    };
    for (const file of files) section.pages[file.url] = pageData(loaded, file);
    // A page of its own, out of the menu (the load made sure no content file has its URL).
    if (settings.printable) {
      const url = `${child.url}printable/`;
      section.printableUrl = url;
      section.pages[url] = {
        url,
        articleKey: `${child.name}/${PRINTABLE_KEY}`,
        title: settings.title,
        path: child.path,
        contributors: [],
        related: [],
        edit: `${REPO_EDIT_BASE}${child.path}`,
        printable: true,
      };
    }
    if (settings.blog) {
      const indexPage = section.pages[child.url];
      if (indexPage) {
        indexPage.posts = files
          .filter((file) => file.url !== child.url)
          .map((file) => ({ title: file.title, url: file.url, date: file.date ?? "", teaser: file.teaser ?? "", readingMinutes: file.readingMinutes ?? 1 }));
      }
    }
    sections.push(section);
  }
  for (const { path, hashPrefix, destination } of fragmentRedirects) {
    const page = [root, ...sections].find((candidate) => candidate.pages[path])?.pages[path];
    if (page) (page.movedFragments ??= []).push({ hashPrefix, destination });
  }
  return [root, ...sections];
}


