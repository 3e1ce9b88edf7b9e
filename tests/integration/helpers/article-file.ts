import { readFile } from "node:fs/promises";
import path from "node:path";
import { articleUrl, type ArticleFile } from "../../../src/shared/articles.ts";

/**
 * Reads a page's article file (written under `<siteDir>/articles/`) as the
 * browser's loader reads it, and fails when it is not JSON holding the
 * article's HTML, anchors and route data.
 */
export async function readArticleFile(siteDir: string, key: string): Promise<ArticleFile> {
  const text = await readFile(path.join(siteDir, ...articleUrl(key).split("/")), "utf8");
  const article = JSON.parse(text) as Partial<ArticleFile>;
  if (typeof article.html !== "string" || !Array.isArray(article.anchors) || typeof article.route !== "object")
    throw new Error(`${key}: the article file holds ${Object.keys(article).join(", ")}`);
  return article as ArticleFile;
}
