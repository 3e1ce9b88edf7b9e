import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "../../../router.tsx";
import { CHINESE_SITE_URL } from "../../../../shared/site.ts";
import "./LanguageMenu.css";

/** How the menu was opened: a hover-opened menu closes when the pointer leaves, the others stay. */
type Opened = false | "hover" | "click" | "keyboard";

const MENU_ID = "language-menu";

/**
 * The language menu (menu-button pattern): opens on hover or click, arrow
 * keys, Home and End move between the languages, Escape closes it and puts
 * focus back on the button; a click elsewhere or focus leaving closes it.
 * The items exist only while open, so the server render (which knows no
 * hash) and the browser agree.
 */
export function LanguageMenu() {
  const { pathname, hash } = useLocation();
  const [opened, setOpened] = useState<Opened>(false);
  // Item to focus once the menu is rendered: first (0) or last (-1).
  const [focusTarget, setFocusTarget] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const openWithFocus = (index: number) => {
    setOpened("keyboard");
    setFocusTarget(index);
  };
  const close = (returnFocus: boolean) => {
    setOpened(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (opened === false || focusTarget === null) return;
    items().at(focusTarget)?.focus();
    setFocusTarget(null);
  }, [opened, focusTarget]);

  useEffect(() => {
    if (opened === false) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [opened]);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    let target: number | undefined;
    if (event.key === "Escape" && opened !== false) close(true);
    else if (event.key === "ArrowDown") target = index + 1;
    else if (event.key === "ArrowUp") target = index < 0 ? -1 : index - 1;
    else if (event.key === "Home" && index >= 0) target = 0;
    else if (event.key === "End" && index >= 0) target = -1;
    else return;
    event.preventDefault();
    if (target === undefined) return;
    if (index < 0) openWithFocus(target);
    else list.at(target % list.length)?.focus();
  };

  return (
    <div
      ref={root}
      className="language"
      onKeyDown={onKeyDown}
      onMouseEnter={() => opened === false && setOpened("hover")}
      onMouseLeave={() => opened === "hover" && setOpened(false)}
      onBlur={(event) => {
        if (opened !== false && !root.current?.contains(event.relatedTarget)) setOpened(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="language__button"
        aria-haspopup="menu"
        aria-expanded={opened !== false}
        aria-controls={opened === false ? undefined : MENU_ID}
        onClick={(event) => {
          // A click from the keyboard (Enter, Space) has no pointer detail: it opens onto the first item.
          if (opened === false && event.detail === 0) openWithFocus(0);
          else setOpened(opened === false || opened === "hover" ? "click" : false);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20">
          <circle cx="10" cy="10" r="8" />
          <ellipse cx="10" cy="10" rx="3.5" ry="8" />
          <path d="M2 10h16M3.5 5.5h13M3.5 14.5h13" />
        </svg>
        <span className="visually-hidden">Language: </span>
        <span className="language__current">English</span>
      </button>
      {opened !== false && (
        <ul id={MENU_ID} className="language__menu" role="menu" aria-label="Language">
          <li role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={pathname + hash}
              lang="en"
              hrefLang="en"
              aria-current="true"
              onClick={(event) => {
                event.preventDefault();
                close(true);
              }}
            >
              English
            </a>
          </li>
          <li role="none">
            <a role="menuitem" tabIndex={-1} href={CHINESE_SITE_URL + pathname + hash} lang="zh" hrefLang="zh">
              中文
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
