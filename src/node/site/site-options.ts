import path from "node:path";
import type { SiteOptions } from "../content/load-site.ts";
import { REPO_ROOT, paths } from "../paths.ts";
import { errorsCatalogue, type ErrorsReport } from "../messages/extension.ts";
import { configurationReference } from "../reference/extension.ts";
import type { GuideLink } from "../reference/render.ts";
import { SERVED } from "./served.ts";

/**
 * This site's options for `loadSite()`, which every caller shares (the build,
 * the dev server, the content report, the tests): the repository's content
 * and Markdown cache, the generated options reference, the errors catalogue's
 * facts, and what the site serves besides pages.
 */
export function siteOptions(
  options: {
    contentDir?: string;
    cacheDir?: string;
    strict?: boolean;
    onGuides?: (guides: ReadonlyMap<string, GuideLink[]>) => void;
    /** The errors section's messages and the templates the search box reads (not called when the content has no errors section). */
    onErrors?: (report: ErrorsReport) => void;
  } = {},
): SiteOptions {
  return {
    contentDir: options.contentDir ?? paths.content,
    repoRoot: REPO_ROOT,
    cacheDir: path.join(options.cacheDir ?? paths.cache, "markdown"),
    extensions: [
      configurationReference({ onReport: (_report, guides) => options.onGuides?.(guides) }),
      errorsCatalogue({ onReport: (report) => options.onErrors?.(report) }),
    ],
    served: SERVED,
    strict: options.strict,
  };
}
