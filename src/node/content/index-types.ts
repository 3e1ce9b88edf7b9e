import type { Heading } from "../../shared/types.ts";
import type { CompileOptions, PageFacts } from "../markdown/facts.ts";
import type { ContentError } from "../errors.ts";
import type { FrontMatter } from "./schema.ts";

/** A page of the content index. */
export interface FileEntry extends Omit<FrontMatter, "contributors" | "related"> {
  path: string;
  name: string;
  size: number;
  extension: ".md" | ".mdx";
  type: "file";
  url: string;
  anchors: Heading[];
  contributors: string[];
  related: { title: string; url: string }[];
  /** Blog posts: `YYYY-MM-DD` from the file name. */
  date?: string;
  /** Blog posts: the first lines of the body, as HTML of inline formatting (src/node/content/teaser.ts). */
  teaser?: string;
  /** Blog posts: the reading time in minutes. */
  readingMinutes?: number;
}

export interface DirectoryEntry {
  path: string;
  name: string;
  children: (FileEntry | DirectoryEntry)[];
  size: number;
  type: "directory";
  url: string;
}

export type IndexEntry = FileEntry | DirectoryEntry;

/** A page with its compiled body, as the build keeps it (never shipped whole). */
export interface LoadedPage {
  entry: FileEntry;
  /** Path relative to the content folder without extension: names its article file (src/shared/articles.ts). */
  articleKey: string;
  /** Its compiled body: HTML and the facts read from its syntax tree (its Markdown is `markdown` of its PageSource). */
  body: PageFacts;
  /** A page the build generated (no file on disk, such as the options reference): its Markdown source. */
  generatedSource?: string;
}

/** What a section's index page says about the whole section (README: "Writing a page"); read once, by the load. */
export interface SectionSettings {
  /** Its name in the header and on its printable page: `sectionTitle`, else the folder name capitalised. */
  title: string;
  /** Listed under the header's Documentation link (`documentation: false` says no). */
  documentation: boolean;
  /** Has a combined printable page, and its pages printable HTML (`printable: false` says no). */
  printable: boolean;
  /** Its pages are posts: dated by file name, newest first, with teasers (`blog: true`). */
  blog: boolean;
}

export interface LoadedContent {
  root: DirectoryEntry;
  /** Pages by URL. */
  pages: Map<string, LoadedPage>;
  /** Each section's settings by folder name, decided once from its index page's front matter. */
  sectionSettings: ReadonlyMap<string, SectionSettings>;
  /** Problems worth reporting that do not stop the build (from content extensions). */
  warnings: ContentError[];
}

/** A page made at build time instead of read from a file, loaded through the same pipeline as files. */
export interface GeneratedSource {
  /** Its place in the content folder as if it were a file (`configuration/reference.md`): its URL and menu position follow from it. */
  relativePath: string;
  /** Front matter and Markdown body, as a file would hold them. */
  source: string;
  /** Keep its headings out of the section's sidebar data (for a very long page). */
  hideAnchors?: boolean;
}

/**
 * Takes part in loading the content: it may add options to each file's
 * compile, and once the files are loaded, before the index is returned, it
 * returns pages to add and problems to report without stopping the build.
 */
export interface ContentExtension {
  name: string;
  /** Options it adds to the compile of a content file (by its path in the content folder, with its Markdown), before the file is compiled. */
  compileOptions?(relativePath: string, page: { markdown: string; contentDir: string }): CompileOptions;
  extend(loaded: LoadedContent, context: { contentDir: string; repoRoot: string }): Promise<{ pages: GeneratedSource[]; warnings?: ContentError[] }>;
}
