import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { escapeHtml } from "../../src/shared/escape-html.ts";
import { blogFeed } from "../../src/node/site/static-files.ts";
import { loadSite } from "../../src/node/content/load-site.ts";
import { siteOptions } from "../../src/node/site/site-options.ts";

// The feed and the blog index are generated from the loaded content by the
// build's own functions (not read from a possibly stale dist/), and compared
// with what the post files say: the date in the file name, the title in the
// front matter and the teaser, worked out here from the body as the content
// format defines it.
const blogDir = path.join(REPO_ROOT, "content/blog");
const { loaded, pages } = await loadSite(siteOptions());
/** The blog index's posts, as its record lists them. */
const indexPosts = pages.get("/blog/")?.record.posts ?? [];

interface Post {
  file: string;
  url: string;
  date: string;
  title: string;
  teaserText: string;
}

/**
 * The visible text of the teaser: the first three non-heading, non-blank lines of the body, links reduced
 * to their text and Markdown's inline marks (code, emphasis) to what they show, cut between words within
 * 240 characters.
 */
function expectedTeaserText(body: string): string {
  const lines = body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#") && !/^(import|export)\s/.test(line) && !/^<\/?[A-Za-z]/.test(line));
  const text = lines
    .slice(0, 3)
    .join(" ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|\*|__|_)(\S(?:.*?\S)?)\1/g, "$2")
    .replace(/\s+/g, " ");
  return `${text.length <= 240 ? text : text.slice(0, 241).replace(/\s*\S*$/, "")}...`;
}

/** What a reader sees of teaser HTML. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");
}

const posts: Post[] = readdirSync(blogDir)
  .filter((name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(name))
  .map((name) => {
    const source = readFileSync(path.join(blogDir, name), "utf8");
    const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    const title =
      /^title:\s*(.+)$/m
        .exec(frontMatter)?.[1]
        ?.trim()
        .replace(/^(["'])(.*)\1$/, "$2") ?? "";
    return { file: name, url: `/blog/${name.replace(/\.mdx?$/, "")}/`, date: name.slice(0, 10), title, teaserText: expectedTeaserText(body) };
  })
  .sort((a, b) => b.date.localeCompare(a.date));

const feed = blogFeed(loaded);
const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item = ""]) => {
  const field = (name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(item)?.[1] ?? "";
  return { title: field("title"), link: field("link"), guid: field("guid"), pubDate: field("pubDate"), description: field("description") };
});

describe("blog feed and index", () => {
  it("has blog posts to check", () => {
    expect(posts.length).toBeGreaterThanOrEqual(7);
    console.log(`${posts.length} blog posts, ${items.length} feed items`);
  });

  it("the feed carries every post, newest first, with its title, link, date and teaser", () => {
    expect(feed).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0">/);
    expect(items.map((item) => new URL(item.link).pathname)).toEqual(posts.map((post) => post.url));
    posts.forEach((post, index) => {
      const item = items[index]!;
      expect(item.title, post.file).toBe(escapeHtml(post.title));
      expect(item.guid, post.file).toBe(item.link);
      expect(item.pubDate, post.file).toBe(new Date(`${post.date}T00:00:00Z`).toUTCString());
      // The feed's description is the blog index's teaser HTML, escaped.
      const teaser = indexPosts[index]?.teaser ?? "";
      expect(item.description, post.file).toBe(escapeHtml(teaser));
      expect(textOf(teaser), post.file).toBe(post.teaserText);
    });
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("every teaser is the post's opening prose, formatted: no Markdown marks left, only inline HTML", () => {
    const listed = indexPosts;
    for (const post of listed) {
      expect(post.teaser, post.url).not.toMatch(/`|\*\*|\]\(|^(import|export)\s/);
      expect(
        [...post.teaser.matchAll(/<([a-z]+)/g)].map(([, tag]) => tag).filter((tag) => !["a", "code", "em", "strong", "del"].includes(tag!)),
      ).toEqual([]);
      expect(textOf(post.teaser).length, post.url).toBeGreaterThan(100);
    }
  });

  it("the blog index data lists every post, newest first, with date and teaser", () => {
    const listed = indexPosts;
    expect(listed.map((post) => post.url)).toEqual(posts.map((post) => post.url));
    posts.forEach((post, index) => {
      expect({ ...listed[index], teaser: textOf(listed[index]?.teaser ?? "") }, post.file).toEqual({
        title: post.title,
        url: post.url,
        date: post.date,
        teaser: post.teaserText,
        readingMinutes: expect.any(Number),
      });
    });
  });
});
