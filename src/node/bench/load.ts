import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { REPO_ROOT, paths } from "../paths.ts";
import { pageAssetsOf } from "./page-assets.ts";
import { ASSETS_PATH } from "../../shared/site.ts";

/**
 * The load test of `npm run bench`: autocannon drives the production server
 * (`src/node/cli/serve.ts`, in its own process as `npm start` runs it) on the
 * loopback interface for a bounded time, with a mix of pages, assets, the
 * search index, redirects and bad paths. Prints requests per second and the
 * p99 latency; fails on any connection error, timeout or unexpected status.
 */

const DURATION_SECONDS = 15;
const CONNECTIONS = 16;
const PORT = Number(process.env.LOAD_PORT ?? 4391);

interface Route {
  path: string;
  status: number;
}

/** Pages and assets as a first visit loads them, plus the kinds of wrong requests a public server gets. */
function routes(dist: string): Route[] {
  const home = pageAssetsOf(readFileSync(path.join(dist, "index.html"), "utf8"));
  const assets = [...home.scripts, ...home.stylesheets].filter((url) => url.startsWith(ASSETS_PATH));
  return [
    { path: "/", status: 200 },
    { path: "/concepts/", status: 200 },
    { path: "/concepts/loaders/", status: 200 },
    { path: "/configuration/output/", status: 200 },
    { path: "/configuration/reference/", status: 200 },
    { path: "/guides/getting-started/", status: 200 },
    { path: "/blog/", status: 200 },
    { path: "/concepts/loaders.md", status: 200 },
    ...assets.map((asset) => ({ path: asset, status: 200 })),
    { path: "/pagefind/pagefind.js", status: 200 },
    { path: "/sitemap.xml", status: 200 },
    { path: "/favicon.svg", status: 200 },
    { path: "/concepts", status: 301 },
    { path: "/get-started/", status: 301 },
    { path: "/no/such/page/", status: 404 },
    { path: "/../../etc/passwd", status: 404 },
    { path: "/%2e%2e/server.json", status: 404 },
    { path: "//evil.example", status: 404 },
    { path: "/%E0%A4%A", status: 400 },
  ];
}

function startServer(dist: string): Promise<() => void> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "src/node/cli/serve.ts"), "--dir", dist], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`the server exited with code ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving")) resolve(() => child.kill());
    });
  });
}

export async function runLoadBench(dist = paths.dist): Promise<boolean> {
  if (!existsSync(path.join(dist, "index.html"))) throw new Error(`${dist} has no built site: run \`npm run build\` first.`);
  const mix = routes(dist);
  const unexpected = new Set<string>();
  const stop = await startServer(dist);
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: { "accept-encoding": "br, gzip" },
      requests: mix.map((route) => ({
        method: "GET",
        path: route.path,
        onResponse: (status: number) => {
          if (status !== route.status) unexpected.add(`${route.path} answered ${status}, expected ${route.status}`);
        },
      })),
    });
    console.log(
      `\nLoad: ${CONNECTIONS} connections for ${DURATION_SECONDS} s on loopback, ${mix.length} routes (pages, assets, search, redirects, bad paths)`,
    );
    console.log(
      `  ${Math.round(result.requests.average)} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
    );
    console.log(`  ${result.requests.total} requests, ${result.errors} errors, ${result.timeouts} timeouts, ${unexpected.size} unexpected statuses`);
    for (const message of unexpected) console.log(`  unexpected: ${message}`);
    return result.errors === 0 && result.timeouts === 0 && unexpected.size === 0;
  } finally {
    stop();
  }
}
