import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { expect, test } from "../support.ts";

/**
 * The Content-Security-Policy the server sends must let every page kind work
 * as it is: any script, style, image, connection or frame the policy refuses
 * fails these tests (the browser's `securitypolicyviolation` events and its
 * console reports are both collected).
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

async function watchPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push(`${event.effectiveDirective} refused ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  // StackBlitz is not reachable from the test machine: a stand-in page answers for it.
  await page.route(/^https:\/\/stackblitz\.com\//, (route) =>
    route.fulfill({ body: "<!doctype html><p>StackBlitz stand-in</p>", contentType: "text/html" }),
  );
  return reports;
}

async function violations(page: Page, reports: string[]): Promise<string[]> {
  return [...(await page.evaluate(() => window.cspViolations)), ...reports];
}

const PAGE_KINDS: Record<string, string> = {
  landing: "/",
  docs: "/concepts/",
  "options reference": "/configuration/reference/",
  printable: "/concepts/printable/",
  vote: "/vote/",
  "app shell": "/app-shell/",
  "not found": "/does/not/exist/",
};

for (const [kind, url] of Object.entries(PAGE_KINDS)) {
  test(`the ${kind} page carries the security headers and breaks none of their rules`, async ({ page }) => {
    const reports = await watchPolicy(page);
    const response = await page.goto(url);
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(headers["content-security-policy"]).not.toContain("'unsafe-inline'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("geolocation=()");
    await page.waitForLoadState("networkidle");
    // The head script ran (it marks that scripts run) and the app started.
    await expect(page.locator("header.header")).toBeVisible();
    expect(await violations(page, reports)).toEqual([]);
  });
}

test("the landing page's sponsor lists and avatars load within the policy", async ({ page }) => {
  const reports = await watchPolicy(page);
  // The view by total: the real snapshot's last year has no monthly donors, so the monthly view (a third of visits
  // start there, at random) would show no logo at all.
  await page.addInitScript(() => (Math.random = () => 0.9));
  await page.goto("/");
  // The lists load when the app sees them come into view (page.goto waits for the app: tests/e2e/support.ts).
  await page.locator("#support").scrollIntoViewIfNeeded();
  await expect(page.locator("a.support-logo").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await violations(page, reports)).toEqual([]);
});

test("search opens and shows a result (Pagefind's engine and index) within the policy", async ({ page }) => {
  const reports = await watchPolicy(page);
  await page.goto("/concepts/");
  await page.getByRole("combobox", { name: "Search the documentation" }).fill("loaders");
  const results = page.getByRole("listbox", { name: "Search results" }).getByRole("option");
  await expect(results.first()).toBeVisible();
  await results.first().click();
  await page.waitForLoadState("networkidle");
  expect(await violations(page, reports)).toEqual([]);
});

test("a page reached by client navigation, with highlighted code and a StackBlitz embed, stays within the policy", async ({ page }) => {
  const reports = await watchPolicy(page);
  await page.goto("/guides/");
  await page.locator(".sidebar").getByRole("link", { name: "Getting Started", exact: true }).click();
  await expect(page.locator("h1")).toHaveText("Getting Started");
  await expect(page.locator("pre.shiki").first()).toBeVisible();
  await page.getByRole("button", { name: "Run it here" }).first().click();
  // The stand-in page shows inside the frame: frame-src let it in.
  await expect(page.frameLocator("iframe.stackblitz__frame").locator("p")).toHaveText("StackBlitz stand-in");
  expect(await violations(page, reports)).toEqual([]);
});

/** Types of script elements that hold data, which browsers never run; any other inline script counts (an unknown type too). */
const DATA_SCRIPT_TYPES = new Set(["application/json", "application/ld+json"]);

interface InlineFound {
  /** Text → the first file that has it. */
  scripts: Map<string, string>;
  styleElements: Map<string, string>;
  styleAttributes: Map<string, string>;
  stackBlitz: string[];
}

/** Everything a browser would run or apply inline in one document, read as the browser reads it (parse5: the HTML standard's parser). */
function collectInline(html: string, file: string, found: InlineFound): void {
  const note = (map: Map<string, string>, text: string) => map.has(text) || map.set(text, file);
  const visit = (node: DefaultTreeAdapterMap["parentNode"]) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const attributes = new Map(child.attrs.map((attribute) => [attribute.name, attribute.value]));
      const text = () => child.childNodes.map((textNode) => ("value" in textNode ? textNode.value : "")).join("");
      if (attributes.has("style")) note(found.styleAttributes, attributes.get("style")!);
      if (attributes.has("data-stackblitz")) found.stackBlitz.push(file);
      if (child.tagName === "style") note(found.styleElements, text());
      const type = (attributes.get("type") ?? "").trim().toLowerCase();
      if (child.tagName === "script" && !attributes.has("src") && !DATA_SCRIPT_TYPES.has(type)) note(found.scripts, text());
      visit(child.tagName === "template" && "content" in child ? child.content : child);
    }
  };
  visit(parse(html));
}

/** The policy's source for a text: its SHA-256, base64, quoted. */
const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const sources = (policy: string, directive: string) =>
  policy
    .split(";")
    .map((entry) => entry.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

test("every inline script, style element and style attribute of every built HTML file is allowed by the policy's hashes", async ({ request }) => {
  // Parsing every page whole is slow (seconds for the whole site): that is why the build takes these from where they are made.
  test.setTimeout(180_000);
  const dist = path.resolve("dist");
  const found: InlineFound = { scripts: new Map(), styleElements: new Map(), styleAttributes: new Map(), stackBlitz: [] };
  let files = 0;
  for (const entry of await readdir(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    collectInline(await readFile(file, "utf8"), path.relative(dist, file), found);
    files++;
  }
  // Pages, printable pages, the app shell, the 404 page and the redirect pages; code blocks bring style attributes.
  expect(files).toBeGreaterThan(170);
  expect(found.scripts.size).toBeGreaterThan(0);
  expect(found.styleAttributes.size).toBeGreaterThan(0);

  const policy = (await request.get("/")).headers()["content-security-policy"]!;
  const headersFile = await readFile(path.join(dist, "_headers"), "utf8");
  expect(headersFile).toContain(`Content-Security-Policy: ${policy}\n`);
  const allowedScripts = sources(policy, "script-src");
  const allowedStyles = sources(policy, "style-src");
  const refused = (texts: Map<string, string>, allowed: string[]) =>
    [...texts].filter(([text]) => !allowed.includes(hashSource(text))).map(([text, file]) => `${file}: ${text.slice(0, 80)}`);
  expect(refused(found.scripts, allowedScripts), "inline scripts the policy refuses").toEqual([]);
  expect(refused(found.styleElements, allowedStyles), "<style> elements the policy refuses").toEqual([]);
  expect(refused(found.styleAttributes, allowedStyles), "style attributes the policy refuses").toEqual([]);
  // A hash allows a style attribute only with 'unsafe-hashes'.
  expect(allowedStyles).toContain("'unsafe-hashes'");
  // And the policy allows nothing the pages do not have: the build's list is exactly what its HTML holds.
  const present = new Set([...found.scripts.keys(), ...found.styleElements.keys(), ...found.styleAttributes.keys()].map(hashSource));
  expect([...allowedScripts, ...allowedStyles].filter((source) => source.startsWith("'sha256-") && !present.has(source))).toEqual([]);
  if (found.stackBlitz.length) expect(sources(policy, "frame-src")).toContain("https://stackblitz.com");
});
