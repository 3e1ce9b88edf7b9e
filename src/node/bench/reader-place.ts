import { ARTICLE_ATTRIBUTE } from "../../shared/articles.ts";

/** Where the reader of a page is, as {@link READER_PLACE_SCRIPT} reads it. */
export interface ReaderPlace {
  scrollY: number;
  /** The offset from the viewport's top of the element that was at the top of the article's part of it (NaN once it is gone from the page). */
  anchorTop: number;
  /** The start of that element's text. */
  anchorText: string;
}

/**
 * A script for `page.evaluate` that resolves with the reader's place
 * ({@link ReaderPlace}) once layout has settled: the same for three frames in a
 * row. Sections that come near the viewport after a scroll are laid out a frame
 * later at their real height instead of their estimate (content-visibility),
 * and the browser's scroll anchoring then moves the page, so a position read
 * at once is not where the reader ends up. The element is kept on `window` on
 * the first call: later calls measure the same element, and one that an
 * update replaced shows as gone. Text, not a function: tsx would wrap a
 * function's inner names in a helper the page does not have.
 */
export const READER_PLACE_SCRIPT = `new Promise((resolve) => {
  const read = () => {
    if (!window.readerAnchor) {
      const article = document.querySelector("[${ARTICLE_ATTRIBUTE}]").getBoundingClientRect();
      window.readerAnchor = document.elementFromPoint(article.left + 40, Math.max(article.top, 0) + 120);
    }
    const anchor = window.readerAnchor;
    return {
      scrollY: window.scrollY,
      anchorTop: anchor.isConnected ? anchor.getBoundingClientRect().top : NaN,
      anchorText: (anchor.textContent || "").slice(0, 40),
    };
  };
  let last = "";
  let same = 0;
  const frame = () => {
    const place = read();
    same = JSON.stringify(place) === last ? same + 1 : 0;
    last = JSON.stringify(place);
    if (same >= 3) resolve(place);
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;
