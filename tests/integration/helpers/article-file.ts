import { readFile } from "node:fs/promises";
import path from "node:path";
import { articleUrl } from "../../../src/shared/articles.ts";
import type { LoadedPage } from "../../../src/shared/page-record.ts";

/**
 * Reads a page's article file (written under `<siteDir>/articles/`) as the
 * browser's loader reads it, and fails when it is not JSON holding the
 * page's record and HTML.
 */
export async function readArticleFile(siteDir: string, name: string): Promise<LoadedPage> {
  const text = await readFile(path.join(siteDir, ...articleUrl(name).split("/")), "utf8");
  const page = JSON.parse(text) as Partial<LoadedPage>;
  if (typeof page.html !== "string" || typeof page.record !== "object" || !Array.isArray(page.record.anchors))
    throw new Error(`${name}: the article file holds ${Object.keys(page).join(", ")}`);
  return page as LoadedPage;
}
