import type { HistoryBadgeFact } from "../markdown/facts.ts";

/**
 * A page's source with the badges the build added to its option headings written in, as `<Badge text="…" />` at
 * the end of each heading line (before a `{#id}`): the Markdown the site serves beside the page then says what
 * its HTML says, although the source leaves the dates to the option history.
 */
export function sourceWithHistoryBadges(source: string, badges: readonly HistoryBadgeFact[]): string {
  if (!badges.length) return source;
  const lines = source.split("\n");
  for (const { line, texts } of badges) {
    const text = lines[line - 1];
    if (text === undefined) continue;
    const written = texts.map((badge) => ` <Badge text="${badge}" />`).join("");
    const explicitId = /\s*\\?\{#[A-Za-z0-9_-]+\\?\}\s*$/.exec(text);
    lines[line - 1] = explicitId ? text.slice(0, explicitId.index) + written + text.slice(explicitId.index) : text.trimEnd() + written;
  }
  return lines.join("\n");
}
