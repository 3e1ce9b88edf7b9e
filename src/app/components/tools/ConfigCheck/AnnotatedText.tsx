import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { ExplainedOption } from "./check.ts";
import { GivenValue, OptionFacts, type Mode } from "./option-facts.tsx";

/** How long an explanation stays once the pointer leaves its option's name: time to move the pointer onto it. */
const HIDE_DELAY_MS = 250;

/**
 * The reader's text, read-only, with each documented option's name a button that explains it: shown while the
 * pointer is on it, while it has focus, and after a tap; Escape or a tap elsewhere hides it. The explanation
 * floats over the text (nothing below it moves) and is the button's description for screen readers.
 */
export function AnnotatedText({
  text,
  options,
  shift,
  mode,
  headingId,
}: {
  text: string;
  options: ExplainedOption[];
  /** How far the parsed source's positions are ahead of the text's (the bare-object reading adds a parenthesis). */
  shift: number;
  mode: Mode;
  headingId: string;
}) {
  const panelId = useId();
  const [hovered, setHovered] = useState<number | undefined>();
  const [focused, setFocused] = useState<number | undefined>();
  const [top, setTop] = useState(0);
  const place = useRef<HTMLDivElement>(null);
  const keys = useRef<(HTMLButtonElement | null)[]>([]);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const annotated = options.filter((option) => option.entry && option.keyStart - shift >= 0 && option.keyEnd - shift <= text.length);
  const shown = hovered ?? focused;
  const option = shown === undefined ? undefined : annotated[shown];

  const keepShown = () => clearTimeout(hideTimer.current);
  const hideSoon = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setHovered(undefined), HIDE_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(hideTimer.current);
    setHovered(undefined);
    setFocused(undefined);
  };

  // Placed under the line of the option's name, measured before paint.
  useLayoutEffect(() => {
    const key = shown === undefined ? undefined : keys.current[shown];
    if (!key || !place.current) return;
    setTop(key.getBoundingClientRect().bottom - place.current.getBoundingClientRect().top + 4);
  }, [shown, text]);

  // A tap or click anywhere else hides an explanation a tap opened (touch screens move no focus away).
  useEffect(() => {
    if (focused === undefined) return;
    const away = (event: PointerEvent) => {
      if (!place.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [focused]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  if (!annotated.length) return null;

  const parts: ReactNode[] = [];
  let at = 0;
  annotated.forEach((entry, index) => {
    const start = entry.keyStart - shift;
    const end = entry.keyEnd - shift;
    if (start < at) return;
    parts.push(text.slice(at, start));
    parts.push(
      <button
        key={index}
        ref={(element) => {
          keys.current[index] = element;
        }}
        type="button"
        className="config-check__key"
        aria-expanded={shown === index}
        aria-controls={panelId}
        aria-describedby={shown === index ? panelId : undefined}
        onMouseEnter={() => {
          keepShown();
          setHovered(index);
        }}
        onMouseLeave={hideSoon}
        onFocus={() => setFocused(index)}
        onBlur={(event) => {
          if (!place.current?.contains(event.relatedTarget)) setFocused(undefined);
        }}
        onClick={() => setFocused(index)}
      >
        {text.slice(start, end)}
      </button>,
    );
    at = end;
  });
  parts.push(text.slice(at));

  return (
    <section aria-labelledby={headingId} className="config-check__annotated">
      <h3 id={headingId}>The text, annotated</h3>
      <p className="config-check__hint">Point at, tab to or tap an option's name to see what it does.</p>
      <div
        ref={place}
        className="config-check__annotated-place"
        onKeyDown={(event) => {
          if (event.key === "Escape" && shown !== undefined) {
            event.stopPropagation();
            hide();
          }
        }}
      >
        <pre className="config-check__annotated-text">
          <code>{parts}</code>
        </pre>
        <div id={panelId} className="config-check__tip" style={{ top }} hidden={!option} onMouseEnter={keepShown} onMouseLeave={hideSoon}>
          {option?.entry && (
            <>
              {/* Out of the tab order: the keyboard moves from name to name, and the list below has the same links. */}
              <p className="config-check__option-head">
                <a href={option.referenceUrl} tabIndex={-1}>
                  <code>{option.path}</code>
                </a>
              </p>
              <GivenValue option={option} />
              <OptionFacts entry={option.entry} mode={mode} linksTabIndex={-1} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
