/**
 * Text made safe for an HTML text node or a double-quoted attribute value.
 * The build writes documents, feeds and redirect pages as strings, and the
 * search box writes excerpts as HTML: all of them use this.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
