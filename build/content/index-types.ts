import type { Anchor } from "../../common/types.ts";
import type { CompiledBody } from "../markdown/compile.ts";
import type { ContentError } from "./errors.ts";
import type { FrontMatter } from "./schema.ts";

/** A page of the content index (behaviour-notes.md, "Content index"). */
export interface FileEntry extends Omit<FrontMatter, "contributors" | "related"> {
  path: string;
  name: string;
  size: number;
  extension: ".md" | ".mdx";
  type: "file";
  url: string;
  anchors: Anchor[];
  contributors: string[];
  related: { title: string; url: string }[];
  /** Blog posts: `YYYY-MM-DD` from the file name. */
  date?: string;
  /** Blog posts: the first lines of the body. */
  teaser?: string;
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
  /** Path relative to the content folder without extension: the lazy chunk's key. */
  key: string;
  body: CompiledBody;
  /** A page the build generated (no file on disk, such as the options reference): its Markdown source. */
  generatedSource?: string;
}

export interface LoadedContent {
  root: DirectoryEntry;
  /** Pages by URL. */
  pages: Map<string, LoadedPage>;
  /** Problems worth reporting that do not stop the build (from content extensions). */
  warnings: ContentError[];
}
