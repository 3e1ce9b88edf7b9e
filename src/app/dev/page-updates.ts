import { PAGE_UPDATE_EVENT, PAGE_UPDATES_PATH, type ContentProblem, type ContentUpdate } from "../../shared/dev-updates.ts";
import { morphArticle } from "./article-morph.ts";
import { setArticlePatcher } from "../components/docs/Article/article-patch.ts";
import { syncInstallTabs } from "../components/docs/Article/install-tabs.ts";
import { configureEngine, SEARCH_MODULE, type Pagefind } from "../components/chrome/Search/search-engine.ts";
import type { ClientData } from "../data/client-data.ts";
import { sectionNameOf } from "../routes.ts";
import { ARTICLE_ATTRIBUTE } from "../../shared/articles.ts";
import type { PageRecord } from "../../shared/page-record.ts";
import { PAGE_RECORD_ID } from "../../shared/site.ts";

/**
 * The development build's side of `npm run dev`: follows the server's page
 * updates (src/node/dev/page-updates.ts). A saved page's record and HTML
 * replace the app's in place, with no reload: the article's DOM is patched,
 * so scrolling, open disclosures and the chosen install tab stay; the
 * sidebar, outline, title and pager follow the record; a changed menu follows
 * its section. A content error shows in an overlay naming file and line, over
 * the last good page, until a save fixes it.
 */
export function followPageUpdates(data: ClientData): void {
  setArticlePatcher(patch);
  const source = new EventSource(PAGE_UPDATES_PATH);
  source.addEventListener(PAGE_UPDATE_EVENT.update, (event) => {
    const update = JSON.parse((event as MessageEvent<string>).data) as ContentUpdate;
    showErrors([]);
    data.update(update);
    void refreshPrintable(data, update);
  });
  source.addEventListener(PAGE_UPDATE_EVENT.errors, (event) => showErrors(JSON.parse((event as MessageEvent<string>).data) as ContentProblem[]));
  source.addEventListener(PAGE_UPDATE_EVENT.search, () => void readSearchIndexAgain());
}

let printableRequests = 0;

/**
 * An open printable page (a section's pages in one document of its own) is
 * not in the updates: it is as large as its section (megabytes), and most
 * saves are of one page that no tab shows printed. When its section changed,
 * the tab reads the page afresh from the server (which makes the document from
 * memory) and takes its record and article as an update: patched in place
 * like any page, so the scroll position stays and the print dialog does not
 * open again.
 */
async function refreshPrintable(data: ClientData, update: ContentUpdate): Promise<void> {
  const url = window.location.pathname;
  if (!data.peekPage(url)?.record.print) return;
  const section = sectionNameOf(url);
  const urls = [...update.pages.map((page) => page.record.url), ...update.removed];
  if (!update.sections.some((changed) => changed.name === section) && !urls.some((changed) => sectionNameOf(changed) === section)) return;
  const request = ++printableRequests;
  const response = await fetch(url, { cache: "no-store" });
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const record = page.getElementById(PAGE_RECORD_ID)?.textContent;
  const article = page.querySelector(`[${ARTICLE_ATTRIBUTE}]`);
  // A later save's request answers for it; a page that is gone (the section no longer printable) stays as it was.
  if (request !== printableRequests || !response.ok || !record || !article) return;
  data.update({ pages: [{ record: JSON.parse(record) as PageRecord, html: article.innerHTML }] });
}

/**
 * Pagefind keeps the index it loaded: told that the server made it again, it
 * lets it go and loads the new one (the module is the one the search box uses:
 * the browser loads a module once).
 */
async function readSearchIndexAgain(): Promise<void> {
  const pagefind = (await import(/* webpackIgnore: true */ SEARCH_MODULE)) as Pagefind & { destroy(): Promise<void> };
  await pagefind.destroy();
  await configureEngine(pagefind);
}

/** Patches the article's DOM to the new HTML, leaving alone what did not change (article-morph.ts). */
function patch(element: HTMLElement, html: string): void {
  morphArticle(element, html);
  // The tabs' selected state is the reader's choice, not the HTML's.
  syncInstallTabs(element);
}

const OVERLAY_ID = "content-errors";

/**
 * The overlay listing the content errors that stopped the last save; none: it
 * goes. An alert (announced without moving focus: the writer is in their
 * editor), first in the tab order, with a Hide button (or Escape), so that it
 * never stands over the element that has focus; the next save that fails
 * shows it again. Its colours do not follow the theme: white on dark red, a
 * contrast of 10:1.
 */
function showErrors(errors: ContentProblem[]): void {
  document.getElementById(OVERLAY_ID)?.remove();
  if (!errors.length) return;
  const overlay = document.createElement("div");
  overlay.id = OVERLAY_ID;
  overlay.setAttribute("role", "alert");
  Object.assign(overlay.style, {
    position: "fixed",
    insetInline: "0",
    top: "0",
    zIndex: "1000",
    maxHeight: "50vh",
    overflow: "auto",
    padding: "1rem 1.5rem",
    background: "#7f1d1d",
    color: "#fff",
    font: "0.95rem/1.5 ui-monospace, monospace",
    overflowWrap: "anywhere",
    boxShadow: "0 2px 8px rgb(0 0 0 / 40%)",
  });
  const style = document.createElement("style");
  style.textContent = `#${OVERLAY_ID} button:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }`;
  const hide = document.createElement("button");
  hide.type = "button";
  hide.textContent = "Hide";
  Object.assign(hide.style, {
    float: "right",
    margin: "0 0 0.5rem 1rem",
    padding: "0.25rem 0.75rem",
    border: "1px solid #fff",
    borderRadius: "4px",
    background: "transparent",
    color: "inherit",
    font: "inherit",
    cursor: "pointer",
  });
  hide.addEventListener("click", () => overlay.remove());
  overlay.addEventListener("keydown", (event) => {
    if (event.key === "Escape") overlay.remove();
  });
  const heading = document.createElement("p");
  heading.textContent = `The last save has ${errors.length === 1 ? "a content error" : `${errors.length} content errors`}; the page shows the last good version.`;
  heading.style.margin = "0 0 0.5rem";
  heading.style.fontWeight = "700";
  const list = document.createElement("ul");
  list.style.margin = "0";
  list.style.paddingLeft = "1.25rem";
  for (const { file, line, message } of errors) {
    const item = document.createElement("li");
    item.textContent = `${file}:${line}: ${message}`;
    list.append(item);
  }
  overlay.append(style, hide, heading, list);
  document.body.prepend(overlay);
}
