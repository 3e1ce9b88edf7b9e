import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { SITE_URL } from "../../common/site.ts";
import type { Redirect } from "../content/redirects.ts";
import { escapeHtml } from "./generate.ts";

// Reading and checking the rules is a content step (build/content/redirects.ts); writing them for each host is here.
export { REDIRECTS_FILE_NAME, checkRedirects, readRedirects, type Redirect } from "../content/redirects.ts";

/** Headers every host configuration carries (content-hashed assets never change; the worker must be re-checked). */
export const HEADER_RULES = [
  { source: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  { source: "/sw.js", headers: { "Cache-Control": "no-cache" } },
];

/** Netlify and Cloudflare Pages: `_redirects` and `_headers`. */
export function netlifyFiles(redirects: Redirect[]): { redirects: string; headers: string } {
  const rules = redirects.flatMap(({ source, destination }) => {
    const bare = source.replace(/\/$/, "");
    return [`${bare} ${destination} 301`, `${bare}/ ${destination} 301`];
  });
  const headers = HEADER_RULES.flatMap((rule) => [rule.source, ...Object.entries(rule.headers).map(([key, value]) => `  ${key}: ${value}`)]);
  return { redirects: `${rules.join("\n")}\n`, headers: `${headers.join("\n")}\n` };
}

/** Vercel: one `vercel.json` with the same rules. */
export function vercelConfig(redirects: Redirect[]): string {
  return `${JSON.stringify(
    {
      trailingSlash: true,
      redirects: redirects.map(({ source, destination }) => ({ source: source.replace(/\/$/, "") || "/", destination, permanent: true })),
      headers: HEADER_RULES.map((rule) => ({
        source: rule.source.replace("/*", "/(.*)"),
        headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
      })),
    },
    null,
    2,
  )}\n`;
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

/** Writes the host configurations and the redirect pages into the built site. */
export async function writeRedirects(outDir: string, redirects: Redirect[]): Promise<void> {
  const netlify = netlifyFiles(redirects);
  await Promise.all([
    writeFile(path.join(outDir, "_redirects"), netlify.redirects),
    writeFile(path.join(outDir, "_headers"), netlify.headers),
    writeFile(path.join(outDir, "vercel.json"), vercelConfig(redirects)),
    ...redirects.map(async ({ source, destination }) => {
      const dir = path.join(outDir, ...source.split("/").filter(Boolean));
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, "index.html"), redirectPage(destination));
    }),
  ]);
}
