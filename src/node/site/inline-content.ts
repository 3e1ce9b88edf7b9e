import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { parseFragment } from "parse5";

/** What the Content-Security-Policy must allow by hash, as found in the HTML the build wrote. */
export interface InlineContent {
  /** `sha256-…` of each distinct inline script's text. */
  scriptHashes: string[];
  /** `sha256-…` of each distinct `style` attribute value (syntax-highlighted code, the landing cube). */
  styleAttributeHashes: string[];
  /** `sha256-…` of each distinct `<style>` element's text. */
  styleElementHashes: string[];
  /** Whether any page has a StackBlitz example, which embeds an iframe when asked. */
  stackBlitz: boolean;
}

/** A CSP hash source: the base64 SHA-256 of the exact text, as the browser hashes it. */
export function cspHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** Start tags that carry a `style` attribute, and script elements with their text (script text is never entity-decoded). */
const STYLED_TAG = /<[a-zA-Z][^\s>/]*\s[^>]*?\bstyle\s*=[^>]*>/g;
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/**
 * Collects one document's inline scripts and styles into the sets. A pattern
 * finds the candidate tags (parsing every page whole took seconds); each
 * distinct tag is then parsed by parse5, so attribute values are read with
 * their character references decoded exactly as the browser reads them.
 */
export function collectInline(html: string, found: InlineTexts): boolean {
  for (const [tag] of html.matchAll(STYLED_TAG)) {
    if (found.seenTags.has(tag)) continue;
    found.seenTags.add(tag);
    const style = attributesOf(tag).get("style");
    if (style !== undefined) found.styleAttributes.add(style);
  }
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    const parsed = attributesOf(`<script ${attributes}>`);
    if (!parsed.has("src") && isExecutable(parsed.get("type"))) found.scripts.add(text);
  }
  for (const [, text = ""] of html.matchAll(STYLE_ELEMENT)) found.styleElements.add(text);
  return html.includes("data-stackblitz=");
}

function attributesOf(startTag: string): Map<string, string> {
  const element = parseFragment(`<template>${startTag}</template>`).childNodes[0];
  const first = element && "content" in element ? element.content.childNodes[0] : undefined;
  return new Map(first && "attrs" in first ? first.attrs.map((attribute) => [attribute.name, attribute.value]) : []);
}

interface InlineTexts {
  scripts: Set<string>;
  styleAttributes: Set<string>;
  styleElements: Set<string>;
  seenTags: Set<string>;
}

/** Data blocks (`type="application/json"` and the like) are never run, so CSP does not apply to them. */
function isExecutable(type: string | undefined): boolean {
  return type === undefined || type === "" || type === "module" || /^(text|application)\/(java|ecma)script$/i.test(type);
}

/** Reads every HTML file of a built site (pages, the 404 page, redirect pages) and hashes what runs or styles inline. */
export async function scanInlineContent(siteDir: string): Promise<InlineContent> {
  const found: InlineTexts = { scripts: new Set(), styleAttributes: new Set(), styleElements: new Set(), seenTags: new Set() };
  let stackBlitz = false;
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    if (collectInline(await readFile(path.join(entry.parentPath, entry.name), "utf8"), found)) stackBlitz = true;
  }
  const hashes = (texts: Set<string>) => [...texts].map(cspHash).sort();
  return {
    scriptHashes: hashes(found.scripts),
    styleAttributeHashes: hashes(found.styleAttributes),
    styleElementHashes: hashes(found.styleElements),
    stackBlitz,
  };
}
