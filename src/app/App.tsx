import { lazy, Suspense, useEffect, type ReactNode } from "react";
import type { AppRouteName } from "../shared/app-routes.ts";
import { HOME_URL } from "../shared/site.ts";
import { DocRoute } from "./components/docs/DocPage/DocRoute.tsx";
import { Home } from "./components/landing/Home/Home.tsx";
import { Layout } from "./components/chrome/Layout/Layout.tsx";
import { HydratedProvider } from "./hooks/hydrated.tsx";
import { Placeholder } from "./components/chrome/Placeholder/Placeholder.tsx";
import { LoadFailed } from "./components/docs/DocPage/LoadFailed.tsx";
import { retryOnce } from "./data/stale-build.ts";
import { APP_ROUTES } from "./routes.ts";
import { useLocation } from "./router.tsx";
import "./styles/tokens.css";
import "./styles/base.css";
// The vote page's few styles live in the main stylesheet: no CSS-chunk loader needed (see Home.tsx).
import "./components/docs/Vote/Vote.css";

// Not part of the static render: the vote page loads only when visited. When its chunk cannot be loaded, the route
// does what a docs page does (LoadFailed): a full load of /vote/ when this tab's build is older than the site's.
const Vote = lazy(() =>
  retryOnce(() => import(/* webpackChunkName: "vote" */ "./components/docs/Vote/Vote.tsx")).catch((error: unknown) => ({
    default: () => <LoadFailed url={APP_ROUTES.vote.path} error={error} />,
  })),
);

export function App() {
  const location = useLocation();
  // The root's effect runs after every component's: from here on the page answers its keys and controls. Marked on
  // <html> for tests, which wait for it rather than for the load event (the app may start after it: client.tsx).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);

  return (
    <HydratedProvider>
      <Layout>{routeElement(location.pathname)}</Layout>
    </HydratedProvider>
  );
}

/** What each of the app's own routes (src/shared/app-routes.ts) renders. */
const APP_ROUTE_ELEMENTS: Record<AppRouteName, ReactNode> = {
  appShell: null,
  vote: (
    <Suspense fallback={<Placeholder />}>
      <Vote />
    </Suspense>
  ),
  // A URL that is no page: the docs route says so (and suggests pages).
  notFound: <DocRoute />,
};

/** The landing page, an app route, or else a content page (or Page Not Found). */
function routeElement(pathname: string) {
  if (pathname === HOME_URL) return <Home />;
  const appRoute = (Object.keys(APP_ROUTES) as AppRouteName[]).find((name) => APP_ROUTES[name].path === pathname);
  return appRoute ? APP_ROUTE_ELEMENTS[appRoute] : <DocRoute />;
}
