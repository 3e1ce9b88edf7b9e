import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { SITE_URL } from "../../shared/site.ts";
import type { Redirect } from "../content/redirect-rules.ts";
import { escapeHtml } from "../../shared/escape-html.ts";
import { SERVER_CONFIG_FILE, type ServerConfig } from "../server/server-config.ts";
import type { HeaderRule } from "./security-headers.ts";

// Reading and checking the rules is a content step (src/node/content/redirect-rules.ts); writing them for each host is here.
export { REDIRECTS_FILE_NAME, checkFragmentRedirects, checkRedirects, readRedirects, type Redirect } from "../content/redirect-rules.ts";

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

/** `npm start`'s server: the same rules, kept beside the served folder (`src/node/server/server-config.ts`). */
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
 * Writes the header rules for each host: `_headers` and `vercel.json` into
 * the site, the server's configuration beside it (`serverConfigDir`).
 */
export async function writeHostConfigs(siteDir: string, serverConfigDir: string, redirects: Redirect[], rules: HeaderRule[]): Promise<void> {
  await Promise.all([
    writeFile(path.join(siteDir, "_headers"), netlifyFiles(redirects, rules).headers),
    writeFile(path.join(siteDir, "vercel.json"), vercelConfig(redirects, rules)),
    writeFile(path.join(serverConfigDir, SERVER_CONFIG_FILE), serverConfig(redirects, rules)),
  ]);
}
