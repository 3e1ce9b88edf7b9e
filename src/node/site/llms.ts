import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_DESCRIPTION, SITE_URL, markdownUrlOf } from "../../shared/site.ts";
import type { SectionData } from "../../shared/types.ts";
import type { SitePage } from "../content/page-records.ts";
import type { LoadedContent } from "../content/index-types.ts";
import { sourceWithHistoryBadges } from "../reference/history-badges-source.ts";

export const LLMS_PATH = "/llms.txt";

/**
 * Text for tools and readers: each page's Markdown source next to its HTML
 * (`/concepts/loaders/` → `/concepts/loaders.md`; option headings with the
 * badges the build gave them, sourceWithHistoryBadges), and `/llms.txt`, which
 * lists every page by section with the URL of its Markdown and its
 * description (the llms.txt convention: a title, a summary, then sections of
 * links). Printable pages repeat their section and are left out.
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
  ];
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
        return `- [${page.title}](${SITE_URL}${markdownUrlOf(page.url)})${description}`;
      }),
    );
    for (const line of copied) {
      if (line === undefined) continue;
      lines.push(line);
      count++;
    }
  }
  await writeFile(path.join(outDir, LLMS_PATH), `${lines.join("\n")}\n`);
  return count;
}
