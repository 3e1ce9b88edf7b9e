import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { toHtml } from "hast-util-to-html";
import type { ArticleData, SectionData } from "../../common/types.ts";
import type { LoadedContent } from "../content/index-types.ts";
import { sectionPages } from "../content/navigation.ts";
import { printablePrefixOf } from "../content/urls.ts";

/**
 * Every article's HTML by content key, computed once for both the lazy
 * chunks and the prerender: each page's compiled body, and each printable
 * section's combined page (which replaces a content file named printable).
 */
export function articlesByKey(loaded: LoadedContent, sections: SectionData[]): Map<string, ArticleData> {
  const articles = new Map<string, ArticleData>();
  for (const page of loaded.pages.values()) articles.set(page.key, { html: page.body.html, anchors: page.entry.anchors });
  for (const section of sections) {
    if (section.printableUrl)
      articles.set(section.pages[section.printableUrl]!.contentKey, { html: printableHtml(loaded, section.name), anchors: [] });
  }
  return articles;
}

/**
 * The modules webpack turns into lazy chunks: one HTML file per page (its
 * article) and one module per section (menu and page data, and the loaders
 * of its pages' articles). Each section carries its own pages' loaders so
 * that the main bundle holds no per-page list: its size does not grow with
 * the documentation. Written to a folder outside the source tree, replaced
 * whole on every build.
 */
export async function writeGeneratedModules(
  generatedDir: string,
  articles: Map<string, ArticleData>,
  sections: SectionData[],
  options: { clean?: boolean } = { clean: true },
): Promise<void> {
  // The dev server rewrites in place, so its watcher sees changed files rather than a new folder.
  if (options.clean) await rm(generatedDir, { recursive: true, force: true });
  await mkdir(path.join(generatedDir, "sections"), { recursive: true });
  const writes: Promise<void>[] = [];
  const write = async (relative: string, text: string) => {
    const file = path.join(generatedDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  const descriptions = new Map(
    sections.flatMap((section) => Object.values(section.pages).map((page) => [page.contentKey, page.description] as const)),
  );
  for (const [key, article] of articles) writes.push(write(`pages/${key}.js`, pageModule(article, descriptions.get(key))));
  for (const section of sections) writes.push(write(`sections/${section.name}.js`, sectionModule(section)));
  await Promise.all(writes);
}

/** Chunk name of a page's article: `page-concepts-alpha-html` for `concepts/alpha`. */
export const pageChunkName = (key: string) => `page-${key.replace(/[^a-zA-Z0-9]+/g, "-")}-html`;

/**
 * A page's lazy chunk: its article HTML, its sidebar anchors (as data, so the
 * browser never reads them back out of the HTML) and its description (for
 * the head after client navigation).
 */
function pageModule(article: ArticleData, description: string | undefined): string {
  return [
    `export const html = ${JSON.stringify(article.html)};`,
    `export const anchors = ${JSON.stringify(article.anchors)};`,
    `export const description = ${JSON.stringify(description ?? null)};`,
    "",
  ].join("\n");
}

/**
 * A section's chunk: its menu and page data, and a loader per page article.
 * Descriptions travel with each page's article instead (they are most of the
 * data and only the page itself needs its own); the landing page, which has
 * no article chunk, keeps its own.
 */
function sectionModule(section: SectionData): string {
  const shipped: SectionData = {
    ...section,
    pages: Object.fromEntries(Object.entries(section.pages).map(([url, page]) => [url, url === "/" ? page : { ...page, description: undefined }])),
  };
  const loaders = [...new Set(Object.values(section.pages).map((page) => page.contentKey))].map(
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
