import docsearch from "@docsearch/js";
import styles from "@docsearch/css/dist/style.css?raw";
import type { SearchService } from "../../../../shared/search-service.ts";

/**
 * The hosted search service (DocSearch), used instead of the built-in index
 * when the build was given its keys. It renders its own button into
 * `container` (kept out of sight) and opens its dialog with what the reader
 * has typed so far.
 */
export function openDocSearch(service: SearchService, container: HTMLElement, query: string): void {
  if (!container.firstChild) {
    // A constructed stylesheet: applied without a <style> element or a CSS-chunk loader.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    docsearch({
      container,
      appId: service.appId,
      apiKey: service.apiKey,
      indexName: service.indexName,
      placeholder: service.placeholder,
      initialQuery: query,
    });
  }
  container.querySelector<HTMLButtonElement>(".DocSearch-Button")?.click();
}
