import { useEffect, useState, type RefObject } from "react";
import { useNavigate } from "../../../router.tsx";
import type { ComboboxState } from "./Search.tsx";
import { searchDocs, type SearchResult } from "./search-engine.ts";

type Status = "idle" | "searching" | "done" | "failed";

const DEBOUNCE_MS = 80;

/**
 * The results of the search box (lazy chunk): searches as the reader types,
 * lists pages with title, section and a highlighted excerpt. Arrow keys move
 * through the results, Enter opens one, Escape closes the list; focus stays
 * in the input throughout (`aria-activedescendant`).
 */
export default function SearchPanel({
  input,
  listId,
  onStateChange,
}: {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  onStateChange: (state: ComboboxState) => void;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(() => input.current?.value ?? "");
  const [results, setResults] = useState<SearchResult[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const optionId = (index: number) => `${listId}-${index}`;

  // Search as the reader types (the first call also loads the engine).
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setResults([]);
      setStatus("idle");
      return;
    }
    let current = true;
    setStatus("searching");
    const timer = setTimeout(() => {
      searchDocs(trimmed).then(
        (found) => {
          if (!current) return;
          setResults(found);
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

  const openResult = (result: SearchResult) => {
    setOpen(false);
    input.current?.blur();
    void navigate(result.url);
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
        if (!results.length) return;
        event.preventDefault();
        setOpen(true);
        const last = results.length - 1;
        setActive((index) => (event.key === "ArrowDown" ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
      } else if (event.key === "Enter") {
        const chosen = results[active] ?? (active < 0 ? results[0] : undefined);
        if (open && chosen) {
          event.preventDefault();
          openResult(chosen);
        }
      }
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    element.addEventListener("input", onInput);
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("focus", onFocus);
    element.addEventListener("blur", onBlur);
    return () => {
      element.removeEventListener("input", onInput);
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("focus", onFocus);
      element.removeEventListener("blur", onBlur);
    };
  });

  // Text typed while this chunk was loading (before the listeners above existed).
  useEffect(() => {
    setQuery(input.current?.value ?? "");
  }, [input]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const message =
    status === "searching" && !results.length
      ? "Searching…"
      : status === "failed"
        ? "Search could not load. It works offline once the site has been opened online."
        : status === "done" && !results.length
          ? `No pages match “${query.trim()}”.`
          : status === "done"
            ? `${results.length} ${results.length === 1 ? "page" : "pages"} found.`
            : "";

  return (
    <div className="search__panel" hidden={!expanded}>
      <p className="search__status" role="status">
        {expanded ? message : ""}
      </p>
      <ul className="search__results" id={listId} role="listbox" aria-label="Search results">
        {results.map((result, index) => (
          <li
            key={result.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search__result"
            // Keep focus in the input; the click itself opens the page.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openResult(result)}
            onMouseMove={() => setActive(index)}
          >
            <span className="search__title">{result.title}</span>
            {result.section && <span className="search__section">{result.section}</span>}
            {/* Pagefind escapes page text and adds only <mark> around matches. */}
            <span className="search__excerpt" dangerouslySetInnerHTML={{ __html: result.excerpt }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
