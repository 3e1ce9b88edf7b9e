import { ANALYTICS, ASSETS_PATH, avatarUrl } from "../../shared/site.ts";
import { ARTICLES_DIR } from "../../shared/articles.ts";

/**
 * The security headers every response of the site carries, in `npm start`
 * and in each generated host configuration. The Content-Security-Policy is
 * built from what the pages really load (see `PolicyInputs`), so that a
 * script, style or connection nobody planned for is refused by the browser.
 */

/**
 * What the built pages need beyond their own origin: the inline part from
 * where it is made (`inlineContentOf`, `inline-content.ts`), the rest from the
 * build's settings. The pages have no `<style>` elements, so the policy allows none.
 */
export interface PolicyInputs {
  /** `sha256-…` sources of every inline `<script>` the pages carry (the exact bytes written). */
  scriptHashes: string[];
  /** `sha256-…` sources of every `style="…"` attribute value of the pages (Shiki's colours in code blocks). */
  styleAttributeHashes: string[];
  /** Image hosts beyond the avatars': the supporters' logos (`src/node/supporters/image-origins.ts`). */
  imageOrigins: string[];
  /** The DocSearch application id, when the build uses DocSearch instead of Pagefind. */
  docSearchAppId?: string;
  /** Production builds load analytics (after consent signals allow it, see `src/app/analytics.ts`). */
  analytics: boolean;
  /** Whether a page can embed a StackBlitz example (`<StackBlitzPreview>`). */
  stackBlitz: boolean;
}

/** Avatars are `github.com/<user>.png`, which redirects to GitHub's avatar host; CSP checks both. */
const AVATAR_ORIGINS = [new URL(avatarUrl("webpack")).origin, "https://avatars.githubusercontent.com"];
/** gtag.js: the script's host, and the hosts it sends its hits to (Google's documented CSP for GA4). */
const ANALYTICS_SCRIPT_ORIGIN = new URL(ANALYTICS.script).origin;
const ANALYTICS_HIT_ORIGINS = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
const STACKBLITZ_ORIGIN = "https://stackblitz.com";

/** DocSearch queries its application's own hosts (Algolia's DSN host and three fallbacks). */
export function docSearchOrigins(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, `https://${id}-1.algolianet.com`, `https://${id}-2.algolianet.com`, `https://${id}-3.algolianet.com`];
}

export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const quoted = (hashes: string[]) => [...new Set(hashes)].sort().map((hash) => `'${hash}'`);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Pagefind's search engine is WebAssembly: compiling it needs 'wasm-unsafe-eval' (never 'unsafe-eval').
    "script-src": ["'self'", "'wasm-unsafe-eval'", ...quoted(inputs.scriptHashes), ...(inputs.analytics ? [ANALYTICS_SCRIPT_ORIGIN] : [])],
    // Style attributes of the pages (code blocks' colours) are allowed by their hashes only; styles set from scripts (CSSOM) need nothing.
    "style-src": ["'self'", ...(inputs.styleAttributeHashes.length ? ["'unsafe-hashes'", ...quoted(inputs.styleAttributeHashes)] : [])],
    "img-src": ["'self'", "data:", ...new Set([...AVATAR_ORIGINS, ...inputs.imageOrigins]), ...(inputs.analytics ? ANALYTICS_HIT_ORIGINS : [])],
    "connect-src": [
      "'self'",
      ...(inputs.docSearchAppId ? docSearchOrigins(inputs.docSearchAppId) : []),
      ...(inputs.analytics ? ANALYTICS_HIT_ORIGINS : []),
    ],
    ...(inputs.stackBlitz ? { "frame-src": [STACKBLITZ_ORIGIN] } : {}),
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Browser features the site never uses, switched off for it and anything it might embed. */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(inputs),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    // For browsers that predate `frame-ancestors`.
    "X-Frame-Options": "DENY",
  };
}

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Files that keep their name across deploys: a cache may keep them, but must ask the server before each use. */
const REVALIDATE = "no-cache";

/** A set of headers for the paths a pattern matches: an exact path, or a prefix ending in `*`. */
export interface HeaderRule {
  source: string;
  headers: Record<string, string>;
}

/**
 * Every host configuration applies these rules (all that match a path):
 * security headers everywhere, long caching for content-hashed assets, and
 * revalidation for the files whose names do not change.
 */
export function headerRules(inputs: PolicyInputs): HeaderRule[] {
  return [
    { source: "/*", headers: securityHeaders(inputs) },
    { source: `${ASSETS_PATH}*`, headers: { "Cache-Control": IMMUTABLE } },
    // Article files keep their names from one build to the next (src/shared/articles.ts).
    ...[
      `/${ARTICLES_DIR}/*`,
      "/sw.js",
      "/favicon.svg",
      "/sitemap.xml",
      "/feed.xml",
      "/robots.txt",
      "/manifest.json",
      "/llms.txt",
      "/llms-full.txt",
    ].map((source) => ({
      source,
      headers: { "Cache-Control": REVALIDATE },
    })),
  ];
}

/** Whether a rule's pattern matches a URL path. */
export function ruleMatches(source: string, pathname: string): boolean {
  return source.endsWith("*") ? pathname.startsWith(source.slice(0, -1)) : pathname === source;
}

/** The headers the rules give a path; HTML pages and any other file no rule names revalidate. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": REVALIDATE };
  for (const rule of rules) if (ruleMatches(rule.source, pathname)) Object.assign(headers, rule.headers);
  return headers;
}
