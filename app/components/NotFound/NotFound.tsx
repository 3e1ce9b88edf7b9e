import { Link } from "../../router.tsx";
import { useDocumentHead } from "../../head.ts";
import { NOT_FOUND_TITLE } from "../../../common/site.ts";
import "./NotFound.css";

export function NotFound() {
  useDocumentHead(NOT_FOUND_TITLE);
  return (
    <div className="not-found">
      <h1>Page Not Found</h1>
      <p>Oops! The page you are looking for has been removed or relocated.</p>
      <Link className="button" to="/">
        Go to Homepage
      </Link>
    </div>
  );
}
