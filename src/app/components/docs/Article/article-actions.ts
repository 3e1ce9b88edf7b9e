import { COPIED_LINES, copyText } from "../../../../shared/copy-text.ts";
import { choosePackageManager } from "./install-tabs.ts";
import { ARTICLE_CLASS, ARTICLE_DATA, classSelector } from "../../../../shared/article-markup.ts";

/** One listener for the whole article: copy buttons, install tabs, live examples, internal links. */
export function handleArticleClick(event: MouseEvent, navigate: (to: string) => void): void {
  const target = event.target as Element | null;
  const copy = target?.closest<HTMLButtonElement>(classSelector(ARTICLE_CLASS.copyButton));
  if (copy) return void copyBlock(copy);
  const tab = target?.closest<HTMLButtonElement>(classSelector(ARTICLE_CLASS.installTab));
  if (tab) return choosePackageManager(tab.getAttribute(ARTICLE_DATA.manager) ?? "");
  const embed = target?.closest<HTMLButtonElement>(classSelector(ARTICLE_CLASS.stackBlitzEmbed));
  if (embed) return embedStackBlitz(embed);
  const link = target?.closest<HTMLAnchorElement>("a[href^='/']");
  if (link && !link.target && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
    const href = link.getAttribute("href")!;
    if (/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]!)) return; // a file, not a page
    event.preventDefault();
    navigate(href);
  }
}

function copyBlock(button: HTMLButtonElement): Promise<void> {
  const block = button.closest(classSelector(ARTICLE_CLASS.codeBlock))!;
  const lines = [...block.querySelectorAll(COPIED_LINES)].map((line) => line.textContent ?? "");
  return copyWithFeedback(button, Promise.resolve(copyText(lines, block.hasAttribute(ARTICLE_DATA.diff))));
}

/**
 * Puts a text on the clipboard, and says on the button whether that worked. The
 * clipboard is asked for at once, while the click still counts as the reader's
 * (some browsers refuse it later), with the text to come (a page's Markdown is fetched).
 */
export async function copyWithFeedback(button: HTMLElement, text: Promise<string>): Promise<void> {
  const label = button.textContent;
  try {
    await (typeof ClipboardItem === "function"
      ? navigator.clipboard.write([new ClipboardItem({ "text/plain": text.then((value) => new Blob([value], { type: "text/plain" })) })])
      : text.then((value) => navigator.clipboard.writeText(value)));
    button.textContent = "Copied";
  } catch {
    button.textContent = "Copy failed";
  }
  setTimeout(() => (button.textContent = label), 2000);
}

/** The third-party embed loads only once the reader asks for it. */
function embedStackBlitz(button: HTMLButtonElement): void {
  const container = button.closest<HTMLElement>(classSelector(ARTICLE_CLASS.stackBlitz));
  const url = container?.getAttribute(ARTICLE_DATA.stackBlitz);
  if (!container || !url) return;
  const iframe = document.createElement("iframe");
  iframe.src = `${url}${url.includes("?") ? "&" : "?"}embed=1`;
  iframe.title = "Live example on StackBlitz";
  iframe.className = "stackblitz__frame";
  iframe.loading = "lazy";
  button.replaceWith(iframe);
}
