import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { toHtml } from "hast-util-to-html";
import type { ErrorTemplate } from "../../shared/error-templates.ts";
import type { ArticleData, SectionData } from "../../shared/types.ts";
import type { LoadedContent } from "../content/index-types.ts";
import { sectionPages } from "../content/navigation.ts";
import { siteInfo } from "../content/route-data.ts";
import { printablePrefixOf } from "../content/urls.ts";

/** Every article (HTML and sidebar anchors) by article key. */
export type Articles = Pick<ReadonlyMap<string, ArticleData>, "get">;

/**
 * Every article's HTML by article key, for both the article files and the
 * prerender: each page's compiled body, and each printable section's
 * combined page. A combined
 * page is put together when asked for, not kept: on a large site each is
 * tens of megabytes, and it is needed once, to be written out.
 */
export function articlesByKey(loaded: LoadedContent, sections: SectionData[]): Articles {
  const printableSections = new Map<string, string>();
  for (const section of sections) {
    if (section.printableUrl) printableSections.set(section.pages[section.printableUrl]!.articleKey, section.name);
  }
  const pages = new Map([...loaded.pages.values()].map((page) => [page.articleKey, page]));
  return {
    get(key) {
      const section = printableSections.get(key);
      if (section !== undefined) return { html: printableHtml(loaded, section), anchors: [] };
      const page = pages.get(key);
      return page && { html: page.body.html, anchors: page.entry.anchors };
    },
  };
}

/**
 * The modules webpack turns into lazy chunks: one per section (its menu and
 * page data, and the keys of the pages that have an article file), plus
 * `site.json` for the main bundle (the section list and the app's own
 * routes). Each section lists its own pages so that the main bundle holds no
 * per-page list: its size does not grow with the documentation. The articles
 * themselves are not webpack modules (see `article-files.ts`). Written to a
 * folder outside the source tree, replaced whole on every build.
 */
export async function writeGeneratedModules(
  generatedDir: string,
  sections: SectionData[],
  options: { clean?: boolean } = { clean: true },
): Promise<void> {
  // The dev server rewrites in place, so its watcher sees changed files rather than a new folder.
  if (options.clean) await rm(generatedDir, { recursive: true, force: true });
  await mkdir(path.join(generatedDir, "sections"), { recursive: true });
  for (const section of sections) {
    await writeFile(path.join(generatedDir, "sections", `${section.name}.js`), sectionModule(section));
  }
  await writeFile(path.join(generatedDir, "site.json"), JSON.stringify(siteInfo(sections)));
}

/**
 * The article keys of a section's pages that have an article file: all of
 * them but printable pages, which are served as HTML documents only.
 */
export function articleKeysOf(section: SectionData): string[] {
  const pages = Object.values(section.pages).filter((page) => !page.printable);
  return [...new Set(pages.map((page) => page.articleKey))];
}

/**
 * A section's chunk: its menu and page data, and which pages have an article
 * to load. Descriptions travel in each page's route data instead (they are
 * most of the data and only the page itself needs its own).
 */
function sectionModule(section: SectionData): string {
  const shipped: SectionData = {
    ...section,
    pages: Object.fromEntries(Object.entries(section.pages).map(([url, page]) => [url, { ...page, description: undefined }])),
  };
  return [
    `export const data = JSON.parse(${JSON.stringify(JSON.stringify(shipped))});`,
    `export const articles = ${JSON.stringify(articleKeysOf(section))};`,
    "",
  ].join("\n");
}

/**
 * A section's printable page: every page in sidebar order, each introduced by
 * its title as a level-1 heading. Each page brings its printable HTML, whose
 * ids the compiler prefixed per page, so the combined document has no
 * duplicates and in-page links still work.
 */
export function printableHtml(loaded: LoadedContent, sectionName: string): string {
  const directory = loaded.root.children.find((child) => child.type === "directory" && child.name === sectionName);
  if (!directory || directory.type !== "directory") return "";
  return sectionPages(directory)
    .map((file) => {
      const page = loaded.pages.get(file.url)!;
      const title = toHtml({
        type: "element",
        tagName: "h1",
        properties: { id: printablePrefixOf(page.articleKey) },
        children: [{ type: "text", value: file.title }],
      });
      if (page.body.printableHtml === undefined)
        throw new Error(`${page.entry.path} has no printable HTML, yet its section ${sectionName} is printable`);
      return `<section class="printable-page">${title}\n${page.body.printableHtml}</section>`;
    })
    .join("\n");
}

/** The generated module of every message template the errors catalogue shows, which the search box loads when it matches a pasted message. */
export const ERROR_TEMPLATES_MODULE = "error-templates.json";

/**
 * Writes `error-templates.json`: an `ErrorTemplate[]`, each message an entry
 * of the errors section shows with the entry's URL and heading (empty when
 * the content has no errors section).
 */
export async function writeErrorTemplates(generatedDir: string, templates: readonly ErrorTemplate[]): Promise<void> {
  await mkdir(generatedDir, { recursive: true });
  await writeFile(path.join(generatedDir, ERROR_TEMPLATES_MODULE), JSON.stringify(templates));
}
