/**
 * How an article already on screen takes a new version of its own HTML (the
 * development server's update after a save): set by the development build's
 * client (src/app/dev/page-updates.ts), which patches the DOM in place so the
 * reader's place and what they opened stay. Unset, as in production, where a
 * page's HTML never changes while it is shown, React puts the HTML in.
 */
export let patchArticle: ((element: HTMLElement, html: string) => void) | undefined;

export function setArticlePatcher(patch: (element: HTMLElement, html: string) => void): void {
  patchArticle = patch;
}
