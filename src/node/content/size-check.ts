import { ContentError } from "../errors.ts";

/** Source size above which a written page warns: it is slow to load and to read; split it. */
export const PAGE_SIZE_LIMIT = 400 * 1024;

/** The generated options reference is one long page by design (about 1 MB); it warns only well above that. */
export const GENERATED_PAGE_SIZE_LIMIT = 3 * 1024 * 1024;

/** A warning (not an error) when a page's source is over its limit, at line 1. */
export function sizeWarning(file: string, bytes: number, limit: number): ContentError | undefined {
  if (bytes <= limit) return undefined;
  const kb = (value: number) => `${Math.round(value / 1024)} KB`;
  return new ContentError(file, 1, `page source is ${kb(bytes)}, over the ${kb(limit)} limit: split it into several pages`);
}
