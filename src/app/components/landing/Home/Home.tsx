import { Suspense } from "react";
import { Link } from "../../../router.tsx";
import { SITE_NAME } from "../../../../shared/site.ts";
import { ROOT_SECTION } from "../../../../shared/types.ts";
import { useArticle, useSection, useSiteData } from "../../../data/SiteData.tsx";
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
  const section = useSection(ROOT_SECTION);
  const page = section.status === "ready" ? section.value.pages["/"] : undefined;
  // The head comes with the landing page's article, like any page's.
  const data = useSiteData();
  const content = useArticle(page?.articleKey);
  const route = page && content.status === "ready" ? data.peekRoute(page.articleKey) : undefined;
  useRouteHead(route?.head);
  return (
    <div className="home">
      <Suspense fallback={<div className="home__hero-space" />}>
        <LazyHero title={page?.title ?? SITE_NAME} />
      </Suspense>
      {/* The rest hydrates once the browser is idle (when-idle.tsx). */}
      <Suspense fallback={<Placeholder />}>
        <LazyWhenIdle>
          <LazySponsorBanner />
          <section className="home__intro" aria-label="Introduction">
            {section.status === "failed" ? <LoadError /> : page ? <Article articleKey={page.articleKey} /> : <Placeholder />}
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
