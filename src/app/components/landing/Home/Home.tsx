import { Suspense } from "react";
import { Link } from "../../../router.tsx";
import { HOME_URL, SITE_NAME } from "../../../../shared/site.ts";
import { usePage } from "../../../data/SiteData.tsx";
import { useRouteHead } from "../../../head.ts";
import { Article } from "../../docs/Article/Article.tsx";
import { LoadError } from "../../chrome/LoadError/LoadError.tsx";
import { Placeholder } from "../../chrome/Placeholder/Placeholder.tsx";
import { LazyHero, LazySponsorBanner, LazySupport, LazyWhenIdle } from "./lazy-landing.ts";
// The landing parts' styles go into the main stylesheet (the parts import them
// too; webpack keeps them where they are first needed). With no styles in lazy
// chunks webpack needs no CSS-chunk loader, which would cost every page about
// a kilobyte of JavaScript.
import "../Cube/Cube.css";
import "../Hero/Hero.css";
import "../RotatingWord/RotatingWord.css";
import "../SponsorBanner/SponsorBanner.css";
import "../Support/Support.css";
import "../SupportRank/SupportRank.css";
import "./Home.css";

/**
 * The landing page: hero, sponsor banner, the introduction and its two code
 * examples (content/index.mdx, highlighted at build time like any page), the
 * ways into the docs, and Support the Team.
 */
export function Home() {
  // The landing page's record and article, like any page's: its head and title come with them.
  const page = usePage(HOME_URL);
  const record = page.status === "ready" ? page.value.record : undefined;
  useRouteHead(record?.head);
  return (
    <div className="home">
      <Suspense fallback={<div className="home__hero-space" />}>
        <LazyHero title={record?.title ?? SITE_NAME} />
      </Suspense>
      {/* The rest hydrates once the browser is idle (when-idle.tsx). */}
      <Suspense fallback={<Placeholder />}>
        <LazyWhenIdle>
          <LazySponsorBanner />
          <section className="home__intro" aria-label="Introduction">
            <Article url={HOME_URL} />
            <p className="home__actions">
              <Link className="button" to="/guides/">
                Read the Guides
              </Link>
              <Link className="button button--secondary" to="/concepts/">
                Learn the Concepts
              </Link>
            </p>
          </section>
          <Suspense fallback={<Placeholder />}>
            <LazySupport error={<LoadError />} />
          </Suspense>
        </LazyWhenIdle>
      </Suspense>
    </div>
  );
}
