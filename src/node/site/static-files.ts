import { writeFile } from "node:fs/promises";
import path from "node:path";
import { SITE_URL } from "../../shared/site.ts";
import type { SitePage } from "../content/page-records.ts";
import type { LoadedContent } from "../content/index-types.ts";
import { escapeHtml } from "../../shared/escape-html.ts";

/** Files the build writes at the site root (links to them are valid). */
export const STATIC_FILES = ["/feed.xml", "/sitemap.xml", "/robots.txt", "/llms.txt", "/llms-full.txt", "/manifest.json"] as const;

/** The RSS feed of the blog (`/feed.xml`): every post, newest first, with its date and teaser (the blog index's HTML, escaped as RSS wants). */
export function blogFeed(loaded: LoadedContent): string {
  const posts = [...loaded.pages.values()].filter((page) => page.entry.date).sort((a, b) => b.entry.date!.localeCompare(a.entry.date!));
  // The section whose index says `blog: true` (the first, should there be several).
  const blog = [...loaded.sectionSettings].find(([, settings]) => settings.blog)?.[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
<channel>
<title>webpack blog</title>
<link>${SITE_URL}/${blog ? `${blog}/` : ""}</link>
<description>News and release notes from the webpack team.</description>
${posts
  .map(
    (post) =>
      `<item><title>${escapeHtml(post.entry.title)}</title><link>${SITE_URL}${post.entry.url}</link><guid>${SITE_URL}${post.entry.url}</guid><pubDate>${new Date(`${post.entry.date}T00:00:00Z`).toUTCString()}</pubDate><description>${escapeHtml(post.entry.teaser ?? "")}</description></item>`,
  )
  .join("\n")}
</channel>
</rss>
`;
}

/** The sitemap lists the pages search engines may index; robots.txt keeps them out of the others (the printable pages). */
export async function writeStaticFiles(outDir: string, loaded: LoadedContent, pages: ReadonlyMap<string, SitePage>): Promise<void> {
  const records = [...pages.values()].map((page) => page.record);
  const indexable = records.filter((page) => !page.head.noindex);
  const printable = records.filter((page) => page.head.noindex);

  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${indexable.map((page) => `  <url><loc>${SITE_URL}${page.url}</loc></url>`).join("\n")}
</urlset>
`;
  const robots = `User-agent: *
${printable.map((page) => `Disallow: ${page.url}`).join("\n")}

Sitemap: ${SITE_URL}/sitemap.xml
`;
  const feed = blogFeed(loaded);
  await Promise.all([
    writeFile(path.join(outDir, "sitemap.xml"), sitemap),
    writeFile(path.join(outDir, "robots.txt"), robots),
    writeFile(path.join(outDir, "feed.xml"), feed),
  ]);
}
