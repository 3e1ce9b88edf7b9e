import * as pagefind from "pagefind";
import { ARTICLE_ATTRIBUTE } from "../../shared/articles.ts";
import { escapeHtml } from "../../shared/escape-html.ts";
import type { PageRecord } from "../../shared/page-record.ts";
import { articleSearchAttributes, keywordFilterAttributes, keywordSearchAttributes, titleSearchAttributes } from "../../shared/search-attributes.ts";
import type { SitePage } from "../content/page-records.ts";
import { EXCLUDED_FROM_INDEX } from "../search/pagefind.ts";

/**
 * The development server's search index: Pagefind's, made in memory from the
 * pages' records and HTML as the prerender would show them (the same search
 * attributes, src/shared/search-attributes.ts) when a page first asks for it,
 * and made again a moment after the content changes. Its files are served from memory under `/pagefind/`.
 */
export class DevSearch {
  private files = new Map<string, Uint8Array>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  /** Counts the saves: a build that sees it change stops (see hold). */
  private saves = 0;
  /** Whether a page has asked for the index. */
  private wanted = false;

  constructor(
    private readonly pages: () => ReadonlyMap<string, SitePage>,
    private readonly onBuilt: () => void = () => undefined,
  ) {}

  /**
   * A file of the index (`pagefind.js`, `index/en_….pf_index`, …), if there is
   * one. The index is made when a page first asks for it (a search), not at
   * the start: it would take its seconds of CPU from the first saves.
   */
  async file(relative: string): Promise<Uint8Array | undefined> {
    if (!this.wanted) {
      this.wanted = true;
      this.running = this.running.then(() => this.buildOnce());
    }
    if (!this.files.size) await this.running;
    return this.files.get(relative);
  }

  /** Makes the index again once the content has been still for `delayMs`, if a page has asked for it. */
  refresh(delayMs = 1500): void {
    if (!this.wanted) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.running.then(() => this.buildOnce());
    }, delayMs);
  }

  private async buildOnce(): Promise<void> {
    // The first index is news to no page: the one that asked for it is waiting for it.
    const first = this.files.size === 0;
    try {
      if ((await this.build()) !== undefined && !first) this.onBuilt();
    } catch (error) {
      console.error(`search index: ${String(error)}`);
    }
  }

  /**
   * A save has come: an index build under way stops at its next page, and
   * none starts until the next refresh. The build (a second or two of
   * Pagefind's CPU for the real site) would otherwise run beside the save's
   * compile on a two-core machine, which the writer waits for; the index may lag.
   */
  hold(): void {
    this.saves++;
    clearTimeout(this.timer);
  }

  /** Makes the index; the number of pages in it, or undefined if a save stopped it (hold; never the first, which a request waits for). */
  async build(): Promise<number | undefined> {
    const first = this.files.size === 0;
    const saves = () => (first ? 0 : this.saves);
    const started = saves();
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors: EXCLUDED_FROM_INDEX });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    let count = 0;
    for (const page of this.pages().values()) {
      if (saves() !== started) {
        await index.deleteIndex();
        return undefined;
      }
      if (!page.record.search) continue;
      const added = await index.addHTMLFile({ url: page.record.url, content: searchDocument(page.record, page.html()) });
      if (added.errors.length) throw new Error(`Pagefind could not index ${page.record.url}: ${added.errors.join("; ")}`);
      count++;
    }
    if (saves() !== started) {
      await index.deleteIndex();
      return undefined;
    }
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length) throw new Error(`Pagefind could not make the index: ${fileErrors.join("; ")}`);
    this.files = new Map(files.map((file) => [file.path.split("\\").join("/"), file.content]));
    await index.deleteIndex();
    return count;
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
    await pagefind.close();
  }
}

/** A page as the search index reads it: its article with the attributes the page itself has (DocPage.tsx). */
function searchDocument(record: PageRecord, html: string): string {
  const attributes = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join("");
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(record.head.title)}</title></head><body><article${attributes(articleSearchAttributes(record))}><h1${attributes(titleSearchAttributes(record))}>${escapeHtml(record.title)}</h1>${record.search?.keywords ? `<span hidden${attributes(keywordSearchAttributes())}>${record.search.keywords.map((keyword) => `<span${attributes(keywordFilterAttributes())}>${escapeHtml(keyword)}</span>`).join(", ")}</span>` : ""}<div${attributes({ [ARTICLE_ATTRIBUTE]: record.url })}>${html}</div></article></body></html>`;
}
