import { lazy, Suspense, useEffect } from "react";
import { DocRoute } from "./components/docs/DocPage/DocRoute.tsx";
import { Home } from "./components/landing/Home/Home.tsx";
import { Layout } from "./components/chrome/Layout/Layout.tsx";
import { Placeholder } from "./components/chrome/Placeholder/Placeholder.tsx";
import { LoadFailed } from "./components/docs/DocPage/LoadFailed.tsx";
import { retryOnce } from "./data/stale-build.ts";
import { hashRedirect } from "./routes.ts";
import { useLocation, useNavigate } from "./router.tsx";
import "./styles/tokens.css";
import "./styles/base.css";
// The vote page's few styles live in the main stylesheet: no CSS-chunk loader needed (see Home.tsx).
import "./components/docs/Vote/Vote.css";

// Not part of the static render: the vote page loads only when visited. When its chunk cannot be loaded, the route
// does what a docs page does (LoadFailed): a full load of /vote/ when this tab's build is older than the site's.
const Vote = lazy(() =>
  retryOnce(() => import(/* webpackChunkName: "vote" */ "./components/docs/Vote/Vote.tsx")).catch((error: unknown) => ({
    default: () => <LoadFailed url="/vote/" error={error} />,
  })),
);

export function App() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = hashRedirect(location.pathname, location.hash);
    if (target) void navigate(target, { replace: true });
  }, [location.pathname, location.hash, navigate]);
  // The root's effect runs after every component's: from here on the page answers its keys and controls. Marked on
  // <html> for tests, which wait for it rather than for the load event (the app may start after it: client.tsx).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);

  return <Layout>{routeElement(location.pathname)}</Layout>;
}

/** The app's own routes; every other URL is a content page or Page Not Found. */
function routeElement(pathname: string) {
  if (pathname === "/") return <Home />;
  if (pathname === "/app-shell/") return null;
  if (pathname === "/vote/") {
    return (
      <Suspense fallback={<Placeholder />}>
        <Vote />
      </Suspense>
    );
  }
  return <DocRoute />;
}
