/**
 * Reads a request's target before any file is looked up, and turns away what
 * no page of the site can be: traversal (`..`), backslashes, empty segments
 * (`//evil.example`, which a redirect would turn into another host), control
 * characters, malformed percent-encodings, overlong URLs. Each check runs on
 * the decoded path, so encoded variants (`%2e%2e`, `%2F%2F`, `%5C`) are caught too.
 */
export type RequestTarget =
  /** Not a path this server answers: 400 (or 414 when too long). */
  | { kind: "refused"; status: 400 | 414 }
  /** A path no file can have: the 404 page, never a redirect. */
  | { kind: "impossible" }
  /** `rawPath` as sent (still percent-encoded, safe to echo in a Location), `pathname` decoded. */
  | { kind: "path"; rawPath: string; pathname: string; query: string };

/** Longer URLs are answered 414 (Node refuses request lines beyond its 16 KB header limit before this). */
export const MAX_URL_LENGTH = 4096;

export function readRequestTarget(url: string): RequestTarget {
  if (url.length > MAX_URL_LENGTH) return { kind: "refused", status: 414 };
  // Only origin-form targets ("/path?query"); "http://host/…" (proxy form) and "*" are not for a static site.
  if (!url.startsWith("/")) return { kind: "refused", status: 400 };
  const queryAt = url.indexOf("?");
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: "refused", status: 400 };
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return { kind: "impossible" };
  const segments = pathname.split("/").slice(1);
  if (segments.slice(0, -1).some((segment) => segment === "" || segment === "." || segment === "..")) return { kind: "impossible" };
  const last = segments.at(-1);
  if (last === "." || last === "..") return { kind: "impossible" };
  return { kind: "path", rawPath, pathname, query };
}
