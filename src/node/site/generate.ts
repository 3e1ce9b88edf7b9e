import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { toHtml } from "hast-util-to-html";
import pMap from "p-map";
import { pageChunkName } from "../webpack/chunk-names.ts";
import type { ArticleData, RouteData, SectionData } from "../../shared/types.ts";
import type { LoadedContent } from "../content/index-types.ts";
import { sectionPages } from "../content/navigation.ts";
import { siteInfo } from "../content/routes.ts";
import { printablePrefixOf } from "../content/urls.ts";

/** Every article (HTML and sidebar anchors) by content key. */
export type Articles = Pick<ReadonlyMap<string, ArticleData>, "get">;

/**
 * Every article's HTML by content key, for both the lazy chunks and the
 * prerender: each page's compiled body, and each printable section's
 * combined page (which replaces a content file named printable). A combined
 * page is put together when asked for, not kept: on a large site each is
 * tens of megabytes, and it is needed once, to be written out.
 */
export function articlesByKey(loaded: LoadedContent, sections: SectionData[]): Articles {
  const printableSections = new Map<string, string>();
  for (const section of sections) {
    if (section.printableUrl) printableSections.set(section.pages[section.printableUrl]!.contentKey, section.name);
  }
  const pages = new Map([...loaded.pages.values()].map((page) => [page.key, page]));
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
 * The modules webpack turns into lazy chunks: one module per page (its
 * article and route data) and one per section (menu and page data, and the
 * loaders of its pages' articles), plus `site.json` for the main bundle (the
 * section list and the app routes' heads). Each section carries its own
 * pages' loaders so that the main bundle holds no per-page list: its size
 * does not grow with the documentation. Printable pages get no module: they
 * are served as prerendered HTML only (except in the dev server, which
 * prerenders nothing and so sets `printableChunks`). Written to a folder outside the source
 * tree, replaced whole on every build.
 */
export async function writeGeneratedModules(
  generatedDir: string,
  site: { articles: Articles; sections: SectionData[]; routes: Map<string, RouteData> },
  options: { clean?: boolean; printableChunks?: boolean } = { clean: true },
): Promise<void> {
  const { articles, sections, routes } = site;
  // The dev server rewrites in place, so its watcher sees changed files rather than a new folder.
  if (options.clean) await rm(generatedDir, { recursive: true, force: true });
  await mkdir(path.join(generatedDir, "sections"), { recursive: true });
  const write = async (relative: string, text: string) => {
    const file = path.join(generatedDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  const modules: { file: string; text: () => string }[] = [];
  const written = new Set<string>();
  for (const section of sections) {
    for (const page of Object.values(section.pages)) {
      if ((page.printable && !options.printableChunks) || written.has(page.contentKey)) continue;
      written.add(page.contentKey);
      modules.push({
        file: `pages/${page.contentKey}.js`,
        text: () => pageModule(articles.get(page.contentKey)!, routes.get(page.url)!),
      });
    }
    modules.push({ file: `sections/${section.name}.js`, text: () => sectionModule(section, options.printableChunks ?? false) });
  }
  modules.push({ file: "site.json", text: () => JSON.stringify(siteInfo(sections)) });
  // A few at a time, each module's text made just before it is written: all of them at once are the whole site's HTML again.
  await pMap(modules, ({ file, text }) => write(file, text()), { concurrency: 32 });
}

/**
 * A page's lazy chunk: its article HTML, its sidebar anchors (as data, so the
 * browser never reads them back out of the HTML) and its route data (head and
 * pager, for client navigation).
 */
function pageModule(article: ArticleData, route: RouteData): string {
  return [
    `export const html = ${JSON.stringify(article.html)};`,
    `export const anchors = ${JSON.stringify(article.anchors)};`,
    `export const route = JSON.parse(${JSON.stringify(JSON.stringify(route))});`,
    "",
  ].join("\n");
}

/**
 * A section's chunk: its menu and page data, and a loader per page article
 * (printable pages have none: a link to one loads the page). Descriptions
 * travel in each page's route data instead (they are most of the data and
 * only the page itself needs its own).
 */
function sectionModule(section: SectionData, printableChunks: boolean): string {
  const shipped: SectionData = {
    ...section,
    pages: Object.fromEntries(Object.entries(section.pages).map(([url, page]) => [url, { ...page, description: undefined }])),
  };
  const articlePages = Object.values(section.pages).filter((page) => printableChunks || !page.printable);
  const loaders = [...new Set(articlePages.map((page) => page.contentKey))].map(
    (key) =>
      `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(pageChunkName(key))} */ ${JSON.stringify(`../pages/${key}.js`)}),`,
  );
  return `export const data = JSON.parse(${JSON.stringify(JSON.stringify(shipped))});\nexport const pages = {\n${loaders.join("\n")}\n};\n`;
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
        properties: { id: printablePrefixOf(page.key) },
        children: [{ type: "text", value: file.title }],
      });
      if (page.body.printableHtml === undefined)
        throw new Error(`${page.entry.path} has no printable HTML, yet its section ${sectionName} is printable`);
      return `<section class="printable-page">${title}\n${page.body.printableHtml}</section>`;
    })
    .join("\n");
}

/** Text for an HTML text node or attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
