import { APP_ROUTES, type AppRoute, type AppRouteName } from "../../shared/app-routes.ts";
import { PRINTABLE_TITLE, SITE_URL, titleWithSite } from "../../shared/site.ts";
import { ROOT_SECTION, type PageData, type Pager, type RouteData, type RouteHead, type SectionData, type SiteInfo } from "../../shared/types.ts";

/**
 * Route data, computed once at build time from the sections: each content
 * route's head (title with the site suffix, description, canonical, Open
 * Graph) and pager, and the heads of the app's own routes. The prerender
 * writes them into the HTML and the generated chunks carry them to the app,
 * which only renders them.
 */

/** The head of a route: its whole title and the facts its head tags are made of (see src/shared/head-tags.ts). */
export function routeHead(options: { title: string; description?: string; path?: string; noindex?: boolean }): RouteHead {
  const head: RouteHead = { title: options.title };
  if (options.description !== undefined) head.description = options.description;
  if (options.path !== undefined) head.canonical = `${SITE_URL}${options.path}`;
  if (options.noindex) head.noindex = true;
  return head;
}

/** The title rules of the spec: `{title} | webpack`; the home page its own title; printable pages one shared title. */
function pageHead(section: SectionData, page: PageData): RouteHead {
  if (page.printable) return routeHead({ title: titleWithSite(PRINTABLE_TITLE), description: page.description, path: page.url, noindex: true });
  const isHome = section.name === ROOT_SECTION && page.url === "/";
  return routeHead({ title: isHome ? page.title : titleWithSite(page.title), description: page.description, path: page.url });
}

/**
 * Previous and next pages in sidebar order. Printable pages, pages outside
 * the menu and the blog's index (a list of posts, not a chapter) have none.
 */
function pagerOf(section: SectionData, page: PageData): Pager {
  const index = section.menu.findIndex((item) => item.url === page.url);
  if (index === -1 || page.printable || (page.posts && index === 0)) return {};
  const link = (offset: number) => {
    const item = section.menu[index + offset];
    return item ? { title: item.title, url: item.url } : undefined;
  };
  const pager: Pager = {};
  const previous = link(-1);
  const next = link(1);
  if (previous) pager.previous = previous;
  if (next) pager.next = next;
  return pager;
}

/** Every content route's data, by URL. */
export function buildRoutes(sections: SectionData[]): Map<string, RouteData> {
  const routes = new Map<string, RouteData>();
  for (const section of sections) {
    for (const page of Object.values(section.pages)) routes.set(page.url, { head: pageHead(section, page), pager: pagerOf(section, page) });
  }
  return routes;
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
