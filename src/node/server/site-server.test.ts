import { mkdtempSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { get } from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressSite } from "../site/precompress.ts";
import { prepareVersion, publishVersion } from "../site/publish.ts";
import { writeHostConfigs } from "../site/host-redirects.ts";
import { headerRules, type PolicyInputs } from "../site/security-headers.ts";
import { createSiteServer } from "./site-server.ts";

const INPUTS: PolicyInputs = {
  scriptHashes: ["sha256-abc="],
  styleAttributeHashes: [],
  imageOrigins: [],
  analytics: false,
  stackBlitz: false,
};
const SCRIPT = `console.log(${JSON.stringify("a long enough script to be compressed ".repeat(60))});\n`;

let root: string;
let dist: string;
let base: string;
let stop: () => Promise<void>;

/** Builds a small site the way the build lays one out (versioned folder, server configuration beside it) and publishes it. */
async function publishSite(label: string): Promise<void> {
  const version = await prepareVersion(dist);
  const site = version.siteDir;
  const files: Record<string, string> = {
    "index.html": `<!doctype html><title>${label}</title>`,
    "404.html": "<!doctype html><title>Page Not Found</title>",
    "concepts/index.html": "<!doctype html><title>Concepts</title>",
    "assets/app.0123456789.js": SCRIPT,
    "articles/concepts/alpha.js": SCRIPT,
    "favicon.svg": "<svg></svg>",
    "sitemap.xml": "<urlset></urlset>",
    "feed.xml": "<rss></rss>",
    "robots.txt": "User-agent: *\n",
    "concepts.md": "# Concepts\n",
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, name)), { recursive: true });
    await writeFile(path.join(site, name), text);
  }
  await writeHostConfigs(site, version.dir, [{ source: "/old-concepts/", destination: "/concepts/#intro", line: 2 }], headerRules(INPUTS));
  await precompressSite(site, path.join(root, "precompressed"));
  await publishVersion(dist, version);
}

/** One request as raw bytes, so that the target reaches the server exactly as written (no client normalises it). */
function rawGet(target: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string> }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    let data = "";
    socket.on("data", (chunk) => (data += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = ""] = data.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const parsed = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers: parsed });
    });
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra.join("")}Connection: close\r\n\r\n`);
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "site-server-"));
  dist = path.join(root, "dist");
  await publishSite("first");
  const server = createSiteServer(dist);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await stop();
  rmSync(root, { recursive: true, force: true });
});

describe("the site server", () => {
  it("answers pages with the security headers and revalidation", async () => {
    const response = await fetch(`${base}/concepts/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>Concepts</title>");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("content-security-policy")).toContain("'sha256-abc='");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toContain("camera=()");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("caches hashed assets for good and makes the files that keep their names revalidate", async () => {
    expect((await fetch(`${base}/assets/app.0123456789.js`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const file of ["/articles/concepts/alpha.js", "/favicon.svg", "/sitemap.xml", "/feed.xml", "/robots.txt"]) {
      const response = await fetch(`${base}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("cache-control"), file).toBe("no-cache");
    }
  });

  it("sends the build's brotli or gzip copy to a client that accepts it, and the file itself otherwise", async () => {
    const url = `${base}/assets/app.0123456789.js`;
    const brotli = await rawBody(url, "br, gzip");
    expect(brotli.encoding).toBe("br");
    expect(brotli.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    const gzip = await rawBody(url, "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await rawBody(url, "identity");
    expect(plain.encoding).toBeNull();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("redirects a path without its trailing slash, keeping the query string", async () => {
    const response = await rawGet("/concepts?x=1&y=2");
    expect(response.status).toBe(301);
    expect(response.headers["location"]).toBe("/concepts/?x=1&y=2");
    expect((await rawGet("/concepts/index.html")).headers["location"]).toBe("/concepts/");
  });

  it("applies the old URLs' redirects with or without the slash, the query before the fragment", async () => {
    for (const target of ["/old-concepts", "/old-concepts/"]) {
      const response = await rawGet(`${target}?from=feed`);
      expect(response.status, target).toBe(301);
      expect(response.headers["location"], target).toBe("/concepts/?from=feed#intro");
    }
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const response = await fetch(`${base}/no/such/page/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("never serves its own configuration or the hosts' files", async () => {
    for (const file of ["/serve.json", "/server.json", "/../server.json", "/%2e%2e/server.json", "/_headers", "/_redirects", "/vercel.json"]) {
      expect((await rawGet(file)).status, file).toBe(404);
    }
  });

  it("refuses path traversal, malformed encodings, 20 KB URLs and open-redirect tricks, never redirecting off the site", async () => {
    const refused: Record<string, number[]> = {
      "/../../etc/passwd": [404],
      "/%2e%2e/%2e%2e/etc/passwd": [404],
      "/assets/..%2f..%2f..%2fetc%2fpasswd": [404],
      "/concepts/%2e%2e%5c%2e%2e%5cserver.json": [404],
      "/%E0%A4%A": [400],
      "/%ff/": [400],
      "/concepts/%": [400],
      [`/${"a".repeat(20 * 1024)}`]: [414, 431],
      "//evil.example": [404],
      "//evil.example/": [404],
      "/\\evil.example": [404],
      "/%2F%2Fevil.example": [404],
      "/%2f/evil.example": [404],
      "/%5Cevil.example": [404],
      "/%5C%5Cevil.example/": [404],
      "/concepts/%00": [404],
      "http://evil.example/": [400],
    };
    for (const [target, statuses] of Object.entries(refused)) {
      const response = await rawGet(target);
      expect(statuses, target.slice(0, 60)).toContain(response.status);
      expect(response.headers["location"], target.slice(0, 60)).toBeUndefined();
    }
  });

  it("answers only GET and HEAD", async () => {
    const response = await fetch(`${base}/`, { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("keeps answering 200 for / while builds swap the site under it, then serves the new one", async () => {
    let swapping = true;
    const statuses: number[] = [];
    const titles = new Set<string>();
    const requests = (async () => {
      while (swapping) {
        const response = await fetch(`${base}/`);
        statuses.push(response.status);
        titles.add(/<title>(\w+)<\/title>/.exec(await response.text())?.[1] ?? "none");
      }
    })();
    for (let build = 1; build <= 4; build++) await publishSite(`build${build}`);
    swapping = false;
    await requests;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect([...titles].every((title) => /^(first|build\d)$/.test(title))).toBe(true);
    expect(await (await fetch(`${base}/`)).text()).toContain("<title>build4</title>");
  });
});

function rawBody(url: string, acceptEncoding: string): Promise<{ encoding: string | null; vary: string | null; body: Buffer }> {
  // Node's fetch decompresses on its own; `http` hands over the bytes as sent.
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          encoding: response.headers["content-encoding"] ?? null,
          vary: response.headers["vary"] ?? null,
          body: Buffer.concat(chunks),
        }),
      );
    }).on("error", reject);
  });
}
