import { Link } from "../../../router.tsx";
import { useRouteHead } from "../../../head.ts";
import { APP_ROUTE_HEADS } from "../../../routes.ts";
import "./NotFound.css";

export function NotFound() {
  useRouteHead(APP_ROUTE_HEADS.notFound);
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
