import { execFileSync } from "node:child_process";
import { cp, mkdtemp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headTags } from "../../shared/head-tags.ts";
import type { RouteHead, SectionData } from "../../shared/types.ts";
import { REPO_ROOT } from "../paths.ts";
import { writeGeneratedModules } from "../site/generated-modules.ts";
import { writeArticleFiles } from "../site/article-files.ts";
import { readArticleFile } from "../../../tests/integration/helpers/article-file.ts";
import type { LoadedContent } from "./index-types.ts";
import { buildContentIndex } from "./content-index.ts";
import { buildSections } from "./navigation.ts";
import { loadSite } from "./load-site.ts";
import { buildPages, type SitePage } from "./page-records.ts";
import { APP_ROUTE_HEADS, siteInfo } from "./route-data.ts";
import { SERVED } from "../site/served.ts";

const FIXTURE = path.join(REPO_ROOT, "tests/fixtures/content");
let loaded: LoadedContent;
let sections: SectionData[];
let pages: Map<string, SitePage>;

beforeAll(async () => {
  loaded = await buildContentIndex({ contentDir: FIXTURE, repoRoot: REPO_ROOT });
  sections = buildSections(loaded);
  pages = buildPages(loaded, sections);
});

const route = (url: string) => pages.get(url)!.record;
/** A head's tags as `name → value`, the way a reader of the HTML sees them. */
const tagsOf = (head: RouteHead) =>
  Object.fromEntries(
    headTags(head).map(({ attributes }) => [attributes.name ?? attributes.property ?? attributes.rel!, attributes.content ?? attributes.href!]),
  );

describe("route heads", () => {
  it("give a page its title with the site suffix, its canonical URL and Open Graph tags, and the default description", () => {
    const head = route("/concepts/alpha/").head;
    expect(head.title).toBe("Alpha | webpack");
    expect(tagsOf(head)).toEqual({
      description: expect.stringMatching(/^webpack is a module bundler\./),
      canonical: "https://webpack.js.org/concepts/alpha/",
      "og:title": "Alpha | webpack",
      "og:description": expect.stringMatching(/^webpack is a module bundler\./),
      "og:url": "https://webpack.js.org/concepts/alpha/",
    });
  });

  it("use the page's own description, and the home page's own title", () => {
    expect(tagsOf(route("/concepts/").head).description).toBe("The fixture concepts overview.");
    expect(route("/").head.title).toBe("Fixture Site");
  });

  it("give every printable page the shared printable title and keep it out of search engines", () => {
    const head = route("/concepts/printable/").head;
    expect(head.title).toBe("Combined printable page | webpack");
    expect(tagsOf(head).robots).toBe("noindex, nofollow");
    expect(route("/concepts/printable/").pager).toEqual({});
  });

  it("cover the app's own routes: Page Not Found has no canonical URL and is not indexed", () => {
    expect(APP_ROUTE_HEADS.notFound.title).toBe("Page Not Found | webpack");
    expect(tagsOf(APP_ROUTE_HEADS.notFound)).toMatchObject({ robots: "noindex, nofollow" });
    expect(tagsOf(APP_ROUTE_HEADS.notFound).canonical).toBeUndefined();
    expect(tagsOf(APP_ROUTE_HEADS.vote).canonical).toBe("https://webpack.js.org/vote/");
  });
});

describe("pager", () => {
  it("links each page to its neighbours in the section's menu order", () => {
    expect(route("/concepts/").pager).toEqual({ next: { title: "Alpha", url: "/concepts/alpha/" } });
    expect(route("/concepts/alpha/").pager.previous).toEqual({ title: "Concepts", url: "/concepts/" });
    expect(route("/concepts/gamma/").pager.next).toBeUndefined();
    // Menu order, not file order: Tuning (group Advanced) comes before First Steps.
    expect(route("/guides/tuning/").pager).toEqual({
      previous: { title: "Appendix", url: "/guides/appendix/" },
      next: { title: "First Steps", url: "/guides/first-steps/" },
    });
  });

  it("is not shown on the blog index, which lists the posts newest first", () => {
    expect(route("/blog/").pager).toEqual({});
    expect(route("/blog/").posts!.map((post) => post.title)).toEqual(["Second Post", "First Post"]);
  });
});

describe("sections come from the content folders", () => {
  it("list every top-level folder, with the index page's front matter deciding documentation and printable", () => {
    expect(siteInfo(sections).sections).toEqual([
      { name: "blog", title: "Blog", documentation: false },
      { name: "concepts", title: "Concepts", documentation: true },
      { name: "guides", title: "Guides", documentation: true },
      { name: "plugins", title: "Plugins", documentation: true },
      { name: "recipes", title: "Recipes", documentation: true },
    ]);
    const recipes = sections.find((section) => section.name === "recipes")!;
    expect(recipes.printableUrl).toBe("/recipes/printable/");
    expect(sections.find((section) => section.name === "blog")!.printableUrl).toBeUndefined();
  });

  it("turn a new folder into a routed section with no other change", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "routes-content-"));
    try {
      await writeFile(path.join(dir, "index.mdx"), "---\ntitle: Home\n---\n\nHello.\n");
      await mkdir(path.join(dir, "foo"));
      await writeFile(path.join(dir, "foo", "index.mdx"), "---\ntitle: Foo\nprintable: false\n---\n\nAbout foo.\n");
      await writeFile(path.join(dir, "foo", "bar.mdx"), "---\ntitle: Bar\n---\n\n## Baz\n\nText.\n");
      const content = await buildContentIndex({ contentDir: dir, repoRoot: REPO_ROOT });
      const foo = buildSections(content).find((section) => section.name === "foo")!;
      expect(foo.menu.map((item) => item.url)).toEqual(["/foo/", "/foo/bar/"]);
      expect(foo.printableUrl).toBeUndefined();
      expect(foo.documentation).toBe(true);
      expect(buildPages(content, [foo]).get("/foo/bar/")!.record.head.title).toBe("Bar | webpack");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("fragment redirects", () => {
  it("travel in the record of the page they apply on, and only there", () => {
    const withMoved = buildPages(loaded, sections, { fragmentRedirects: [{ path: "/concepts/beta/", hashPrefix: "#output", destination: "/concepts/alpha/" }] });
    expect(withMoved.get("/concepts/beta/")!.record.movedFragments).toEqual([{ hashPrefix: "#output", destination: "/concepts/alpha/" }]);
    expect(withMoved.get("/concepts/alpha/")!.record.movedFragments).toBeUndefined();
    expect(JSON.stringify(sections)).not.toContain("#output");
  });
});

describe("records", () => {
  it("carry a page's anchors nested for the sidebar, and what its outline lists", () => {
    expect(route("/concepts/alpha/").anchors[0]).toEqual([
      "output",
      "output",
      [
        ["outputpath", "path"],
        ["outputfilename", "filename"],
      ],
    ]);
    expect(route("/concepts/alpha/").outline).toBe(3);
    // One heading is nothing to find your way in.
    expect(route("/concepts/gamma/").anchors.length).toBeLessThan(2);
    expect(route("/concepts/gamma/").outline).toBe(0);
  });
});

describe("generated modules and article files", () => {
  let generatedDir: string;
  afterAll(() => rm(generatedDir, { recursive: true, force: true }));

  it("name each section's pages' article files but its printable page's, and write each page's record and HTML as a JSON file", async () => {
    generatedDir = await mkdtemp(path.join(tmpdir(), "routes-generated-"));
    const siteDir = path.join(generatedDir, "site");
    await writeGeneratedModules(generatedDir, sections);
    await writeArticleFiles(siteDir, pages);
    const concepts = (await import(pathToFileURL(path.join(generatedDir, "sections", "concepts.js")).href)) as { data: SectionData };
    expect(Object.entries(concepts.data.pages).map(([url, page]) => [url, page.article])).toEqual([
      ["/concepts/", "concepts/index"],
      ["/concepts/alpha/", "concepts/alpha"],
      ["/concepts/beta/", "concepts/beta"],
      ["/concepts/gamma/", "concepts/gamma"],
      ["/concepts/printable/", undefined],
    ]);
    expect(concepts.data.pages["/concepts/printable/"]!.document).toBe(true);
    // Descriptions travel in the records, not in the section's chunk.
    expect(JSON.stringify(concepts.data)).not.toContain("The fixture concepts overview.");
    expect(await readdir(path.join(siteDir, "articles", "concepts"))).toEqual(expect.arrayContaining(["alpha.json", "index.json"]));
    expect(await readdir(path.join(siteDir, "articles", "concepts"))).not.toContain("printable.json");

    // Read as the browser reads it: the page's record, whole, and its HTML.
    const overview = await readArticleFile(siteDir, "concepts/index");
    expect(overview.html).toBe(pages.get("/concepts/")!.html());
    expect(overview.record).toEqual(pages.get("/concepts/")!.record);
    expect(overview.record.head.description).toBe("The fixture concepts overview.");
    expect(overview.record.pager.next?.url).toBe("/concepts/alpha/");
    // A page's breadcrumbs travel in its record too.
    expect((await readArticleFile(siteDir, "concepts/alpha")).record.breadcrumbs).toEqual(pages.get("/concepts/alpha/")!.record.breadcrumbs);
    expect(pages.get("/concepts/alpha/")!.record.breadcrumbs).toHaveLength(2);
    const site = JSON.parse(await readFile(path.join(generatedDir, "site.json"), "utf8")) as ReturnType<typeof siteInfo>;
    expect(site.sections.map((section) => section.name)).toContain("recipes");
  });
});

describe("where a page is, and when it last changed", () => {
  it("breadcrumbs: the section, linked to its index, the sidebar group, the page; none on an index or a top-level page", () => {
    expect(route("/guides/tuning/").breadcrumbs).toEqual([
      { title: "Guides", url: "/guides/" },
      { title: "Advanced" },
      { title: "Tuning", url: "/guides/tuning/" },
    ]);
    expect(route("/concepts/alpha/").breadcrumbs).toEqual([
      { title: "Concepts", url: "/concepts/" },
      { title: "Alpha", url: "/concepts/alpha/" },
    ]);
    expect(route("/concepts/").breadcrumbs).toBeUndefined();
    expect(route("/comparison/").breadcrumbs).toBeUndefined();
    expect(route("/concepts/printable/").breadcrumbs).toBeUndefined();
  });

  it("the load gives each page its group and the date of the last commit that changed its file; a copy without history has none", async () => {
    const inRepository = await loadSite({ contentDir: FIXTURE, repoRoot: REPO_ROOT, served: SERVED });
    const tuning = inRepository.pages.get("/guides/tuning/")!.record;
    expect(tuning.breadcrumbs?.map((crumb) => crumb.title)).toEqual(["Guides", "Advanced", "Tuning"]);
    const committed = execFileSync("git", ["log", "-1", "--format=%cI", "--", "tests/fixtures/content/guides/tuning.mdx"], { cwd: REPO_ROOT, encoding: "utf8" }).trim();
    expect(tuning.lastUpdated).toBe(new Date(committed).toISOString().slice(0, 10));
    expect(tuning.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const copy = await mkdtemp(path.join(tmpdir(), "no-history-"));
    try {
      await cp(FIXTURE, copy, { recursive: true });
      const archived = await loadSite({ contentDir: copy, repoRoot: REPO_ROOT, served: SERVED });
      expect([...archived.pages.values()].filter((page) => page.record.lastUpdated)).toEqual([]);
      expect(archived.pages.get("/guides/tuning/")!.record.breadcrumbs).toEqual(tuning.breadcrumbs);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
