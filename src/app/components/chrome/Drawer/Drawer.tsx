import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type TouchEvent,
} from "react";
import { useLocation } from "../../../router.tsx";
import { useSiteData } from "../../../data/SiteData.tsx";
import { hasSidebar, sectionNameOf } from "../../../routes.ts";
import { SiteLinks } from "../SiteLinks/SiteLinks.tsx";
import { closingDrag, completes, openingDrag } from "./gestures.ts";
import "./Drawer.css";

export const DRAWER_ID = "navigation-drawer";

/** The desktop breakpoint: above it the sidebar is a column, below it a drawer (Drawer.css uses the same width). */
const DESKTOP = "(min-width: 901px)";
/** Above this width the header has room for every link (SiteLinks.css, Header.css), so a drawer without a sidebar has nothing to show. */
const WIDER_THAN_PHONE = "(min-width: 721px)";

interface DrawerState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the current page has a drawer: the menu button shows only then. */
  present: boolean;
  setPresent: (present: boolean) => void;
  /** Whether the current route's drawer holds a sidebar (then it is there up to the desktop breakpoint, not only on phones). */
  withSidebar: boolean;
  /** The menu button, where focus returns when the drawer closes. */
  button: RefObject<HTMLButtonElement | null>;
}

const DrawerContext = createContext<DrawerState | null>(null);

/** Shares the drawer's state between the header's menu button and the page's drawer. */
export function DrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [present, setPresent] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Known from the route's data (already loaded for the prerender and before hydration), so the
  // server render can keep the menu button's place before the drawer itself says it is there.
  const { pathname } = useLocation();
  const data = useSiteData();
  const section = data.peekSection(sectionNameOf(pathname));
  const withSidebar = Boolean(section?.pages[pathname] && hasSidebar(section, data.peekPage(pathname)?.record));
  const value = useMemo(() => ({ open, setOpen, present, setPresent, withSidebar, button }), [open, present, withSidebar]);
  return <DrawerContext value={value}>{children}</DrawerContext>;
}

export function useDrawer(): DrawerState {
  const state = useContext(DrawerContext);
  if (!state) throw new Error("useDrawer() needs a <DrawerProvider>");
  return state;
}

/**
 * Below the desktop breakpoint, its children (the sidebar) become an
 * off-canvas panel, under the site's links on phones (SiteLinks). A page
 * without a sidebar has a drawer of site links only, on phones only: a swipe from the left edge or the menu button opens it;
 * a swipe back, a tap outside, its × button, Escape or any link closes it.
 * While open it is a modal dialog: focus moves in, Tab cycles inside, and on
 * closing focus returns to the menu button. Above the breakpoint it adds no
 * box of its own. The off-canvas styles need the `js` root class (set by the
 * head script), so without scripts the sidebar stays in the page; its
 * opener strip and × button exist only once the app runs.
 */
export function Drawer({ children }: { children?: ReactNode }) {
  const { open, setOpen, present, setPresent, button } = useDrawer();
  const { pathname } = useLocation();
  const linksOnly = children === undefined;
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLDivElement>(null);
  // The touch in progress: where it started, and how far the panel follows it.
  const touch = useRef<{ x: number; y: number; drag: number } | null>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    setPresent(true);
    const desktop = window.matchMedia(linksOnly ? WIDER_THAN_PHONE : DESKTOP);
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener("change", onChange);
    return () => {
      setPresent(false);
      setOpen(false);
      desktop.removeEventListener("change", onChange);
    };
  }, [setPresent, setOpen, linksOnly]);

  // Another page (also through the history): closed.
  useEffect(() => setOpen(false), [pathname, setOpen]);

  // Open: focus moves into the panel, and the page behind it does not scroll.
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(".drawer__close")?.focus();
    document.documentElement.classList.add("drawer-open");
    return () => document.documentElement.classList.remove("drawer-open");
  }, [open]);

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point && event.touches.length === 1 ? { x: point.clientX, y: point.clientY, drag: 0 } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const drag = touch.current?.drag ?? 0;
    touch.current = null;
    panel.current?.classList.remove("drawer__panel--dragging");
    panel.current?.style.removeProperty("transform");
    if (event.type !== "touchend" || !completes(drag)) return;
    if (open) close();
    else setOpen(true);
  };
  const touchHandlers = { onTouchStart, onTouchEnd, onTouchCancel: onTouchEnd };

  // Moves: a drag the panel follows is ours, not the page's, so the browser
  // must not scroll or fling (a fling would swallow the next tap). That takes
  // a non-passive listener, which React does not attach for touchmove. (The
  // opener strip appears once `present`, after the first render.)
  useEffect(() => {
    const target = open ? panel.current : opener.current;
    if (!target) return;
    const onTouchMove = (event: globalThis.TouchEvent) => {
      const point = event.touches[0];
      const start = touch.current;
      if (!point || !start || !panel.current) return;
      const drag = (open ? closingDrag : openingDrag)(point.clientX - start.x, point.clientY - start.y);
      if (drag === null) return;
      if (event.cancelable) event.preventDefault();
      start.drag = drag;
      // The panel follows the finger (without React: this runs on every move).
      panel.current.classList.add("drawer__panel--dragging");
      panel.current.style.transform = open ? `translateX(${-drag}px)` : `translateX(calc(${drag}px - 100%))`;
    };
    target.addEventListener("touchmove", onTouchMove, { passive: false });
    return () => target.removeEventListener("touchmove", onTouchMove);
  }, [open, present]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      const focusable = [...panel.current!.querySelectorAll<HTMLElement>("a[href], button, select")].filter(
        (element) => element.getClientRects().length > 0,
      );
      const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
      }
    }
  };

  const onClick = (event: MouseEvent) => {
    if (open && (event.target as Element).closest("a")) close();
  };

  return (
    <div className={`drawer${open ? " drawer--open" : ""}${linksOnly ? " drawer--links-only" : ""}`}>
      {present && !open && <div ref={opener} className="drawer__opener" aria-hidden="true" {...touchHandlers} />}
      {open && <div className="drawer__backdrop" aria-hidden="true" onClick={close} />}
      <div
        ref={panel}
        id={DRAWER_ID}
        className="drawer__panel"
        role={open ? "dialog" : undefined}
        aria-modal={open || undefined}
        aria-label={open ? "Navigation menu" : undefined}
        onKeyDown={onKeyDown}
        onClick={onClick}
        {...touchHandlers}
      >
        {present && (
          <button type="button" className="drawer__close icon-button" aria-label="Close navigation menu" onClick={close}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
        {present && <SiteLinks />}
        {children}
      </div>
    </div>
  );
}
