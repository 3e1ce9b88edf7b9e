import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { SEARCH_PLACEHOLDER, SEARCH_SERVICE_META, type SearchService } from "../../../../shared/search-service.ts";
import { loadOrReload } from "../../../data/stale-build.ts";
import { LoadError } from "../LoadError/LoadError.tsx";
import "./Search.css";

// Retried, and the page reloaded once when this tab's build is older than the site's; failing that, the panel says so.
const SearchPanel = lazy(() =>
  loadOrReload(() => import(/* webpackChunkName: "search" */ "./SearchPanel.tsx")).catch(() => ({ default: SearchUnavailable })),
);

function SearchUnavailable() {
  return (
    <div className="search__panel">
      <LoadError />
    </div>
  );
}

export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}

/** `/` (outside text fields) or Ctrl/⌘-K. */
function isShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") return true;
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  return !target?.closest("input, textarea, select, [contenteditable='true']");
}

/** The hosted search service the build configured, if any (a meta tag in the page). */
function configuredService(): SearchService | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SEARCH_SERVICE_META}"]`)?.content;
  return content ? (JSON.parse(content) as SearchService) : undefined;
}

/**
 * The documentation search box (a combobox). Only the input is part of the
 * first-visit JavaScript: the results panel and the search engine load the
 * first time the box gets focus. `/` and Ctrl/⌘-K focus it.
 *
 * On a phone (Search.css, up to 720 px) the box is a search button until
 * tapped; the tap opens a full-width field with the focus in it and the
 * results under it. Escape or the close button closes it and gives the focus
 * back to the button. Both are in the prerendered HTML, so nothing moves when
 * scripts start.
 */
export function Search({ id }: { id: string }) {
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [active, setActive] = useState(false);
  const [state, setState] = useState<ComboboxState>({ expanded: false });
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const listId = `${id}-results`;
  const serviceBox = useRef<HTMLDivElement>(null);
  const [service, setService] = useState<SearchService>();

  // With a hosted service configured, focusing the box opens its dialog instead.
  const onFocus = () => {
    const hosted = configuredService();
    if (!hosted) return setActive(true);
    setService(hosted);
    void loadOrReload(() => import(/* webpackChunkName: "docsearch" */ "./docsearch.ts")).then(({ openDocSearch }) => {
      if (serviceBox.current) openDocSearch(hosted, serviceBox.current, input.current?.value ?? "");
    });
  };

  // The field must be shown before it can take the focus, in the same tap (phones open the keyboard only then).
  const open = () => {
    flushSync(() => setOpenOnPhone(true));
    input.current?.focus();
  };
  const close = useCallback(() => {
    setOpenOnPhone((wasOpen) => {
      if (wasOpen) opener.current?.focus();
      return false;
    });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      // Two boxes may exist (header and drawer): only a visible one answers; on a phone, the button opens its box.
      if (opener.current && opener.current.getClientRects().length > 0) {
        event.preventDefault();
        open();
        return;
      }
      const element = input.current;
      if (!element || element.getClientRects().length === 0) return;
      event.preventDefault();
      element.focus();
      element.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className={openOnPhone ? "search search--open" : "search"}>
      <button ref={opener} type="button" className="search__opener" aria-label="Search" aria-expanded={openOnPhone} onClick={open}></button>
      <form
        role="search"
        className="search__form"
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === "Escape") close();
        }}
      >
        <input
          ref={input}
          id={id}
          className="search__input"
          type="search"
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Search the documentation"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-expanded={state.expanded}
          aria-activedescendant={state.activeId}
          aria-keyshortcuts="/ Control+K Meta+K"
          autoComplete="off"
          spellCheck={false}
          onFocus={onFocus}
        />
        {openOnPhone && (
          <button type="button" className="search__close" aria-label="Close search" onClick={close}>
            <span className="search__icon search__icon--close" aria-hidden="true" />
          </button>
        )}
        {service && <div ref={serviceBox} className="search__service" />}
        {active && (
          <Suspense fallback={null}>
            <SearchPanel input={input} listId={listId} onStateChange={setState} onOpen={close} />
          </Suspense>
        )}
      </form>
    </div>
  );
}
