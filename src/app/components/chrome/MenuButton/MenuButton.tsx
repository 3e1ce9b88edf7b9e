import { DRAWER_ID, useDrawer } from "../Drawer/Drawer.tsx";
import "./MenuButton.css";

/**
 * Opens and closes the navigation drawer (below the desktop breakpoint, or
 * on phones only for pages without a sidebar). It
 * exists only in the browser, once the page's drawer is there: the server
 * render has none (only an empty box holding its place, so nothing moves
 * when it appears), and without scripts there is nothing for it to do.
 */
export function MenuButton() {
  const { open, setOpen, present, withSidebar, button } = useDrawer();
  // Without a sidebar the drawer holds only the site's links, which wider headers show themselves.
  const className = withSidebar ? "menu-button" : "menu-button menu-button--phone";
  // Until the button exists (server render, first client render), an empty box of its size keeps its place.
  if (!present) return <span className={className} aria-hidden="true" />;
  return (
    <button
      ref={button}
      type="button"
      className={className}
      aria-label="Toggle navigation menu"
      aria-expanded={open}
      aria-controls={DRAWER_ID}
      onClick={() => setOpen(!open)}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22">
        <path d="M3 5.5h16M3 11h16M3 16.5h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
