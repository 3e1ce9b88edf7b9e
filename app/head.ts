import { useEffect } from "react";
import { DEFAULT_DESCRIPTION, titleWithSite } from "../common/site.ts";

/**
 * Keeps `<title>` and the meta description right after client navigation.
 * The prerendered HTML already has them (computed at build time).
 */
export function useDocumentHead(title: string | undefined, description?: string, options: { ownTitle?: boolean } = {}): void {
  useEffect(() => {
    if (title === undefined) return;
    document.title = options.ownTitle ? title : titleWithSite(title);
    document.querySelector('meta[name="description"]')?.setAttribute("content", description ?? DEFAULT_DESCRIPTION);
  }, [title, description, options.ownTitle]);
}
