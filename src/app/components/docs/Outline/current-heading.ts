import { ARTICLE_CLASS, classSelector } from "../../../../shared/article-markup.ts";

/**
 * The last heading whose top is at or above `line`, or -1. Headings come in
 * document order, so their tops only grow: a binary search reads a handful of
 * positions per frame, even on a page of a hundred headings.
 */
export function lastHeadingAbove(tops: (index: number) => number, count: number, line: number): number {
  let low = 0;
  let high = count - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (tops(middle) <= line) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Which heading is being read: the first heading below the sticky header
 * (whose bottom is `headerLine`) once it is in the top half of the window
 * (above `halfway`), else the last heading above the header, whose section
 * still fills the screen; -1 above the first heading.
 */
export function currentHeadingIndex(tops: (index: number) => number, count: number, headerLine: number, halfway: number): number {
  const firstBelow = lastHeadingAbove(tops, count, headerLine - 1) + 1;
  return firstBelow < count && tops(firstBelow) <= halfway ? firstBelow : firstBelow - 1;
}

const MARK = "location";
/** Re-reads the heading being read and marks it, for links that have just appeared (an outline opened or shown). */
let refresh: (() => void) | undefined;
export function refreshCurrentHeading(): void {
  refresh?.();
}
/** Where the current heading's links are: the outline (both forms) and the sidebar's list of this page's anchors. */
const LINK_LISTS = ".outline, .sidebar";

/**
 * Marks the links to the heading being read with `aria-current` as the
 * reader scrolls, until the returned function is called. The ids are the
 * page's headings as the build listed them. The marks are set on the DOM
 * directly: React does not render them, so a scroll re-renders nothing.
 */
export function followCurrentHeading(ids: string[]): () => void {
  const headings = ids.map((id) => document.getElementById(id)).filter((heading): heading is HTMLElement => heading !== null);
  let current: string | undefined;
  let frame = 0;

  const mark = (id: string | undefined) => {
    const links = id ? [...document.querySelectorAll<HTMLElement>(`:is(${LINK_LISTS}) a[href="#${CSS.escape(id)}"]`)] : [];
    if (id === current && links.every((link) => link.hasAttribute("aria-current"))) return;
    current = id;
    for (const link of document.querySelectorAll(`:is(${LINK_LISTS}) a[aria-current="${MARK}"]`)) link.removeAttribute("aria-current");
    // Every mark first, then the positions: one layout for all the lists rather than one for each link.
    for (const link of links) link.setAttribute("aria-current", MARK);
    for (const link of links) keepInView(link);
  };

  const sections = headings.map((heading) => heading.closest<HTMLElement>(classSelector(ARTICLE_CLASS.section)));
  const update = () => {
    frame = 0;
    const top = (i: number) => headingTop(headings[i]!, sections[i] ?? null, window.innerHeight);
    let index = currentHeadingIndex(top, headings.length, headerBottom(), window.innerHeight / 2);
    // At the very bottom, the last sections cannot reach the top half: the last heading on screen is the one read.
    const root = document.documentElement;
    if (window.scrollY + window.innerHeight >= root.scrollHeight - 2) index = lastHeadingAbove(top, headings.length, window.innerHeight - 1);
    mark(index >= 0 ? headings[index]!.id : undefined);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };

  // The first reading waits for an idle moment: just after hydration the page's layout is out of date, and reading
  // the headings' positions in the next frame would lay it out inside this task (on a long page, a long task).
  const idle = whenIdle(schedule);
  refresh = schedule;
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  return () => {
    idle();
    cancelAnimationFrame(frame);
    if (refresh === schedule) refresh = undefined;
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    mark(undefined);
  };
}

/** Calls `run` once the browser is idle (or soon, where it cannot say); returns how to cancel it. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * A heading's top, or a stand-in that compares the same with any line the
 * search uses (from -1 to the window's height): its section's top when the
 * section starts below the window, its bottom when it ends above it. The browser skips the layout of a section far
 * from the window (content-visibility), and asking for the position of
 * anything inside one lays that section out on the spot: on a long page, a
 * few milliseconds for each heading the search reads.
 */
export function headingTop(heading: Element, section: Element | null, windowHeight: number): number {
  if (section) {
    const { top, bottom } = section.getBoundingClientRect();
    if (top >= windowHeight) return top;
    if (bottom < -1) return bottom;
  }
  return heading.getBoundingClientRect().top;
}

/** The bottom of the sticky header: where a heading lands when scrolled to (its scroll-margin). */
function headerBottom(): number {
  const probe = document.querySelector(".prose h2[id], .prose h3[id]");
  return probe ? parseFloat(getComputedStyle(probe).scrollMarginTop) || 0 : 0;
}

/** The outline column scrolls on its own when the page has more headings than fit: the marked one stays in sight. */
function keepInView(link: HTMLElement) {
  const list = link.closest<HTMLElement>(".outline__scroller");
  if (!list || list.scrollHeight <= list.clientHeight) return;
  // The scroller is positioned (Outline.css), so it is the link's offsetParent.
  const top = link.offsetTop;
  if (top < list.scrollTop || top + link.offsetHeight > list.scrollTop + list.clientHeight) {
    list.scrollTop = top - list.clientHeight / 3;
  }
}
