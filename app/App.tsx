import { lazy, Suspense, useEffect } from "react";
import { Route, Routes, useLocation, useNavigate } from "react-router";
import { DocRoute } from "./components/DocPage/DocRoute.tsx";
import { Home } from "./components/Home/Home.tsx";
import { Layout } from "./components/Layout/Layout.tsx";
import { Placeholder } from "./components/Placeholder/Placeholder.tsx";
import { hashRedirect } from "./routes.ts";
import "./styles/tokens.css";
import "./styles/base.css";
// The vote page's few styles live in the main stylesheet: no CSS-chunk loader needed (see Home.tsx).
import "./components/Vote/Vote.css";

// Not part of the static render: the vote page loads only when visited.
const Vote = lazy(() => import(/* webpackChunkName: "vote" */ "./components/Vote/Vote.tsx"));

export function App() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = hashRedirect(location.pathname, location.hash);
    if (target) void navigate(target, { replace: true });
  }, [location.pathname, location.hash, navigate]);

  return (
    <Layout>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/app-shell/" element={null} />
        <Route
          path="/vote/"
          element={
            <Suspense fallback={<Placeholder />}>
              <Vote />
            </Suspense>
          }
        />
        <Route path="*" element={<DocRoute />} />
      </Routes>
    </Layout>
  );
}
