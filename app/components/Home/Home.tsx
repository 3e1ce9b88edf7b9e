import { Link } from "react-router";
import { ROOT_SECTION } from "../../../common/types.ts";
import { useSection } from "../../data/SiteData.tsx";
import { useDocumentHead } from "../../head.ts";
import { Article } from "../Article/Article.tsx";
import { LoadError } from "../LoadError/LoadError.tsx";
import { Placeholder } from "../Placeholder/Placeholder.tsx";
import "./Home.css";

/** The landing page (its full design comes with the site chrome). */
export function Home() {
  const section = useSection(ROOT_SECTION);
  const page = section.status === "ready" ? section.value.pages["/"] : undefined;
  useDocumentHead(page?.title, page?.description, { ownTitle: true });
  if (section.status === "failed") return <LoadError />;
  if (!page) return <Placeholder />;
  return (
    <div className="home">
      <h1 className="home__title">{page.title}</h1>
      <Article contentKey={page.contentKey} />
      <p className="home__actions">
        <Link className="button" to="/guides/">
          Read the Guides
        </Link>
        <Link className="button button--secondary" to="/concepts/">
          Learn the Concepts
        </Link>
      </p>
    </div>
  );
}
