import { ROOT_SECTION_TITLE } from "../../shared/site.ts";
import type { MenuItem, SectionData } from "../../shared/types.ts";
import { ROOT_SECTION } from "../../shared/types.ts";
import type { DirectoryEntry, FileEntry, LoadedContent } from "./index-types.ts";
import { defaultSectionSettings } from "./content-index.ts";
import { printableUrlOf } from "./urls.ts";

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
 * (and so out of previous/next), as the specification says; they are still
 * pages with their own URL.
 */
export function isListedInMenu(file: FileEntry): boolean {
  return !/^printable\.mdx?$/i.test(file.name) && !file.title.includes("Printable");
}

/** Menu items with group headings: printed when the group differs from the previous page's, unless it is `-`. */
export function buildMenu(files: FileEntry[]): MenuItem[] {
  let previousGroup: string | undefined;
  return files.map((file) => {
    const item: MenuItem = { title: file.title, url: file.url, hasAnchors: file.anchors.length > 0 };
    if (file.group && file.group !== "-" && file.group !== previousGroup) item.groupHeading = file.group;
    previousGroup = file.group;
    return item;
  });
}

/**
 * Each section's chunk: its menu and the index of its pages (each one's title
 * and article file). Every top-level folder is a section; the load has read
 * what its index page's front matter says of it (README: "Writing a page"),
 * and whether it is printable is decided here, once: a printable section gets
 * its combined page, a document of its own. Top-level pages form the
 * pseudo-section ROOT_SECTION, which has no menu. Each page's own data is its
 * record (page-records.ts).
 */
export function buildSections(loaded: LoadedContent): SectionData[] {
  const sections: SectionData[] = [];
  const root: SectionData = { name: ROOT_SECTION, title: ROOT_SECTION_TITLE, documentation: false, menu: [], pages: {} };
  const entry = (file: FileEntry) => ({ title: file.title, article: loaded.pages.get(file.url)!.articleKey });
  for (const child of loaded.root.children) {
    if (child.type === "file") {
      root.pages[child.url] = entry(child);
      continue;
    }
    const files = sectionPages(child);
    const settings = loaded.sectionSettings.get(child.name) ?? defaultSectionSettings(child.name);
    const section: SectionData = {
      name: child.name,
      title: settings.title,
      documentation: settings.documentation,
      menu: buildMenu(files.filter(isListedInMenu)),
      pages: {},
    };
    for (const file of files) section.pages[file.url] = entry(file);
    // A page of its own, out of the menu (the load made sure no content file has its URL).
    if (settings.printable) {
      section.printableUrl = printableUrlOf(child.name);
      section.pages[section.printableUrl] = { title: settings.title, document: true };
    }
    sections.push(section);
  }
  return [root, ...sections];
}
