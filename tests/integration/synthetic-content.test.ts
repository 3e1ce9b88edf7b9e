import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import webpack from "webpack";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG_TITLE, collectCodeBlocks, evaluateConfig, syntaxErrors } from "./helpers/code-blocks.ts";
import type { LoadedContent } from "../../src/node/content/index-types.ts";
import { loadSite, type Site } from "../../src/node/content/load-site.ts";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { SERVED } from "../../src/node/site/served.ts";
import { writeSyntheticContent } from "../../src/node/bench/synthetic-content.ts";

let root: string;
let loaded: LoadedContent;
let site: Site;
const PAGES = 240;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "synthetic-content-test-"));
  await writeSyntheticContent({ dir: path.join(root, "a"), pages: PAGES, seed: 7 });
  site = await loadSite({ contentDir: path.join(root, "a"), repoRoot: REPO_ROOT, served: SERVED, strict: false });
  loaded = site.loaded;
}, 120_000);

afterAll(() => rm(root, { recursive: true, force: true }));

const filesOf = async (dir: string) => (await readdir(dir, { recursive: true })).filter((name) => /\.mdx?$/.test(name)).sort();

describe("synthetic content for the scale benchmark", () => {
  it("is the same for the same seed and differs for another", async () => {
    await writeSyntheticContent({ dir: path.join(root, "b"), pages: PAGES, seed: 7 });
    await writeSyntheticContent({ dir: path.join(root, "c"), pages: PAGES, seed: 8 });
    const files = await filesOf(path.join(root, "a"));
    expect(await filesOf(path.join(root, "b"))).toEqual(files);
    const page = files.find((file) => file.startsWith("guides/") && !file.endsWith("index.mdx"))!;
    expect(await readFile(path.join(root, "b", page), "utf8")).toBe(await readFile(path.join(root, "a", page), "utf8"));
    expect(await filesOf(path.join(root, "c"))).not.toEqual(files);
  });

  it("has the requested number of pages, in sections with an index page, of realistic size", () => {
    expect(loaded.pages.size).toBe(PAGES);
    const sections = loaded.root.children.filter((child) => child.type === "directory");
    expect(sections.map((section) => section.name)).toEqual(expect.arrayContaining(["concepts", "guides", "blog"]));
    for (const section of sections) expect(loaded.pages.has(section.url)).toBe(true);
    const sizes = [...loaded.pages.values()].filter((page) => page.entry.anchors.length).map((page) => page.entry.size);
    const average = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
    expect(average).toBeGreaterThan(4000);
    expect(average).toBeLessThan(20000);
  });

  it("has headings, MDX badges, code blocks in several languages and links to other pages' anchors", async () => {
    const pages = [...loaded.pages.values()];
    expect(pages.some((page) => page.entry.extension === ".mdx" && page.body.html.includes('class="badge"'))).toBe(true);
    expect(pages.some((page) => page.entry.anchors.some((anchor) => anchor.level === 3))).toBe(true);
    const crossPageAnchors = pages.flatMap((page) => page.body.links.filter((link) => link.path && link.path !== page.entry.url && link.hash));
    expect(crossPageAnchors.length).toBeGreaterThan(PAGES);
    const languages = new Set((await collectCodeBlocks(path.join(root, "a"), REPO_ROOT)).map((block) => block.lang));
    expect([...languages].sort()).toEqual(["bash", "css", "diff", "html", "js", "json", "ts"]);
  });

  it("passes the link check", () => {
    expect(site.problems.map(String)).toEqual([]);
  });

  it("passes the content checks: code parses, configuration examples validate", async () => {
    const blocks = await collectCodeBlocks(path.join(root, "a"), REPO_ROOT);
    expect(blocks.flatMap((block) => syntaxErrors(block))).toEqual([]);
    const configs = blocks.filter((block) => block.title && CONFIG_TITLE.test(block.title));
    expect(configs.length).toBeGreaterThan(0);
    for (const block of configs.slice(0, 20)) webpack.validate((await evaluateConfig(block)) as webpack.Configuration);
  });
});
