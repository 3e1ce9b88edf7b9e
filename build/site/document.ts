import { DEFAULT_DESCRIPTION, NOT_FOUND_TITLE, PRINTABLE_TITLE, SITE_NAME, SITE_URL, titleWithSite } from "../../common/site.ts";
import type { PageData } from "../../common/types.ts";
import { escapeHtml } from "./generate.ts";
import { minifySync } from "@swc/core";
import { SEARCH_SERVICE_META, searchServiceFromEnv, type SearchService } from "../../common/search-service.ts";
import { APPLE_TOUCH_ICON, MANIFEST_PATH, THEME_COLOR, iconPath } from "../pwa/manifest.ts";
import {
  applySavedPreferences,
  applyTheme,
  NOTIFICATION_DISMISSED_CLASS,
  NOTIFICATION_KEY,
  NOTIFICATION_VERSION,
  readStored,
  THEME_KEY,
} from "../../common/preferences.ts";
import { PACKAGE_MANAGER_ATTRIBUTE, PACKAGE_MANAGER_KEY } from "../../common/package-managers.ts";

export interface HeadData {
  title: string;
  description: string;
  /** Path of the page, for the canonical URL; absent for pages that have none (404, app shell). */
  path?: string;
  noindex?: boolean;
}

/** Title and description rules (build/site/document.test.ts), computed once at build time. */
export function headOf(page: PageData | undefined, kind: "page" | "home" | "not-found" | "app-shell"): HeadData {
  if (kind === "not-found") return { title: titleWithSite(NOT_FOUND_TITLE), description: DEFAULT_DESCRIPTION, noindex: true };
  if (kind === "app-shell" || !page) return { title: SITE_NAME, description: DEFAULT_DESCRIPTION, noindex: true };
  if (page.printable)
    return { title: titleWithSite(PRINTABLE_TITLE), description: page.description ?? DEFAULT_DESCRIPTION, path: page.url, noindex: true };
  return {
    title: kind === "home" ? page.title : titleWithSite(page.title),
    description: page.description ?? DEFAULT_DESCRIPTION,
    path: page.url,
  };
}

export interface DocumentAssets {
  scripts: string[];
  styles: string[];
  preloads: string[];
}

/**
 * Runs before first paint: marks that scripts run, applies the saved theme
 * (so a dark reader never sees a light flash) and hides a dismissed
 * notification. It is the source of the app's own preference functions —
 * the toggle calls the same `applyTheme` — minified and inlined.
 */
export const HEAD_SCRIPT = minifySync(
  `(function(){${[readStored, applyTheme, applySavedPreferences].map(String).join("\n")}
applySavedPreferences(${[
    THEME_KEY,
    NOTIFICATION_KEY,
    NOTIFICATION_VERSION,
    NOTIFICATION_DISMISSED_CLASS,
    PACKAGE_MANAGER_KEY,
    PACKAGE_MANAGER_ATTRIBUTE,
  ]
    .map((value) => JSON.stringify(value))
    .join(",")})})()`,
  { compress: true, mangle: true },
).code.replace(/;$/, "");

/** The hosted search service, when the build's environment names one (README: "Search and offline reading"). */
const SEARCH_SERVICE = searchServiceFromEnv(process.env);

export function renderDocument(
  head: HeadData,
  body: string,
  assets: DocumentAssets,
  options: { clientRender?: boolean; searchService?: SearchService } = {},
): string {
  const searchService = options.searchService ?? SEARCH_SERVICE;
  const canonical = head.path ? `${SITE_URL}${head.path}` : undefined;
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    head.noindex ? `<meta name="robots" content="noindex, nofollow">` : "",
    canonical ? `<link rel="canonical" href="${canonical}">` : "",
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:image" content="${SITE_URL}${iconPath(512)}">`,
    canonical ? `<meta property="og:url" content="${canonical}">` : "",
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:site" content="@webpack">`,
    `<link rel="alternate" type="application/rss+xml" title="webpack blog" href="/feed.xml">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}">`,
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    searchService ? `<meta name="${SEARCH_SERVICE_META}" content="${escapeHtml(JSON.stringify(searchService))}">` : "",
    `<script>${HEAD_SCRIPT}</script>`,
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="preload" as="script" href="${href}">`),
    ...assets.scripts.map((src) => `<script defer src="${src}"></script>`),
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
${meta.join("\n")}
</head>
<body${options.clientRender ? ' data-render="client"' : ""}>
<div id="root">${body}</div>
</body>
</html>
`;
}
