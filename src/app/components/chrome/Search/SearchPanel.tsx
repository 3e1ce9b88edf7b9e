import { useEffect, useState, type MouseEvent, type RefObject } from "react";
import { useNavigate } from "../../../router.tsx";
import type { ComboboxState } from "./Search.tsx";
import { RELAXED_NOTICE } from "./relaxed-notice.ts";
import { searchDocs, type PageHit, type SectionHit } from "./search-engine.ts";

type Status = "idle" | "searching" | "done" | "failed";

const DEBOUNCE_MS = 80;

/** A click the browser should handle as on any link: a new tab or window, a download. */
function opensElsewhere(event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/**
 * The results of the search box (lazy chunk): searches as the reader types
 * and lists pages, each with its best sections. Every result is a link to
 * the page or to the heading that answers the query. Arrow keys move through
 * the links, Enter opens one (Ctrl/⌘-Enter in a new tab), Escape closes the
 * list; focus stays in the input throughout (`aria-activedescendant`).
 */
export default function SearchPanel({
  input,
  listId,
  onStateChange,
  onOpen,
}: {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  onStateChange: (state: ComboboxState) => void;
  /** Called when a result is opened in this tab. */
  onOpen: () => void;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => input.current?.value ?? "");
  const [pages, setPages] = useState<PageHit[]>([]);
  const [relaxed, setRelaxed] = useState(false);
  const [status, setStatus] = useState<Status>("idle");
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const hits = pages.flatMap((page) => page.hits);
  const optionId = (index: number) => `${listId}-${index}`;

  // Search as the reader types (the first call also loads the engine).
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setPages([]);
      setStatus("idle");
      return;
    }
    let current = true;
    setStatus("searching");
    const timer = setTimeout(() => {
      searchDocs(trimmed).then(
        (found) => {
          if (!current) return;
          setPages(found.pages);
          setRelaxed(found.relaxed);
          setActive(-1);
          setStatus("done");
        },
        () => current && setStatus("failed"),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const expanded = open && status !== "idle";
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  // Only on change: a new state object on every render would re-render the box, and this panel, without end.
  useEffect(() => {
    onStateChange({ expanded, activeId });
  }, [expanded, activeId, onStateChange]);

  const openHere = (hit: SectionHit) => {
    setOpen(false);
    input.current?.blur();
    onOpen();
    void navigate(hit.url);
  };

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onInput = () => {
      setQuery(element.value);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        if (open && status !== "idle") event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!hits.length) return;
        event.preventDefault();
        setOpen(true);
        const last = hits.length - 1;
        setActive((index) => (event.key === "ArrowDown" ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
      } else if (event.key === "Enter") {
        const chosen = hits[active] ?? (active < 0 ? hits[0] : undefined);
        if (!open || !chosen) return;
        event.preventDefault();
        // As Enter on a focused link: with a modifier the page opens in a new tab or window.
        if (opensElsewhere(event)) window.open(chosen.url, "_blank", "noopener");
        else openHere(chosen);
      }
    };
    const onFocus = () => setOpen(true);
    // The list stays open while the focus is in the box or on a result (Tab reaches the links); it closes when the focus leaves both.
    const form: HTMLElement = element.form ?? element;
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && form.contains(event.relatedTarget))) setOpen(false);
    };
    element.addEventListener("input", onInput);
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("focus", onFocus);
    form.addEventListener("focusout", onFocusOut);
    return () => {
      element.removeEventListener("input", onInput);
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("focus", onFocus);
      form.removeEventListener("focusout", onFocusOut);
    };
  });

  // Text typed while this chunk was loading (before the listeners above existed).
  useEffect(() => {
    setQuery(input.current?.value ?? "");
  }, [input]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const onClick = (event: MouseEvent<HTMLAnchorElement>, hit: SectionHit) => {
    if (event.button !== 0 || opensElsewhere(event)) return;
    event.preventDefault();
    openHere(hit);
  };

  const message =
    status === "searching" && !pages.length
      ? "Searching…"
      : status === "failed"
        ? "Search could not load. It works offline once the site has been opened online."
        : status === "done" && !pages.length
          ? `No pages match “${query.trim()}”.`
          : status === "done" && relaxed
            ? RELAXED_NOTICE
            : status === "done"
              ? `${pages.length} ${pages.length === 1 ? "page" : "pages"} found.`
              : "";

  let index = -1;
  return (
    // A left press on the panel keeps the focus in the box (a middle press on a result stays the browser's: a new tab); Escape on a result goes back to the box.
    <div
      className="search__panel"
      hidden={!expanded}
      onMouseDown={(event) => event.button === 0 && event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.target === input.current) return;
        input.current?.focus();
        setActive(-1);
      }}
    >
      <p className={status === "done" && relaxed ? "search__status search__status--relaxed" : "search__status"} role="status">
        {expanded ? message : ""}
      </p>
      <div className="search__results" id={listId} role="listbox" aria-label="Search results">
        {pages.map((page, pageIndex) => (
          <div key={page.url} className="search__page" role="group" aria-labelledby={`${listId}-page-${pageIndex}`}>
            <p className="search__page-title" id={`${listId}-page-${pageIndex}`}>
              {page.title}
              {page.section && page.section !== page.title && <span className="search__section"> · {page.section}</span>}
            </p>
            {page.hits.map((hit) => {
              index += 1;
              const position = index;
              return (
                <a
                  key={hit.url}
                  href={hit.url}
                  id={optionId(position)}
                  role="option"
                  aria-selected={position === active}
                  className="search__hit"
                  onClick={(event) => onClick(event, hit)}
                  onMouseMove={() => setActive(position)}
                >
                  <span className="search__hit-title">{hit.title}</span>
                  {/* Pagefind escapes page text and adds only <mark> around matches. */}
                  <span className="search__excerpt" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
                </a>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
