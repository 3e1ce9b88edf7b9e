import { createHash } from "node:crypto";
import type { PageFacts } from "../markdown/facts.ts";
import { INLINE_SCRIPTS } from "./document.ts";
import type { PolicyInputs } from "./security-headers.ts";

/** What the Content-Security-Policy must allow inline: the part of `PolicyInputs` the pages decide. */
export type InlineContent = Pick<PolicyInputs, "scriptHashes" | "styleAttributeHashes" | "stackBlitz">;

/** A CSP hash source: the base64 SHA-256 of the exact text, as the browser hashes it. */
export function cspHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/**
 * The inline content of the built site, taken from where it is made rather
 * than read back out of the HTML:
 * - scripts: the ones the document template writes (`INLINE_SCRIPTS`, `document.ts`);
 * - `style` attributes: those of the compiled pages (Shiki's colours), read from
 *   each page's syntax tree by the compiler (`policyFactsOf`, `src/node/markdown/policy-facts.ts`).
 *   The app's components write none into the prerendered HTML (their sizes and
 *   the cube's first turn are in their CSS);
 * - StackBlitz: whether any page embeds an example.
 * No `<style>` element is written anywhere: content cannot add one
 * (`rehype-unsafe-html.ts`) and the app's styles are files.
 * `tests/e2e/site/security.spec.ts` checks the result against every HTML file
 * of the real build.
 */
export function inlineContentOf(pages: Iterable<Pick<PageFacts, "styleAttributes" | "stackBlitz">>, scripts = INLINE_SCRIPTS): InlineContent {
  const styles = new Set<string>();
  let stackBlitz = false;
  for (const page of pages) {
    for (const style of page.styleAttributes) styles.add(style);
    stackBlitz ||= page.stackBlitz;
  }
  const hashes = (texts: Iterable<string>) => [...new Set([...texts].map(cspHash))].sort();
  return { scriptHashes: hashes(scripts), styleAttributeHashes: hashes(styles), stackBlitz };
}
