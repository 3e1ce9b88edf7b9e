import { Link } from "../../../router.tsx";
import type { Link as LinkData } from "../../../../shared/types.ts";
import "./Pager.css";

export function Pager({ previous, next }: { previous?: LinkData; next?: LinkData }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Previous and next pages">
      {previous && (
        <Link className="pager__link pager__link--previous" to={previous.url} rel="prev">
          <span className="pager__label">Previous</span>
          <span className="pager__title">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link className="pager__link pager__link--next" to={next.url} rel="next">
          <span className="pager__label">Next</span>
          <span className="pager__title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
