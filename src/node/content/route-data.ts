import { APP_ROUTES, type AppRoute, type AppRouteName } from "../../shared/app-routes.ts";
import { SITE_URL, titleWithSite } from "../../shared/site.ts";
import { ROOT_SECTION, type RouteHead, type SectionData, type SiteInfo } from "../../shared/types.ts";

/**
 * Heads of routes, computed once at build time: each content page's (in its
 * record, page-records.ts) and the app's own routes'. The prerender writes
 * them into the HTML and the app only applies them.
 */

/** The head of a route: its whole title and the facts its head tags are made of (see src/shared/head-tags.ts). */
export function routeHead(options: { title: string; description?: string; path?: string; noindex?: boolean }): RouteHead {
  const head: RouteHead = { title: options.title };
  if (options.description !== undefined) head.description = options.description;
  if (options.path !== undefined) head.canonical = `${SITE_URL}${options.path}`;
  if (options.noindex) head.noindex = true;
  return head;
}

function appRouteHead(route: AppRoute): RouteHead {
  return routeHead({
    title: route.ownTitle ? route.title : titleWithSite(route.title),
    description: route.description,
    path: route.noindex ? undefined : route.path,
    noindex: route.noindex,
  });
}

/** Heads of the app's own routes (src/shared/app-routes.ts). */
export const APP_ROUTE_HEADS = Object.fromEntries(
  Object.entries(APP_ROUTES).map(([name, route]) => [name, appRouteHead(route)]),
) as Record<AppRouteName, RouteHead>;

/** What the main bundle needs before any section chunk: the section list (from the content folders) and the app's own routes. */
export function siteInfo(sections: SectionData[]): SiteInfo {
  return {
    sections: sections
      .filter((section) => section.name !== ROOT_SECTION)
      .map((section) => ({ name: section.name, title: section.title, documentation: section.documentation })),
    appRoutes: Object.fromEntries(
      (Object.keys(APP_ROUTES) as AppRouteName[]).map((name) => [name, { path: APP_ROUTES[name].path, head: APP_ROUTE_HEADS[name] }]),
    ) as SiteInfo["appRoutes"],
  };
}
