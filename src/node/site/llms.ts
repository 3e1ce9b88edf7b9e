import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_DESCRIPTION, SITE_URL, markdownUrlOf } from "../../shared/site.ts";
import { ROOT_SECTION, type SectionData } from "../../shared/types.ts";
import type { SitePage } from "../content/page-records.ts";
import type { LoadedContent } from "../content/index-types.ts";
import { sourceWithHistoryBadges } from "../reference/history-badges-source.ts";

export const LLMS_PATH = "/llms.txt";
/** Every documentation page's Markdown in one file, in the sidebars' order. */
export const LLMS_FULL_PATH = "/llms-full.txt";

/**
 * Text for tools and readers: each page's Markdown source next to its HTML
 * (`/concepts/loaders/` → `/concepts/loaders.md`; option headings with the
 * badges the build gave them, sourceWithHistoryBadges), and `/llms.txt`, which
 * lists every page by section with the URL of its Markdown and its
 * description (the llms.txt convention: a title, a summary, then sections of
 * links), and `/llms-full.txt`, the Markdown of every documentation page in
 * one file (below). Printable pages repeat their section and are left out.
 */
export async function writeTextForTools(
  outDir: string,
  loaded: LoadedContent,
  site: { sections: SectionData[]; pages: ReadonlyMap<string, SitePage> },
  repoRoot: string,
): Promise<number> {
  const lines = [
    "# webpack documentation",
    "",
    `> ${DEFAULT_DESCRIPTION}`,
    "",
    "Each link is the Markdown source of a page; its HTML is at the same address without `.md`.",
    `Every documentation page's Markdown in one file: ${SITE_URL}${LLMS_FULL_PATH}`,
  ];
  const full: string[] = [];
  let count = 0;
  for (const section of site.sections) {
    // The pages that link to their Markdown (not the printable page, a document the build puts together).
    const pages = Object.keys(section.pages)
      .map((url) => site.pages.get(url)!.record)
      .filter((page) => page.links);
    if (!pages.length) continue;
    lines.push("", `## ${section.title}`, "");
    // A section's files are copied concurrently (thousands of them on a large site); its lines keep the menu's order.
    const copied = await Promise.all(
      pages.map(async (page) => {
        const loadedPage = loaded.pages.get(page.url);
        if (!loadedPage) return undefined;
        const source =
          loadedPage.generatedSource ??
          sourceWithHistoryBadges(await readFile(path.join(repoRoot, loadedPage.entry.path), "utf8"), loadedPage.body.historyBadges);
        const target = path.join(outDir, markdownUrlOf(page.url));
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, source);
        const description = loadedPage.entry.description ? `: ${loadedPage.entry.description.replace(/\s+/g, " ")}` : "";
        return { line: `- [${page.title}](${SITE_URL}${markdownUrlOf(page.url)})${description}`, page: pageText(page.title, page.url, source) };
      }),
    );
    for (const item of copied) {
      if (item === undefined) continue;
      lines.push(item.line);
      if (isDocumentation(section)) full.push(item.page);
      count++;
    }
  }
  await writeFile(path.join(outDir, LLMS_PATH), `${lines.join("\n")}\n`);
  const introduction = [
    "# webpack documentation, full text",
    "",
    `> ${DEFAULT_DESCRIPTION}`,
    "",
    `Every documentation page's Markdown, in the order of the site's sidebars (the blog and the contributors' guide are left out; ${SITE_URL}${LLMS_PATH} lists every page). Each page starts with its title and address.`,
  ];
  await writeFile(path.join(outDir, LLMS_FULL_PATH), `${[introduction.join("\n"), ...full].join("\n\n---\n\n")}\n`);
  return count;
}

/** The documentation proper: the sections under the header's Documentation link, and the top-level pages (the glossary, the comparison). */
function isDocumentation(section: SectionData): boolean {
  return section.documentation || section.name === ROOT_SECTION;
}

/** A page in the full text: its title and address, then its Markdown without the front matter. */
function pageText(title: string, url: string, source: string): string {
  const body = source.replace(/^---\n[\s\S]*?\n---[ \t]*\n/, "").trim();
  return `# ${title}\n\nSource: ${SITE_URL}${url}\n\n${body}`;
}
