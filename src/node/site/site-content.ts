import path from "node:path";
import { loadSite, type Site } from "../content/load-site.ts";
import { REPO_ROOT, paths } from "../paths.ts";
import { configurationReference } from "../reference/extension.ts";
import type { GuideLink } from "../reference/render.ts";
import { SERVED } from "./served.ts";

/**
 * This site's content through `loadSite()`, with the settings every caller
 * shares (the build, the dev server, the content report, the tests): the
 * repository's Markdown cache, the generated options reference, and what
 * the site serves besides pages.
 */
export function loadSiteContent(
  options: { contentDir?: string; cacheDir?: string; strict?: boolean; onGuides?: (guides: ReadonlyMap<string, GuideLink[]>) => void } = {},
): Promise<Site> {
  return loadSite({
    contentDir: options.contentDir ?? paths.content,
    repoRoot: REPO_ROOT,
    cacheDir: path.join(options.cacheDir ?? paths.cache, "markdown"),
    extensions: [configurationReference({ onReport: (_report, guides) => options.onGuides?.(guides) })],
    served: SERVED,
    strict: options.strict,
  });
}
