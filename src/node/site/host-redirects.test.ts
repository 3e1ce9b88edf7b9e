import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { LoadedContent } from "../content/index-types.ts";
import { loadSite } from "../content/load-site.ts";
import { configurationReference } from "../reference/extension.ts";
import { SERVED } from "./served.ts";
import { REPO_ROOT } from "../paths.ts";
import { APP_ROUTE_URLS } from "../../shared/app-routes.ts";
import { checkFragmentRedirects, checkRedirects, netlifyFiles, readRedirects, redirectPage, vercelConfig, type Redirect } from "./host-redirects.ts";

const FIXTURE = path.join(REPO_ROOT, "tests/fixtures/content");
const FILE = "tests/fixtures/content/redirects.json";
let loaded: LoadedContent;

beforeAll(async () => {
  ({ loaded } = await loadSite({ contentDir: FIXTURE, repoRoot: REPO_ROOT, extensions: [configurationReference()], served: SERVED }));
});

const rule = (source: string, destination: string, line = 2): Redirect => ({ source, destination, line });
const messages = (redirects: Redirect[]) => checkRedirects(FILE, redirects, loaded, APP_ROUTE_URLS).map((error) => error.message);

describe("redirect rules", () => {
  it("are read with their line numbers from the content folder's redirects.json", async () => {
    const { file, redirects, fragmentRedirects } = await readRedirects(FIXTURE, REPO_ROOT);
    expect(file).toBe(FILE);
    expect(redirects).toEqual([
      rule("/old-alpha/", "/concepts/alpha/", 2),
      rule("/old-heading/", "/concepts/beta/#beta-heading", 3),
      rule("/elsewhere/", "https://v4.webpack.js.org/loaders/raw-loader/", 4),
    ]);
    expect(messages(redirects)).toEqual([]);
    // A fragment redirect is its own kind: no host rule or page is written for it.
    expect(fragmentRedirects).toEqual([{ path: "/concepts/beta/", hashPrefix: "#output", destination: "/concepts/alpha/", line: 5 }]);
    expect(checkFragmentRedirects(FILE, fragmentRedirects, loaded)).toEqual([]);
  });

  it("stop the build, naming the rule, when a fragment redirect is malformed or does not land", async () => {
    const fragment = (path: string, hashPrefix: string, destination: string) => ({ path, hashPrefix, destination, line: 6 });
    expect(
      checkFragmentRedirects(
        FILE,
        [
          fragment("/concepts/gone/", "#output", "/concepts/alpha/"),
          fragment("/concepts/beta/", "#output", "/concepts/alpha/#output"),
          fragment("/concepts/beta/", "#nothing", "/concepts/alpha/"),
        ],
        loaded,
      ).map((error) => error.message),
    ).toEqual([
      `${FILE}:6: redirect "/concepts/gone/#output*" → "/concepts/alpha/": no page has the URL /concepts/gone/, and a fragment redirect applies on a page`,
      `${FILE}:6: redirect "/concepts/beta/#output*" → "/concepts/alpha/#output": the target must be the URL of a page, without "#" (the reader's hash is kept)`,
      `${FILE}:6: redirect "/concepts/beta/#nothing*" → "/concepts/alpha/": /concepts/alpha/ has no heading whose id starts with "nothing"`,
    ]);
    const dir = await mkdtemp(path.join(tmpdir(), "fragment-redirect-"));
    try {
      await writeFile(path.join(dir, "redirects.json"), '{\n  "/concepts/beta/#output": "/concepts/alpha/"\n}\n');
      await expect(readRedirects(dir, dir)).rejects.toThrow(
        'redirects.json:2: redirect "/concepts/beta/#output": a fragment redirect\'s old URL is a path, "#", the start of the fragment and "*" ("/page/#start*")',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("stop the build, naming the rule, when a target page or anchor does not exist", () => {
    expect(messages([rule("/gone/", "/concepts/missing/", 7), rule("/moved/", "/concepts/beta/#no-such-heading", 8)])).toEqual([
      `${FILE}:7: redirect "/gone/" → "/concepts/missing/": no page has the URL /concepts/missing/`,
      `${FILE}:8: redirect "/moved/" → "/concepts/beta/#no-such-heading": /concepts/beta/ has no heading with the id "no-such-heading"`,
    ]);
  });

  it("refuse plain-http targets, relative targets and an old URL that is still a page", () => {
    expect(messages([rule("/a/", "http://example.com/"), rule("/b/", "concepts/alpha/"), rule("/concepts/alpha/", "/concepts/beta/")])).toEqual([
      `${FILE}:2: redirect "/a/" → "http://example.com/": the target must be a path of this site or an https URL`,
      `${FILE}:2: redirect "/b/" → "concepts/alpha/": the target must be a path of this site or an https URL`,
      `${FILE}:2: redirect "/concepts/alpha/" → "/concepts/beta/": /concepts/alpha/ is a page of the site; a redirect would hide it`,
    ]);
  });

  it("become host rules for Netlify/Cloudflare Pages and Vercel, and a page per old URL", () => {
    const rules = [rule("/old-alpha/", "/concepts/alpha/")];
    const headers = [{ source: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } }];
    expect(netlifyFiles(rules, headers).redirects).toBe("/old-alpha /concepts/alpha/ 301\n/old-alpha/ /concepts/alpha/ 301\n");
    expect(netlifyFiles(rules, headers).headers).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(JSON.parse(vercelConfig(rules, headers))).toMatchObject({
      trailingSlash: true,
      redirects: [{ source: "/old-alpha", destination: "/concepts/alpha/", permanent: true }],
    });
    const page = redirectPage("/concepts/alpha/");
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/concepts/alpha/">');
    expect(page).toContain('<link rel="canonical" href="https://webpack.js.org/concepts/alpha/">');
  });
});
