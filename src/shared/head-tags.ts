import { DEFAULT_DESCRIPTION } from "./site.ts";
import type { HeadTag, RouteHead } from "./types.ts";

/**
 * The `<head>` tags of a route besides its `<title>`: description, robots,
 * canonical and the Open Graph tags that name the page. The prerender writes
 * them (src/node/site/document.ts) and the app puts them in place after client
 * navigation (src/app/head.ts): one rule for both.
 */
export function headTags(head: RouteHead): HeadTag[] {
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const meta = (key: "name" | "property", name: string, content: string): HeadTag => ({ tag: "meta", attributes: { [key]: name, content } });
  const tags = [meta("name", "description", description)];
  if (head.noindex) tags.push(meta("name", "robots", "noindex, nofollow"));
  if (head.canonical) tags.push({ tag: "link", attributes: { rel: "canonical", href: head.canonical } });
  tags.push(meta("property", "og:title", head.title), meta("property", "og:description", description));
  if (head.canonical) tags.push(meta("property", "og:url", head.canonical));
  return tags;
}
