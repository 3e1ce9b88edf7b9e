const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A date as the site shows it, "November 26, 2026" (en-US, long month), in UTC so that the prerender and the browser
 * agree. `date` is `YYYY-MM-DD` or a full ISO timestamp. Written out rather than asked of `Intl`: a page's first
 * `toLocaleDateString` loads the locale's data and takes 12-70 ms of the main thread in Chromium, in the middle of
 * hydration, on every page that shows a date.
 */
export function formatDate(date: string): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return `${MONTHS[parsed.getUTCMonth()]} ${parsed.getUTCDate()}, ${parsed.getUTCFullYear()}`;
}
