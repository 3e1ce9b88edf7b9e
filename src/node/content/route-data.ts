import { APP_ROUTES, type AppRoute, type AppRouteName } from "../../shared/app-routes.ts";
import { PRINTABLE_TITLE, SITE_URL, titleWithSite } from "../../shared/site.ts";
import { ROOT_SECTION, type Crumb, type PageData, type Pager, type RouteData, type RouteHead, type SectionData, type SiteInfo } from "../../shared/types.ts";

/**
 * Route data, computed once at build time from the sections: each content
 * route's head (title with the site suffix, description, canonical, Open
 * Graph), pager, breadcrumbs and last change, and the heads of the app's own routes. The prerender
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

/** What the content index knows of a page that its route shows: its sidebar group and when its source last changed. */
export interface PageFacts {
  group?: string;
  lastUpdated?: string;
}

/**
 * A page's breadcrumbs: its section, linked to the section's index page, its
 * sidebar group (not a page: no link) and the page itself. A section's index
 * and the top-level pages are where they are already: none.
 */
function breadcrumbsOf(section: SectionData, page: PageData, facts: PageFacts): Crumb[] | undefined {
  const indexUrl = `/${section.name}/`;
  if (section.name === ROOT_SECTION || page.printable || page.url === indexUrl) return undefined;
  const crumbs: Crumb[] = [section.pages[indexUrl] ? { title: section.title, url: indexUrl } : { title: section.title }];
  if (facts.group && facts.group !== "-") crumbs.push({ title: facts.group });
  crumbs.push({ title: page.title, url: page.url });
  return crumbs;
}

/** Every content route's data, by URL; `facts` has each page's group and last change, by URL. */
export function buildRoutes(sections: SectionData[], facts: ReadonlyMap<string, PageFacts> = new Map()): Map<string, RouteData> {
  const routes = new Map<string, RouteData>();
  for (const section of sections) {
    for (const page of Object.values(section.pages)) {
      const ofPage = facts.get(page.url) ?? {};
      const route: RouteData = { head: pageHead(section, page), pager: pagerOf(section, page) };
      const breadcrumbs = breadcrumbsOf(section, page, ofPage);
      if (breadcrumbs) route.breadcrumbs = breadcrumbs;
      if (ofPage.lastUpdated && !page.printable) route.lastUpdated = ofPage.lastUpdated;
      routes.set(page.url, route);
    }
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
