import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SITE_URL } from "../../common/site.ts";
import { ContentError } from "../content/errors.ts";
import type { LoadedContent } from "../content/index-types.ts";
import { escapeHtml } from "./generate.ts";
import { SERVER_CONFIG_FILE, type ServerConfig } from "../server/config.ts";
import type { HeaderRule } from "./security-headers.ts";

/**
 * Old URLs and where they went, kept with the content they point into:
 * `<content>/redirects.json`, an object of old path → new path (or an https
 * URL elsewhere). This one file feeds every form the site ships: the rules of
 * `npm start`'s server, Netlify/Cloudflare Pages `_redirects`, `vercel.json`,
 * and a small HTML page per old URL for hosts without redirect rules.
 */
export const REDIRECTS_FILE_NAME = "redirects.json";

export interface Redirect {
  source: string;
  destination: string;
  /** Line of the rule in the redirects file, for error messages. */
  line: number;
}

export async function readRedirects(contentDir: string, repoRoot: string): Promise<{ file: string; redirects: Redirect[] }> {
  const full = path.join(contentDir, REDIRECTS_FILE_NAME);
  const file = path.relative(repoRoot, full).split(path.sep).join("/");
  if (!existsSync(full)) return { file, redirects: [] };
  const text = await readFile(full, "utf8");
  let rules: unknown;
  try {
    rules = JSON.parse(text);
  } catch (error) {
    throw new ContentError(file, 1, `not valid JSON: ${(error as Error).message}`);
  }
  if (!rules || typeof rules !== "object" || Array.isArray(rules)) throw new ContentError(file, 1, "must be an object of old path → new path");
  const lines = text.split("\n");
  return {
    file,
    redirects: Object.entries(rules as Record<string, unknown>).map(([source, destination]) => {
      const line = lines.findIndex((candidate) => candidate.includes(JSON.stringify(source))) + 1;
      if (typeof destination !== "string") throw new ContentError(file, line, `redirect "${source}": the target must be a string`);
      return { source, destination, line };
    }),
  };
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

/** Netlify and Cloudflare Pages: `_redirects` and `_headers`. */
export function netlifyFiles(redirects: Redirect[], rules: HeaderRule[]): { redirects: string; headers: string } {
  const lines = redirects.flatMap(({ source, destination }) => {
    const bare = source.replace(/\/$/, "");
    return [`${bare} ${destination} 301`, `${bare}/ ${destination} 301`];
  });
  const headers = rules.flatMap((rule) => [rule.source, ...Object.entries(rule.headers).map(([key, value]) => `  ${key}: ${value}`)]);
  return { redirects: `${lines.join("\n")}\n`, headers: `${headers.join("\n")}\n` };
}

/** Vercel: one `vercel.json` with the same rules. */
export function vercelConfig(redirects: Redirect[], rules: HeaderRule[]): string {
  return `${JSON.stringify(
    {
      trailingSlash: true,
      redirects: redirects.map(({ source, destination }) => ({ source: source.replace(/\/$/, "") || "/", destination, permanent: true })),
      headers: rules.map((rule) => ({
        source: rule.source.replace(/\*$/, "(.*)"),
        headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
      })),
    },
    null,
    2,
  )}\n`;
}

/** `npm start`'s server: the same rules, kept beside the served folder (`build/server/config.ts`). */
export function serverConfig(redirects: Redirect[], rules: HeaderRule[]): string {
  const config: ServerConfig = { redirects: redirects.map(({ source, destination }) => ({ source, destination })), headerRules: rules };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** A page at the old URL that sends the reader on, for hosts that apply no redirect rules. */
export function redirectPage(destination: string): string {
  const absolute = destination.startsWith("/") ? `${SITE_URL}${destination}` : destination;
  const href = escapeHtml(destination);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>This page has moved</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(absolute)}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<p>This page has moved to <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}

/** Writes a page per old URL and Netlify's `_redirects` into the built site. */
export async function writeRedirects(outDir: string, redirects: Redirect[]): Promise<void> {
  await Promise.all([
    writeFile(path.join(outDir, "_redirects"), netlifyFiles(redirects, []).redirects),
    ...redirects.map(async ({ source, destination }) => {
      const dir = path.join(outDir, ...source.split("/").filter(Boolean));
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, "index.html"), redirectPage(destination));
    }),
  ]);
}

/**
 * Writes the header rules (known once every page is written, for their
 * inline hashes) for each host: `_headers` and `vercel.json` into the site,
 * the server's configuration beside it (`serverConfigDir`).
 */
export async function writeHostConfigs(siteDir: string, serverConfigDir: string, redirects: Redirect[], rules: HeaderRule[]): Promise<void> {
  await Promise.all([
    writeFile(path.join(siteDir, "_headers"), netlifyFiles(redirects, rules).headers),
    writeFile(path.join(siteDir, "vercel.json"), vercelConfig(redirects, rules)),
    writeFile(path.join(serverConfigDir, SERVER_CONFIG_FILE), serverConfig(redirects, rules)),
  ]);
}
