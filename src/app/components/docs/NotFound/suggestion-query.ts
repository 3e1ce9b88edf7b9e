import { prefixOf } from "../../chrome/Search/read-query.ts";
import { searchDocs, type PageHit } from "../../chrome/Search/search-engine.ts";

export { prefixOf };

/**
 * The words of a requested path that name what the reader wanted:
 * `/configuraton/outptu/` → `configuraton`, `outptu`. File extensions,
 * numbers and one-letter pieces say nothing about a page.
 */
export function wordsOfPath(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the raw path still has words.
  }
  const words = decoded
    .toLowerCase()
    .replace(/\.(html?|mdx?|php|aspx?)$/, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !/^\d+$/.test(word));
  return [...new Set(words)];
}

/** Orders pages by how many of the words their URL holds (stable, so the search's own ranking decides ties). */
export function rankByUrl<T extends { url: string }>(words: string[], results: T[]): T[] {
  const score = (result: T) => words.filter((word) => result.url.toLowerCase().includes(word)).length;
  return results
    .map((result, index) => ({ result, index, score: score(result) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ result }) => result);
}

/** How many pages the 404 screen suggests at most. */
export const SUGGESTIONS = 5;

/** How many of the search's pages the suggestions are chosen from. */
const CANDIDATE_PAGES = 16;

/**
 * Pages named by the words of a requested path, found with the site's own
 * search: all the words first, each word on its own when together they match
 * nothing. This module and the engine load only on the 404 screen.
 */
export async function suggestionsFor(pathname: string): Promise<PageHit[]> {
  const words = wordsOfPath(pathname);
  if (!words.length) return [];
  // The beginning of each word: the search matches words by their beginning, and a typo is most often near the end.
  const terms = words.map(prefixOf);
  // More pages than the box shows are read: the page whose URL holds every word may rank below pages that only
  // mention them, and the URL decides here.
  const results = (await searchDocs(terms.join(" "), CANDIDATE_PAGES)).pages;
  const found = results.length ? results : (await Promise.all(terms.map(async (term) => (await searchDocs(term, CANDIDATE_PAGES)).pages))).flat();
  const unique = [...new Map(found.map((result) => [result.url, result])).values()];
  return rankByUrl(terms, unique).slice(0, SUGGESTIONS);
}
