import { startTransition, useEffect, useState, type MouseEvent } from "react";
import type { Anchor } from "../../../../shared/types.ts";
import "./Outline.css";

/**
 * The scroll-spy runs only after the app has started (in effects), so it is a
 * chunk of its own rather than part of every page's first-visit script.
 */
const currentHeading = () => import(/* webpackChunkName: "current-heading" */ "./current-heading.ts");

/** Re-reads the heading being read, for links that have just appeared (an outline opened or shown). */
function refreshCurrentHeading() {
  void currentHeading().then((spy) => spy.refreshCurrentHeading());
}

/**
 * "On this page": the page's `##` and `###` headings (only the `##` ones when
 * its record says so, on very long pages), from the anchors in its record. At
 * wide windows a column beside the article (`column`), below that a
 * disclosure at the top of the article; Outline.css shows one or the other.
 * The heading being read is marked while scrolling (current-heading.ts).
 *
 * Neither list is in the prerendered HTML (the sidebar lists every anchor
 * there already, and long pages have a hundred): the column appears once the
 * app runs, in a grid column kept for it from the first paint, so nothing
 * moves; the disclosure's list, when it is opened.
 */
export function Outline({ anchors, depth, form }: { anchors: readonly Anchor[]; depth: 2 | 3 | 0; form: "column" | "disclosure" }) {
  const entries = depth === 2 ? anchors.map(([id, title]): Anchor => [id, title]) : anchors;
  return form === "column" ? <OutlineColumn entries={entries} /> : <OutlineDisclosure entries={entries} />;
}

function OutlineColumn({ entries }: { entries: readonly Anchor[] }) {
  const [shown, setShown] = useState(false);
  // A transition: a hundred links render in slices rather than in one task after hydration.
  useEffect(() => startTransition(() => setShown(true)), []);
  useEffect(() => {
    if (shown) refreshCurrentHeading();
  }, [shown]);
  if (!shown) return null;
  return (
    <nav className="outline outline--column" aria-label="On this page">
      <p className="outline__title" aria-hidden="true">
        On this page
      </p>
      <div className="outline__scroller">
        <OutlineList entries={entries} />
      </div>
    </nav>
  );
}

function OutlineDisclosure({ entries }: { entries: readonly Anchor[] }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) refreshCurrentHeading();
  }, [open]);
  return (
    <details className="outline outline--disclosure" data-pagefind-ignore="all" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="outline__title">On this page</summary>
      {open && (
        <nav aria-label="On this page">
          <OutlineList entries={entries} />
        </nav>
      )}
    </details>
  );
}

function OutlineList({ entries }: { entries: readonly Anchor[] }) {
  return (
    <ul className="outline__list" onClick={goToHeading}>
      {entries.map(([id, title, children]) => (
        <li key={id}>
          <a href={`#${id}`}>{title}</a>
          {children && (
            <ul className="outline__list">
              {children.map(([childId, childTitle]) => (
                <li key={childId}>
                  <a href={`#${childId}`}>{childTitle}</a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A click or Enter on an entry scrolls to its heading (below the sticky
 * header, by its scroll-margin) and moves focus there, so the next Tab
 * continues from the section rather than from the outline.
 */
function goToHeading(event: MouseEvent<HTMLUListElement>) {
  const link = (event.target as Element).closest("a");
  if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  const id = decodeURIComponent(link.hash.slice(1));
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  if (window.location.hash !== link.hash) history.pushState(history.state, "", link.hash);
  heading.scrollIntoView();
  keepInPlace(heading);
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}

/**
 * The sections around a heading scrolled to are laid out only once they are
 * near the screen (content-visibility), a frame or a few later; their real
 * heights replace their estimates and can push the heading off its place
 * below the header. For a few frames it is put back where it belongs.
 */
function keepInPlace(heading: HTMLElement, frames = 15) {
  const margin = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
  const check = (left: number) => {
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    if (Math.abs(heading.getBoundingClientRect().top - margin) > 1 && window.scrollY < bottom - 1) heading.scrollIntoView();
    if (left > 0) requestAnimationFrame(() => check(left - 1));
  };
  requestAnimationFrame(() => check(frames));
}

/** While the page's article is shown, marks the links to the heading being read (current-heading.ts). */
export function useCurrentHeading(anchors: readonly Anchor[] | undefined) {
  useEffect(() => {
    if (!anchors?.length) return;
    const ids = anchors.flatMap(([id, , children = []]) => [id, ...children.map(([childId]) => childId)]);
    let stop: (() => void) | undefined;
    let left = false;
    void currentHeading().then((spy) => {
      if (!left) stop = spy.followCurrentHeading(ids);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [anchors]);
}
