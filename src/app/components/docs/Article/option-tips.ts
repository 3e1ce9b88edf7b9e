import {
  CHECK_LINK_CLASS,
  CONFIG_EXAMPLE_CLASS,
  OPTION_KEY_ATTRIBUTE,
  OPTION_KEY_CLASS,
  OPTION_TIP_ATTRIBUTE,
  OPTION_TIP_CLASS,
  EXPLAINED_ATTRIBUTE,
} from "../../../../shared/config-examples.ts";
import { ARTICLE_DATA } from "../../../../shared/article-markup.ts";
import { checkUrlWithText } from "../../../../shared/check-fragment.ts";
import { COPIED_LINES, copyText } from "../../../../shared/copy-text.ts";

/** How long an explanation stays once the pointer leaves its key: time to move the pointer onto it (as on the check page). */
const HIDE_DELAY_MS = 250;

let tips = 0;

/**
 * The configuration examples of an article (a chunk of its own, loaded only by
 * pages that have one): each option key explains its option, and each
 * example's "Check this configuration" opens the check with the example's
 * text. The explanations are the build's (src/node/markdown/config-examples.ts);
 * this only shows them, as the check page's annotated text does: while the
 * pointer is on a key or on its explanation, while the key has focus, and
 * after a tap (a second tap follows the link); Escape or a tap elsewhere hides
 * it. Shown, it is the key's description for screen readers, and it floats
 * over the text, so nothing moves. Returns how to stop.
 */
export function explainOptions(article: HTMLElement): () => void {
  let shown: { key: HTMLElement; tip: HTMLElement; byTap: boolean } | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let lastPointer = "";

  const keyOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`.${OPTION_KEY_CLASS}`) : null);
  const tipOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`.${OPTION_TIP_CLASS}`) : null);

  const hide = () => {
    clearTimeout(hideTimer);
    if (!shown) return;
    shown.tip.hidden = true;
    shown.key.removeAttribute("aria-describedby");
    shown = undefined;
  };
  const hideSoon = () => {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, HIDE_DELAY_MS);
  };
  const show = (key: HTMLElement, byTap = false) => {
    clearTimeout(hideTimer);
    if (shown?.key === key) {
      shown.byTap ||= byTap;
      return;
    }
    const path = key.getAttribute(OPTION_KEY_ATTRIBUTE);
    const tip = [...(key.closest(".prose") ?? article).querySelectorAll<HTMLElement>(`.${OPTION_TIP_CLASS}`)].find(
      (candidate) => candidate.getAttribute(OPTION_TIP_ATTRIBUTE) === path,
    );
    if (!tip) return;
    hide();
    tip.id ||= `option-tip-${++tips}`;
    key.setAttribute("aria-describedby", tip.id);
    tip.hidden = false;
    place(tip, key);
    shown = { key, tip, byTap };
  };

  const onPointerOver = (event: PointerEvent) => {
    fillCheckLink(event.target);
    if (event.pointerType === "touch") return;
    const key = keyOf(event.target);
    if (key) show(key);
    else if (shown && tipOf(event.target) === shown.tip) clearTimeout(hideTimer);
  };
  const onPointerOut = (event: PointerEvent) => {
    if (event.pointerType === "touch" || !shown || shown.byTap) return;
    const from = keyOf(event.target) ?? tipOf(event.target);
    const to = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if ((from === shown.key || from === shown.tip) && !(to && (shown.key.contains(to) || shown.tip.contains(to)))) hideSoon();
  };
  const onFocusIn = (event: FocusEvent) => {
    fillCheckLink(event.target);
    const key = keyOf(event.target);
    if (key) show(key);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (shown && keyOf(event.target) === shown.key && !shown.byTap) hide();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && shown) {
      event.stopPropagation();
      hide();
    }
  };
  // A first tap on a key shows its explanation instead of following the link (before the article's own handler).
  const onClick = (event: MouseEvent) => {
    const key = keyOf(event.target);
    if (!key || lastPointer !== "touch" || (shown?.key === key && shown.byTap)) return;
    event.preventDefault();
    event.stopPropagation();
    show(key, true);
  };
  // A tap anywhere else hides an explanation a tap opened.
  const onDocumentPointerDown = (event: PointerEvent) => {
    lastPointer = event.pointerType;
    if (shown?.byTap && keyOf(event.target) !== shown.key && tipOf(event.target) !== shown.tip) hide();
  };

  const listening = new AbortController();
  const options = { signal: listening.signal };
  article.addEventListener("pointerover", onPointerOver, options);
  article.addEventListener("pointerout", onPointerOut, options);
  article.addEventListener("focusin", onFocusIn, options);
  article.addEventListener("focusout", onFocusOut, options);
  article.addEventListener("keydown", onKeyDown, options);
  article.addEventListener("click", onClick, { ...options, capture: true });
  document.addEventListener("pointerdown", onDocumentPointerDown, { ...options, capture: true });
  article.setAttribute(EXPLAINED_ATTRIBUTE, "");
  return () => {
    article.removeAttribute(EXPLAINED_ATTRIBUTE);
    hide();
    listening.abort();
  };
}

/**
 * An example's "Check this configuration" gets the example's text (as Copy gives it) in its URL's fragment when the
 * reader is about to use it (the pointer on it, a tap, focus): every way of following it then carries the text.
 */
function fillCheckLink(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(`.${CHECK_LINK_CLASS}`) : null;
  const figure = link?.closest(`.${CONFIG_EXAMPLE_CLASS}`);
  if (!link || !figure || link.hash) return;
  const lines = [...figure.querySelectorAll(COPIED_LINES)].map((line) => line.textContent ?? "");
  link.href = checkUrlWithText(link.pathname, copyText(lines, figure.hasAttribute(ARTICLE_DATA.diff)));
}

/** Under its key's line, as far left as the key but inside the article. */
function place(tip: HTMLElement, key: HTMLElement): void {
  const parent = (tip.offsetParent ?? document.body).getBoundingClientRect();
  const at = key.getBoundingClientRect();
  const room = parent.width - tip.offsetWidth;
  tip.style.top = `${at.bottom - parent.top + 4}px`;
  tip.style.left = `${Math.max(0, Math.min(at.left - parent.left, room))}px`;
}
