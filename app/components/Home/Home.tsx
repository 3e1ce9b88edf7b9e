import { Link } from "react-router";
import { SITE_NAME } from "../../../common/site.ts";
import { ROOT_SECTION } from "../../../common/types.ts";
import { useSection } from "../../data/SiteData.tsx";
import { useDocumentHead } from "../../head.ts";
import { Article } from "../Article/Article.tsx";
import { Hero } from "../Hero/Hero.tsx";
import { LoadError } from "../LoadError/LoadError.tsx";
import { Placeholder } from "../Placeholder/Placeholder.tsx";
import { SponsorBanner } from "../SponsorBanner/SponsorBanner.tsx";
import { Support } from "../Support/Support.tsx";
import "./Home.css";

/**
 * The landing page: hero, sponsor banner, the introduction and its two code
 * examples (content/index.mdx, highlighted at build time like any page), the
 * ways into the docs, and Support the Team.
 */
export function Home() {
  const section = useSection(ROOT_SECTION);
  const page = section.status === "ready" ? section.value.pages["/"] : undefined;
  useDocumentHead(page?.title, page?.description, { ownTitle: true });
  return (
    <div className="home">
      <Hero title={page?.title ?? SITE_NAME} />
      <SponsorBanner />
      <section className="home__intro" aria-label="Introduction">
        {section.status === "failed" ? <LoadError /> : page ? <Article contentKey={page.contentKey} /> : <Placeholder />}
        <p className="home__actions">
          <Link className="button" to="/guides/">
            Read the Guides
          </Link>
          <Link className="button button--secondary" to="/concepts/">
            Learn the Concepts
          </Link>
        </p>
      </section>
      <Support />
    </div>
  );
}
