import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * How an article already on screen takes a new version of its own HTML (the
 * development server's update after a save): set by the development build's
 * client (src/app/dev/page-updates.ts), which patches the DOM in place so the
 * reader's place and what they opened stay.
 */
let patchArticle: ((element: HTMLElement, html: string) => void) | undefined;

export function setArticlePatcher(patch: (element: HTMLElement, html: string) => void): void {
  patchArticle = patch;
}

type UseArticleHtml = (url: string, element: RefObject<HTMLElement | null>, html: string | undefined) => string | undefined;

/**
 * The HTML React puts into the article element. In production a page's HTML
 * never changes while it is shown: it is the HTML itself (and this module
 * adds nothing to the first visit's script). In development, a later version
 * of the page being shown is patched in instead, where a patcher is set.
 */
export const useArticleHtml: UseArticleHtml = process.env.NODE_ENV === "production" ? (_url, _element, html) => html : usePatchedHtml;

function usePatchedHtml(url: string, element: RefObject<HTMLElement | null>, html: string | undefined): string | undefined {
  const inserted = useRef<{ url: string; html: string } | null>(null);
  if (html !== undefined && (inserted.current?.url !== url || !patchArticle)) inserted.current = { url, html };
  useLayoutEffect(() => {
    if (element.current && html !== undefined && html !== inserted.current?.html) patchArticle?.(element.current, html);
  }, [element, html]);
  return inserted.current?.html ?? html;
}
