import type { LoadedPage } from "./page-record.ts";
import type { SectionData } from "./types.ts";

/**
 * The development server's page updates: an event stream the server sends
 * (src/node/dev/page-updates.ts) and the app follows in development builds
 * (src/app/dev/page-updates.ts). Its own endpoint, so that it needs nothing of
 * webpack-dev-server beyond a middleware.
 */
export const PAGE_UPDATES_PATH = "/__page-updates";

/** Events of the stream; each one's data is JSON. */
export const PAGE_UPDATE_EVENT = {
  /** What changed (sections, pages, pages gone): a `ContentUpdate` (src/node/dev/dev-content.ts). */
  update: "update",
  /** The content errors that stopped the last save (`{ file, line, message }[]`); an empty list: none any more. */
  errors: "errors",
  /** The search index was made again (the data is `null`): a search engine already loaded reads it afresh. */
  search: "search",
} as const;

/** What changed for the browser after a save, sent whole, as the app holds it. */
export interface ContentUpdate {
  /** Sections whose chunk changed (menu, titles, pages added or gone). */
  sections: SectionData[];
  /** Pages whose record or HTML changed. */
  pages: LoadedPage[];
  /** URLs of pages that are gone. */
  removed: string[];
}

/** A content error as the browser's overlay shows it: `file:line: message`. */
export interface ContentProblem {
  file: string;
  line: number;
  message: string;
}
