import { readFileSync, realpathSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import sirv from "sirv";
import { headersFor, type HeaderRule } from "../site/security-headers.ts";
import { readServerConfig } from "./server-config.ts";
import { readRequestTarget } from "./request-target.ts";

/**
 * The production server of `npm start` and the browser tests: static files by
 * sirv (with the build's brotli and gzip copies, ETags and 304s), plus what a
 * host does for the site: trailing-slash 301s, the old URLs' redirects, the
 * 404 page with status 404, cache and security headers. Host configuration
 * files are never served.
 *
 * The site folder is looked up on every request: when a build swaps `dist`
 * to a new version, the next request is answered from it (with its own
 * configuration), while requests already under way finish from the old one.
 */

/** Files for the hosts, not for readers (Netlify and Cloudflare do not publish them either). */
const HOST_FILES = new Set(["/_headers", "/_redirects", "/vercel.json"]);
/** Pagefind's index and engine files: binary, with extensions no MIME table knows. */
const PAGEFIND_BINARY = /\.(pf_fragment|pf_index|pf_meta|pagefind)$/;

interface Generation {
  root: string;
  files: ReturnType<typeof sirv>;
  redirects: Map<string, string>;
  headerRules: HeaderRule[];
  notFoundPage: Buffer;
}

function loadGeneration(root: string): Generation {
  const config = readServerConfig(root);
  const redirects = new Map<string, string>();
  for (const { source, destination } of config.redirects) {
    const bare = source.replace(/\/$/, "");
    redirects.set(bare, destination).set(`${bare}/`, destination);
  }
  return {
    root,
    // `dev` makes sirv look each file up when asked instead of listing the folder once: a file changed in place
    // (a test, a hand fix) is then sent whole with its new length, at the cost of a few stat calls per request.
    files: sirv(root, { dev: true, etag: true, brotli: true, gzip: true, extensions: [], dotfiles: false }),
    redirects,
    headerRules: config.headerRules,
    notFoundPage: readFileSync(path.join(root, "404.html")),
  };
}

export function createSiteHandler(dir: string): (request: IncomingMessage, response: ServerResponse) => void {
  let current: Generation | undefined;
  const generation = (): Generation => {
    const root = realpathSync.native(dir);
    if (current?.root !== root) current = loadGeneration(root);
    return current;
  };
  generation();

  return (request, response) => {
    let site: Generation;
    try {
      site = generation();
    } catch {
      return answer(response, 503, "The site is not built.");
    }
    const target = readRequestTarget(request.url ?? "");
    const pathname = target.kind === "path" ? target.pathname : "/";
    for (const [name, value] of Object.entries(headersFor(site.headerRules, pathname))) response.setHeader(name, value);

    if (request.method !== "GET" && request.method !== "HEAD") {
      response.setHeader("Allow", "GET, HEAD");
      return answer(response, 405, "Method not allowed.");
    }
    if (target.kind === "refused") return answer(response, target.status, "Bad request.");
    if (target.kind === "impossible" || HOST_FILES.has(pathname)) return notFound(site, request, response);

    const withQuery = (location: string) => {
      if (!target.query) return location;
      const hashAt = location.indexOf("#");
      return hashAt === -1 ? `${location}?${target.query}` : `${location.slice(0, hashAt)}?${target.query}${location.slice(hashAt)}`;
    };
    const destination = site.redirects.get(pathname);
    if (destination) return redirect(response, withQuery(destination));
    // One URL per page: `/concepts` and `/concepts/index.html` both lead to `/concepts/`.
    if (pathname.endsWith("/index.html")) return redirect(response, withQuery(target.rawPath.slice(0, -"index.html".length)));
    const last = pathname.slice(pathname.lastIndexOf("/") + 1);
    if (last !== "" && !last.includes(".")) return redirect(response, withQuery(`${target.rawPath}/`));

    if (PAGEFIND_BINARY.test(pathname)) response.setHeader("Content-Type", "application/octet-stream");
    const filePath = pathname.endsWith("/") ? `${target.rawPath}index.html` : target.rawPath;
    request.url = target.query ? `${filePath}?${target.query}` : filePath;
    site.files(request, response, () => notFound(site, request, response));
  };
}

function answer(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
  response.end(text);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(301, { Location: location, "Content-Length": 0 });
  response.end();
}

function notFound(site: Generation, request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": site.notFoundPage.length });
  response.end(request.method === "HEAD" ? undefined : site.notFoundPage);
}

/** An HTTP server for a built site folder (or the `dist` link to its current version). */
export function createSiteServer(dir: string): Server {
  return createServer(createSiteHandler(dir));
}
