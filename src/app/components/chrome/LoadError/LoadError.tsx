import "./LoadError.css";

/** What a reader sees when a page's data or content chunk fails to load (spec: error catalogue). */
export function LoadError() {
  return (
    <p className="load-error" role="alert">
      Error loading content.
    </p>
  );
}
