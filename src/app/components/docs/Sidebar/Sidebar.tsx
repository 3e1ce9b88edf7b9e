import { Fragment, memo, useEffect, useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "../../../router.tsx";
import type { Anchor, MenuItem, SectionData } from "../../../../shared/types.ts";
import { usePage } from "../../../data/SiteData.tsx";
import { useHydrated } from "../../../hooks/hydrated.tsx";
import "./Sidebar.css";

/** The pages of the current section, with their in-page anchors. */
export function Sidebar({ section }: { section: SectionData }) {
  const { pathname } = useLocation();
  return (
    <nav className="sidebar" aria-label={`${section.title} pages`}>
      <ul className="sidebar__list">
        {section.menu.map((item) => (
          <Fragment key={item.url}>
            {item.groupHeading && (
              <li className="sidebar__group" aria-hidden="false">
                <span className="sidebar__group-title">{item.groupHeading}</span>
              </li>
            )}
            <SidebarItem item={item} current={item.url === pathname} />
          </Fragment>
        ))}
      </ul>
      {section.printableUrl && (
        <a className="sidebar__print" href={section.printableUrl} target="_blank" rel="noopener noreferrer">
          Print Section<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </nav>
  );
}

export function SidebarItem({ item, current }: { item: MenuItem; current: boolean }) {
  const [open, setOpen] = useState(current);
  // Its chevron works only with the app running: the prerendered HTML has its room (Sidebar.css), not the button,
  // which would be a few hundred bytes of dead controls on every page of a long section.
  const hydrated = useHydrated();
  useEffect(() => {
    if (current) setOpen(true);
  }, [current]);
  const expandable = item.hasAnchors;

  // The page you are on: its title link takes you back to the top (but a
  // Ctrl/Meta click opens a new tab and must not move this one).
  const onTitleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (current && !event.ctrlKey && !event.metaKey) window.scrollTo(0, 0);
  };

  return (
    <li className={`sidebar-item${current ? " sidebar-item--current" : ""}${expandable ? "" : " sidebar-item--disabled"}`}>
      <div className="sidebar-item__row">
        <Link to={item.url} className="sidebar-item__title" aria-current={current ? "page" : undefined} onClick={onTitleClick}>
          {item.title}
        </Link>
        {expandable && hydrated && (
          <button
            type="button"
            className="sidebar-item__toggle"
            aria-expanded={open}
            aria-label={`Toggle ${item.title} section`}
            onClick={() => setOpen(!open)}
          ></button>
        )}
      </div>
      {expandable && open && <ItemAnchors item={item} current={current} />}
    </li>
  );
}

/**
 * An open item's anchors, which come with its page's record: already there
 * for the current page; for another page, opening the item loads the page's
 * article file (which also makes following the link instant). Memoised: an
 * item re-rendered for its toggle (useHydrated) leaves its hundreds of
 * anchors alone.
 */
const ItemAnchors = memo(function ItemAnchors({ item, current }: { item: MenuItem; current: boolean }) {
  const content = usePage(item.url);
  if (content.status === "loading") return <p className="sidebar-item__status">Loading…</p>;
  // The article reports the failure in full; the sidebar only says what it lacks.
  if (content.status === "failed") return <p className="sidebar-item__status">Headings could not be loaded.</p>;
  return <AnchorList base={current ? "" : item.url} anchors={content.value.record.anchors} />;
});

/**
 * In-page anchors as plain links: on the current page a bare `#id` (the
 * browser scrolls, below the header thanks to scroll-margin), elsewhere
 * `url#id` (client-side navigation). Plain links keep this long list light:
 * the configuration pages have hundreds of anchors.
 */
function AnchorList({ base, anchors }: { base: string; anchors: readonly Anchor[] }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest("a");
    if (!base || !link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(link.getAttribute("href")!);
  };
  return (
    <ul className="sidebar-item__anchors" onClick={onClick}>
      {anchors.map(([id, title, children]) => (
        <li key={id}>
          <a href={`${base}#${id}`}>{title}</a>
          {children && <AnchorList base={base} anchors={children} />}
        </li>
      ))}
    </ul>
  );
}
