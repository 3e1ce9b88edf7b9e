import { PAGE_UPDATE_EVENT, PAGE_UPDATES_PATH, type ContentProblem, type ContentUpdate } from "../../shared/dev-updates.ts";
import { morphArticle } from "./article-morph.ts";
import { setArticlePatcher } from "../components/docs/Article/article-patch.ts";
import { syncInstallTabs } from "../components/docs/Article/install-tabs.ts";
import { configureEngine, SEARCH_MODULE, type Pagefind } from "../components/chrome/Search/search-engine.ts";
import type { ClientData } from "../data/client-data.ts";

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
  });
  source.addEventListener(PAGE_UPDATE_EVENT.errors, (event) => showErrors(JSON.parse((event as MessageEvent<string>).data) as ContentProblem[]));
  source.addEventListener(PAGE_UPDATE_EVENT.search, () => void readSearchIndexAgain());
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

/** The overlay listing the content errors that stopped the last save; none: it goes. */
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
    boxShadow: "0 2px 8px rgb(0 0 0 / 40%)",
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
  overlay.append(heading, list);
  document.body.append(overlay);
}
