import type { Anchor, MenuAnchor } from "./types.ts";

/**
 * A page's sidebar anchors, read back from its compiled article HTML.
 *
 * The section data does not carry anchors: the configuration section alone
 * has well over a thousand, and every page of the section would download
 * them. The article HTML is already at hand for the current page (primed
 * from the document) and is what a sidebar item loads when opened, so the
 * build, the prerender and the browser all derive anchors from the same
 * string with this one function, and cannot disagree.
 *
 * It relies on the shape our rehype pipeline gives headings:
 * `<h2 id="…"><a href="#…" class="heading-anchor">title</a>…</h2>`
 * (also after the browser re-serialises it). Badges are not part of a title.
 */
const HEADING = /<h([23])\s+id="([^"]+)"[^>]*>\s*<a\b[^>]*class="heading-anchor"[^>]*>([\s\S]*?)<\/a>/g;
const BADGE = /<span\b[^>]*class="badge"[^>]*>[\s\S]*?<\/span>/g;
const TAG = /<[^>]+>/g;
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

export function anchorsFromHtml(html: string): Anchor[] {
  const anchors: Anchor[] = [];
  for (const match of html.matchAll(HEADING)) {
    const [, level, id, inner] = match;
    const title = decodeEntities(inner!.replace(BADGE, "").replace(TAG, "")).replace(/\s+/g, " ").trim();
    anchors.push({ title, id: decodeEntities(id!), level: level === "2" ? 2 : 3 });
  }
  return anchors;
}

/**
 * Sidebar anchors: level-3 anchors nest under the preceding level-2 one, and
 * a title starting with its parent's title and a dot loses that prefix
 * (under `output.library`, `output.library.name` shows as `name`).
 */
export function menuAnchors(anchors: Anchor[]): MenuAnchor[] {
  const result: MenuAnchor[] = [];
  let parent: MenuAnchor | undefined;
  let parentTitle = "";
  for (const anchor of anchors) {
    if (anchor.level === 2 || !parent) {
      parent = { title: anchor.title, id: anchor.id, children: [] };
      parentTitle = anchor.title;
      result.push(parent);
    } else {
      const title = anchor.title.startsWith(`${parentTitle}.`) ? anchor.title.slice(parentTitle.length + 1) : anchor.title;
      parent.children.push({ title, id: anchor.id, children: [] });
    }
  }
  return result;
}
