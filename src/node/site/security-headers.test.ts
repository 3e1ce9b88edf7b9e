import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { afterAll, describe, expect, it } from "vitest";
import type { ServerConfig } from "../server/server-config.ts";
import { supporterImageOrigins } from "../supporters/image-origins.ts";
import { routeHead } from "../content/route-data.ts";
import { compileBody } from "../markdown/compile.ts";
import { HEAD_SCRIPT, renderDocument } from "./document.ts";
import { cspHash, inlineContentOf } from "./inline-content.ts";
import { redirectPage, writeHostConfigs } from "./host-redirects.ts";
import { contentSecurityPolicy, headerRules, type PolicyInputs } from "./security-headers.ts";

const temp = mkdtempSync(path.join(os.tmpdir(), "security-headers-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const BASE: PolicyInputs = {
  scriptHashes: [],
  styleAttributeHashes: [],
  imageOrigins: [],
  analytics: false,
  stackBlitz: false,
};
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("the Content-Security-Policy", () => {
  it("hashes inline text as browsers do (the CSP specification's own example)", () => {
    expect(cspHash("alert('Hello, world.');")).toBe("sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=");
  });

  it("allows scripts from the site and the inline scripts' hashes only, never 'unsafe-inline' or eval", () => {
    const policy = contentSecurityPolicy({ ...BASE, scriptHashes: ["sha256-AAA="] });
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'wasm-unsafe-eval'", "'sha256-AAA='"]);
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
  });

  it("allows images from the site, data: URLs, the avatar hosts and the supporters' logo hosts", () => {
    expect(directive(contentSecurityPolicy(BASE), "img-src")).toEqual([
      "'self'",
      "data:",
      "https://github.com",
      "https://avatars.githubusercontent.com",
    ]);
    expect(directive(contentSecurityPolicy({ ...BASE, imageOrigins: ["https://logos.example"] }), "img-src")).toContain("https://logos.example");
  });

  it("names style attributes by hash, with 'unsafe-hashes' only when there are some", () => {
    expect(directive(contentSecurityPolicy(BASE), "style-src")).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy({ ...BASE, styleAttributeHashes: ["sha256-S="] }), "style-src")).toEqual([
      "'self'",
      "'unsafe-hashes'",
      "'sha256-S='",
    ]);
  });

  it("opens the DocSearch, analytics and StackBlitz origins only when the build uses them", () => {
    const plain = contentSecurityPolicy(BASE);
    expect(plain).not.toMatch(/algolia|google|stackblitz/);
    expect(directive(plain, "connect-src")).toEqual(["'self'"]);
    const docSearch = contentSecurityPolicy({ ...BASE, docSearchAppId: "BH4D9OD16A" });
    expect(directive(docSearch, "connect-src")).toContain("https://bh4d9od16a-dsn.algolia.net");
    const analytics = contentSecurityPolicy({ ...BASE, analytics: true });
    expect(directive(analytics, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(analytics, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(contentSecurityPolicy({ ...BASE, stackBlitz: true }), "frame-src")).toEqual(["https://stackblitz.com"]);
  });
});

describe("the inline content the policy allows", () => {
  it("is derived from the pages' compiled facts: their style attributes' hashes, StackBlitz if any page embeds it", async () => {
    const code = await compileBody("code.md", "```js\nconst a = 1;\n```\n", "md");
    const embed = await compileBody("embed.mdx", '<StackBlitzPreview example="x" />\n', "mdx");
    const plain = await compileBody("plain.md", "Text.\n", "md");
    const inline = inlineContentOf([code, embed, plain, code]);
    expect(inline.styleAttributeHashes).toEqual([...new Set(code.styleAttributes.map(cspHash))].sort());
    expect(inline.styleAttributeHashes.length).toBeGreaterThan(0);
    expect(inline.stackBlitz).toBe(true);
    expect(inlineContentOf([plain])).toMatchObject({ styleAttributeHashes: [], stackBlitz: false });
  });

  it("allows every inline script the document template and the redirect pages write (never the page record, which is not run)", () => {
    const head = routeHead({ title: "t", description: "d" });
    const page = renderDocument(
      head,
      "<p>x</p>",
      { scripts: ["/a.js"], styles: [], preloads: [] },
      { record: { url: "/", title: "t", head, pager: {}, anchors: [], outline: 0, sidebar: false, contributors: [], related: [] } },
    );
    const allowed = inlineContentOf([]).scriptHashes;
    const pageScripts = executableInlineScripts(page);
    expect(pageScripts).toHaveLength(1);
    for (const script of pageScripts) expect(allowed).toContain(cspHash(script));
    expect(executableInlineScripts(redirectPage("/new/"))).toEqual([]);
    expect(allowed).toEqual([cspHash(HEAD_SCRIPT)]);
  });
});

/** Types of script elements that hold data, which browsers never run; any other inline script counts (strictly: an unknown type too). */
const DATA_SCRIPT_TYPES = new Set(["application/json", "application/ld+json"]);

/** The text of every inline script element of a document that is not a data block. */
type ParentNode = DefaultTreeAdapterMap["parentNode"];

function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const attributes = new Map(child.attrs.map((attribute) => [attribute.name, attribute.value]));
      const type = (attributes.get("type") ?? "").trim().toLowerCase();
      if (child.tagName === "script" && !attributes.has("src") && !DATA_SCRIPT_TYPES.has(type)) {
        scripts.push(child.childNodes.map((text) => ("value" in text ? text.value : "")).join(""));
      }
      visit(child);
    }
  };
  visit(parse(html));
  return scripts;
}

describe("the supporters' image hosts", () => {
  it("are the origins of every avatar in the generated supporter modules", async () => {
    const file = path.join(temp, "supporters.json");
    await writeFile(
      file,
      JSON.stringify({
        supporters: [{ avatar: "https://logos.example/a.png" }, { avatar: null }, { url: "https://not-an-image.example/" }],
        extra: { avatar: "https://cdn.example/b" },
      }),
    );
    expect(await supporterImageOrigins([file])).toEqual(["https://cdn.example", "https://logos.example"]);
  });
});

describe("the host configurations", () => {
  it("carry the same headers, policy included, for Netlify/Cloudflare, Vercel and npm start", async () => {
    const site = path.join(temp, "hosts", "site");
    await mkdir(site, { recursive: true });
    const inputs: PolicyInputs = { ...BASE, scriptHashes: ["sha256-AAA="], styleAttributeHashes: ["sha256-S="], analytics: true, stackBlitz: true };
    const rules = headerRules(inputs);
    await writeHostConfigs(site, path.dirname(site), [{ source: "/old/", destination: "/new/", line: 1 }], rules);

    // Netlify `_headers`: a path line, then indented "Name: value" lines.
    const netlify: Record<string, Record<string, string>> = {};
    let source = "";
    for (const line of readFileSync(path.join(site, "_headers"), "utf8").split("\n").filter(Boolean)) {
      if (!line.startsWith(" ")) netlify[(source = line)] = {};
      else netlify[source]![line.trim().slice(0, line.trim().indexOf(":"))] = line.slice(line.indexOf(":") + 1).trim();
    }
    const vercel = JSON.parse(readFileSync(path.join(site, "vercel.json"), "utf8")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const server = JSON.parse(readFileSync(path.join(path.dirname(site), "server.json"), "utf8")) as ServerConfig;

    const policy = contentSecurityPolicy(inputs);
    expect(netlify["/*"]!["Content-Security-Policy"]).toBe(policy);
    expect(vercel.headers.find((rule) => rule.source === "/(.*)")!.headers.find((header) => header.key === "Content-Security-Policy")!.value).toBe(
      policy,
    );
    expect(server.headerRules.find((rule) => rule.source === "/*")!.headers["Content-Security-Policy"]).toBe(policy);
    for (const rule of rules) {
      expect(netlify[rule.source], rule.source).toEqual(rule.headers);
      const vercelRule = vercel.headers.find((candidate) => candidate.source === rule.source.replace(/\*$/, "(.*)"));
      expect(Object.fromEntries(vercelRule!.headers.map((header) => [header.key, header.value])), rule.source).toEqual(rule.headers);
    }
    expect(server.headerRules).toEqual(rules);
    for (const file of ["/articles/*", "/favicon.svg", "/sitemap.xml", "/feed.xml", "/robots.txt"])
      expect(netlify[file], file).toEqual({ "Cache-Control": "no-cache" });
  });
});
