import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ContentError } from "../errors.ts";
import type { FragmentRedirect } from "../../shared/types.ts";
import type { LoadedContent } from "./index-types.ts";

/**
 * Old URLs and where they went, kept with the content they point into:
 * `<content>/redirects.json`, an object of old path → new path (or an https
 * URL elsewhere). This one file feeds every form the site ships: the rules of
 * `serve` (npm start), Netlify/Cloudflare Pages `_redirects`, `vercel.json`,
 * and a small HTML page per old URL for hosts without redirect rules.
 *
 * A fragment redirect, `"/page/#start*": "/new-page/"`, sends a reader of a
 * page that still exists whose `#hash` starts with `#start` to the new page,
 * keeping the hash (a part of the page moved to a page of its own). A server
 * never sees the hash: each travels with its page's data (`movedFragments`,
 * in the section's chunk) and the app follows it (DocRoute.tsx).
 */
export const REDIRECTS_FILE_NAME = "redirects.json";

export interface Redirect {
  source: string;
  destination: string;
  /** Line of the rule in the redirects file, for error messages. */
  line: number;
}

const FRAGMENT_SOURCE = /^(\/[^#]*)(#[^#*]+)\*$/;

export async function readRedirects(
  contentDir: string,
  repoRoot: string,
): Promise<{ file: string; redirects: Redirect[]; fragmentRedirects: (FragmentRedirect & { line: number })[] }> {
  const full = path.join(contentDir, REDIRECTS_FILE_NAME);
  const file = path.relative(repoRoot, full).split(path.sep).join("/");
  if (!existsSync(full)) return { file, redirects: [], fragmentRedirects: [] };
  const text = await readFile(full, "utf8");
  let rules: unknown;
  try {
    rules = JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, 1, `not valid JSON: ${(error as Error).message}`);
  }
  if (!rules || typeof rules !== "object" || Array.isArray(rules)) throw new ContentError(file, 1, "must be an object of old path → new path");
  const lines = text.split("\n");
  const redirects: Redirect[] = [];
  const fragmentRedirects: (FragmentRedirect & { line: number })[] = [];
  for (const [source, destination] of Object.entries(rules as Record<string, unknown>)) {
    const line = lines.findIndex((candidate) => candidate.includes(JSON.stringify(source))) + 1;
    if (typeof destination !== "string") throw new ContentError(file, line, `redirect "${source}": the target must be a string`);
    if (!source.includes("#")) {
      redirects.push({ source, destination, line });
      continue;
    }
    const fragment = FRAGMENT_SOURCE.exec(source);
    if (!fragment)
      throw new ContentError(file, line, `redirect "${source}": a fragment redirect's old URL is a path, "#", the start of the fragment and "*" ("/page/#start*")`);
    fragmentRedirects.push({ path: fragment[1]!, hashPrefix: fragment[2]!, destination, line });
  }
  return { file, redirects, fragmentRedirects };
}

/**
 * A fragment redirect must land too: it applies on a page of the site, its
 * target is a page without a `#hash` of its own (the reader's is kept), and
 * that page has a heading whose id starts as the redirected hashes do.
 */
export function checkFragmentRedirects(file: string, fragmentRedirects: (FragmentRedirect & { line: number })[], loaded: LoadedContent): ContentError[] {
  const errors: ContentError[] = [];
  for (const { path: pagePath, hashPrefix, destination, line } of fragmentRedirects) {
    const rule = `redirect "${pagePath}${hashPrefix}*" → "${destination}"`;
    if (!loaded.pages.has(pagePath)) {
      errors.push(new ContentError(file, line, `${rule}: no page has the URL ${pagePath}, and a fragment redirect applies on a page`));
      continue;
    }
    const target = loaded.pages.get(destination);
    if (!target) errors.push(new ContentError(file, line, `${rule}: the target must be the URL of a page, without "#" (the reader's hash is kept)`));
    else if (!target.body.ids.some((id) => `#${id}`.startsWith(hashPrefix)))
      errors.push(new ContentError(file, line, `${rule}: ${destination} has no heading whose id starts with "${hashPrefix.slice(1)}"`));
  }
  return errors;
}

/**
 * Every rule must land: an internal target is an existing page (and anchor),
 * an outside one an https URL; an old path must not hide a page of its own.
 */
export function checkRedirects(file: string, redirects: Redirect[], loaded: LoadedContent, extraRoutes: readonly string[]): ContentError[] {
  const errors: ContentError[] = [];
  const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);
  for (const { source, destination, line } of redirects) {
    const rule = `redirect "${source}" → "${destination}"`;
    if (!source.startsWith("/") || source.includes("#")) errors.push(new ContentError(file, line, `${rule}: the old URL must be a path`));
    else if (loaded.pages.has(withSlash(source)) || extraRoutes.includes(withSlash(source)))
      errors.push(new ContentError(file, line, `${rule}: ${withSlash(source)} is a page of the site; a redirect would hide it`));
    if (/^https:\/\//.test(destination)) continue;
    if (!destination.startsWith("/")) {
      errors.push(new ContentError(file, line, `${rule}: the target must be a path of this site or an https URL`));
      continue;
    }
    const [target = "", hash] = destination.split("#");
    const page = loaded.pages.get(withSlash(target));
    if (!page && !extraRoutes.includes(withSlash(target)))
      errors.push(new ContentError(file, line, `${rule}: no page has the URL ${withSlash(target)}`));
    else if (hash && page && !page.body.ids.includes(hash))
      errors.push(new ContentError(file, line, `${rule}: ${withSlash(target)} has no heading with the id "${hash}"`));
  }
  return errors;
}

