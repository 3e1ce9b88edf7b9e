import * as pagefind from "pagefind";
import { ARTICLE_ATTRIBUTE } from "../../shared/articles.ts";
import { escapeHtml } from "../../shared/escape-html.ts";
import type { PageRecord } from "../../shared/page-record.ts";
import { articleSearchAttributes, keywordSearchAttributes, titleSearchAttributes } from "../../shared/search-attributes.ts";
import type { SitePage } from "../content/page-records.ts";
import { EXCLUDED_FROM_INDEX } from "../search/pagefind.ts";

/**
 * The development server's search index: Pagefind's, made in memory from the
 * pages' records and HTML as the prerender would show them (the same search
 * attributes, src/shared/search-attributes.ts), and made again a moment after
 * the content changes. Its files are served from memory under `/pagefind/`.
 */
export class DevSearch {
  private files = new Map<string, Uint8Array>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly pages: () => ReadonlyMap<string, SitePage>,
    private readonly onBuilt: () => void = () => undefined,
  ) {}

  /** A file of the index (`pagefind.js`, `index/en_….pf_index`, …), if there is one. */
  file(relative: string): Uint8Array | undefined {
    return this.files.get(relative);
  }

  /** Makes the index again once the content has been still for `delayMs`. */
  refresh(delayMs = 1500): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.running
        .then(async () => {
          await this.build();
          this.onBuilt();
        })
        .catch((error: unknown) => console.error(`search index: ${String(error)}`));
    }, delayMs);
  }

  async build(): Promise<number> {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: "en", excludeSelectors: EXCLUDED_FROM_INDEX });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    let count = 0;
    for (const page of this.pages().values()) {
      if (!page.record.search) continue;
      const added = await index.addHTMLFile({ url: page.record.url, content: searchDocument(page.record, page.html()) });
      if (added.errors.length) throw new Error(`Pagefind could not index ${page.record.url}: ${added.errors.join("; ")}`);
      count++;
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
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(record.head.title)}</title></head><body><article${attributes(articleSearchAttributes(record))}><h1${attributes(titleSearchAttributes(record))}>${escapeHtml(record.title)}</h1>${record.search?.keywords ? `<span hidden${attributes(keywordSearchAttributes())}>${escapeHtml(record.search.keywords.join(", "))}</span>` : ""}<div${attributes({ [ARTICLE_ATTRIBUTE]: record.url })}>${html}</div></article></body></html>`;
}
