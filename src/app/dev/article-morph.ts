import morphdom from "morphdom";
import { ARTICLE_DATA } from "../../shared/article-markup.ts";

/**
 * Patches an article's DOM to a new version of its HTML, keeping every node
 * that did not change where it is. morphdom alone pairs children by position:
 * a paragraph added above the reader would make it morph each following
 * section into the next one's content (or drop and re-add them), so the
 * sections lose the height the browser remembered for them
 * (`content-visibility: auto`) and the browser's scroll anchoring loses the
 * node it keeps in place; the reader's text jumps. Here the article's
 * children, and a changed section's, are first lined up by content (the
 * longest common run of unchanged nodes): only the nodes between those are
 * morphed, added or removed, and an edit above the viewport leaves the
 * reader's text where it was (scroll anchoring adjusts for what grew above).
 */
export function morphArticle(article: HTMLElement, html: string): void {
  const next = article.cloneNode(false) as HTMLElement;
  next.innerHTML = html;
  morphChildren(article, next, 0);
}

/** Levels lined up by content: the article's children and a section's; deeper, morphdom pairs by position. */
const ALIGNED_LEVELS = 2;

const MORPH_OPTIONS = {
  onBeforeElUpdated(from: HTMLElement, to: HTMLElement) {
    // A mounted tool (the configuration check) is the app's, not the HTML's.
    if (from.hasAttribute(ARTICLE_DATA.configCheck)) return false;
    if (from instanceof HTMLDetailsElement && to instanceof HTMLDetailsElement) to.open = from.open;
    return !from.isEqualNode(to);
  },
};

function morphChildren(parent: Element, target: Element, level: number): void {
  const from = [...parent.childNodes];
  const to = [...target.childNodes];
  const fromText = from.map(contentOf);
  const toText = to.map(contentOf);
  // Unchanged runs at both ends first: an edit is usually in one place.
  let head = 0;
  while (head < from.length && head < to.length && fromText[head] === toText[head]) head++;
  let tail = 0;
  while (tail < from.length - head && tail < to.length - head && fromText[from.length - 1 - tail] === toText[to.length - 1 - tail]) tail++;
  const pairs = commonRun(fromText.slice(head, from.length - tail), toText.slice(head, to.length - tail));
  let i = head;
  let j = head;
  for (const [pi, pj] of [...pairs.map(([a, b]) => [a + head, b + head] as const), [from.length - tail, to.length - tail] as const]) {
    morphRun(parent, from.slice(i, pi), to.slice(j, pj), from[pi] ?? null, level);
    i = pi + 1;
    j = pj + 1;
  }
}

/** Between two unchanged nodes: each new node takes the place of the next old one it can become, or is added; old ones left over go. */
function morphRun(parent: Element, olds: ChildNode[], news: ChildNode[], before: ChildNode | null, level: number): void {
  let rest = olds;
  for (const node of news) {
    const index = rest.findIndex((old) => sameKind(old, node));
    if (index === -1) {
      parent.insertBefore(node, rest[0] ?? before);
      continue;
    }
    for (const gone of rest.slice(0, index)) gone.remove();
    const old = rest[index]!;
    rest = rest.slice(index + 1);
    if (old instanceof Element && node instanceof Element) {
      if (level + 1 < ALIGNED_LEVELS && old.tagName === "SECTION" && !old.hasAttribute(ARTICLE_DATA.configCheck)) {
        copyAttributes(old, node);
        morphChildren(old, node, level + 1);
      } else morphdom(old, node, MORPH_OPTIONS);
    } else if (old.nodeValue !== node.nodeValue) old.nodeValue = node.nodeValue;
  }
  for (const gone of rest) gone.remove();
}

/** What a node is, for lining up: its markup (an element's as it is now, with what the app changed in it), or its text. */
function contentOf(node: ChildNode): string {
  return node instanceof Element ? node.outerHTML : `${node.nodeType}:${node.nodeValue ?? ""}`;
}

/** Whether one node can become the other: the same kind of node, the same element, and for a section the same heading. */
function sameKind(old: ChildNode, node: ChildNode): boolean {
  if (old.nodeType !== node.nodeType) return false;
  if (!(old instanceof Element) || !(node instanceof Element)) return true;
  return old.tagName === node.tagName && old.id === node.id && headingOf(old) === headingOf(node);
}

function headingOf(element: Element): string | undefined {
  return element.tagName === "SECTION" ? element.firstElementChild?.id : undefined;
}

function copyAttributes(element: Element, from: Element): void {
  for (const { name } of [...element.attributes]) if (!from.hasAttribute(name)) element.removeAttribute(name);
  for (const { name, value } of from.attributes) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The longest common subsequence of two lists, as pairs of indexes in order. */
export function commonRun(a: readonly string[], b: readonly string[]): [number, number][] {
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i++;
    else j++;
  }
  return pairs;
}
