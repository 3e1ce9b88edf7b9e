import { PAGE_RECORD_ID, ROUTE_HEAD_ATTRIBUTE, SITE_NAME, SITE_URL } from "../../shared/site.ts";
import { headTags } from "../../shared/head-tags.ts";
import type { Crumb, HeadTag, RouteHead } from "../../shared/types.ts";
import type { PageRecord } from "../../shared/page-record.ts";
import { escapeHtml } from "../../shared/escape-html.ts";
import { minifySync } from "@swc/core";
import { SEARCH_SERVICE_META, type SearchService } from "../../shared/search-service.ts";
import { APPLE_TOUCH_ICON, MANIFEST_PATH, THEME_COLOR, iconPath } from "../pwa/manifest.ts";
import {
  applySavedPreferences,
  applyTheme,
  NOTIFICATION_DISMISSED_CLASS,
  NOTIFICATION_KEY,
  NOTIFICATION_VERSION,
  readStored,
  THEME_KEY,
} from "../../shared/preferences.ts";
import { PACKAGE_MANAGER_ATTRIBUTE, PACKAGE_MANAGER_KEY } from "../../shared/package-managers.ts";

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

/**
 * Every executable inline script `renderDocument` writes, for the
 * Content-Security-Policy's hashes (`inline-content.ts`). The page record's
 * `<script type="application/json">` is data: browsers never run it, and CSP
 * does not apply to it. Redirect pages (`host-redirects.ts`) have no script.
 */
export const INLINE_SCRIPTS: readonly string[] = [HEAD_SCRIPT];

/**
 * A page's whole HTML document. The route's head comes from the page's record
 * (src/node/content/page-records.ts), which is written inline whole: the app
 * reads it before hydrating instead of downloading it.
 */
export function renderDocument(
  head: RouteHead,
  body: string,
  assets: DocumentAssets,
  options: {
    clientRender?: boolean;
    /** The hosted search service, when the build's environment names one (README: "Search and offline reading"); read once per build. */
    searchService?: SearchService;
    record?: PageRecord;
  } = {},
): string {
  const { searchService } = options;
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(head.title)}</title>`,
    ...headTags(head).map(renderTag),
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:image" content="${SITE_URL}${iconPath(512)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:site" content="@webpack">`,
    `<link rel="alternate" type="application/rss+xml" title="webpack blog" href="/feed.xml">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}">`,
    `<link rel="manifest" href="${MANIFEST_PATH}">`,
    searchService ? `<meta name="${SEARCH_SERVICE_META}" content="${escapeHtml(JSON.stringify(searchService))}">` : "",
    `<script>${HEAD_SCRIPT}</script>`,
    options.record ? `<script type="application/json" id="${PAGE_RECORD_ID}">${inlineJson(options.record)}</script>` : "",
    options.record?.breadcrumbs ? `<script type="application/ld+json">${inlineJson(breadcrumbList(options.record.breadcrumbs))}</script>` : "",
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

/**
 * The page's breadcrumbs as structured data (schema.org's BreadcrumbList), for
 * search engines: its section and the page itself. A sidebar group, which has
 * no page, is left out.
 */
export function breadcrumbList(crumbs: readonly Crumb[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs
      .filter((crumb) => crumb.url !== undefined)
      .map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.title, item: `${SITE_URL}${crumb.url}` })),
  };
}

function renderTag(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
  return `<${tag.tag}${attributes.join("")} ${ROUTE_HEAD_ATTRIBUTE}>`;
}

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can end it early. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
