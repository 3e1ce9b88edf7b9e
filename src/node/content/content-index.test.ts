import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../paths.ts";
import type { DirectoryEntry, FileEntry, LoadedContent } from "./index-types.ts";
import { buildContentIndex } from "./content-index.ts";
import { loadSite } from "./load-site.ts";
import { menuAnchors } from "../../shared/menu-anchors.ts";
import { configurationReference } from "../reference/extension.ts";
import { SERVED } from "../site/served.ts";
import { buildSections } from "./navigation.ts";
import { buildPages } from "./page-records.ts";
import { urlOfContentPath } from "./urls.ts";

const FIXTURE = path.join(REPO_ROOT, "tests/fixtures/content");
let loaded: LoadedContent;

beforeAll(async () => {
  ({ loaded } = await loadSite({ contentDir: FIXTURE, repoRoot: REPO_ROOT, extensions: [configurationReference()], served: SERVED }));
});

const page = (url: string) => loaded.pages.get(url)!.entry;
const directory = (name: string) => loaded.root.children.find((child) => child.name === name) as DirectoryEntry;
const section = (name: string) => buildSections(loaded).find((candidate) => candidate.name === name)!;
const record = (url: string) => buildPages(loaded, buildSections(loaded)).get(url)!.record;

describe("URLs", () => {
  it("drops the extension and a trailing /index, and always ends with a slash", () => {
    expect(urlOfContentPath("api/cli.mdx")).toBe("/api/cli/");
    expect(urlOfContentPath("api/index.mdx")).toBe("/api/");
    expect(urlOfContentPath("index.mdx")).toBe("/");
    expect(urlOfContentPath("concepts/beta.md")).toBe("/concepts/beta/");
  });

  it("gives directories the URL of their index page", () => {
    expect(directory("concepts").url).toBe("/concepts/");
    expect(loaded.root.url).toBe("/");
  });
});

describe("index entries", () => {
  it("describe files with repo-relative paths, sizes, extension and front matter", () => {
    const alpha = page("/concepts/alpha/");
    expect(alpha).toMatchObject({
      path: "tests/fixtures/content/concepts/alpha.mdx",
      name: "alpha.mdx",
      extension: ".mdx",
      type: "file",
      title: "Alpha",
      sort: 1,
      contributors: ["octocat", "hubot"],
    });
    expect(alpha.size).toBeGreaterThan(100);
    expect(page("/concepts/beta/").extension).toBe(".md");
  });

  it("sums a directory's size from its children", () => {
    const concepts = directory("concepts");
    expect(concepts.type).toBe("directory");
    expect(concepts.size).toBe(concepts.children.reduce((sum, child) => sum + child.size, 0));
  });
});

describe("anchors", () => {
  it("lists level-2 and level-3 headings with GitHub ids; repeats get -1, inline code kept in the title", () => {
    expect(page("/concepts/alpha/").anchors).toEqual([
      { title: "output", id: "output", level: 2 },
      { title: "output.path", id: "outputpath", level: 3 },
      { title: "output.filename", id: "outputfilename", level: 3 },
      { title: "Repeated", id: "repeated", level: 2 },
      { title: "Repeated", id: "repeated-1", level: 2 },
      { title: "inline code title", id: "inline-code-title", level: 2 },
      { title: "Explicit", id: "custom-id", level: 2 },
    ]);
  });

  it("restarts the repeat counter on every page", () => {
    expect(page("/concepts/index/".replace("index/", "")).anchors).toEqual([{ title: "Overview", id: "overview", level: 2 }]);
  });

  it("come from the page's heading facts, which list every level with the heading's line in the file", () => {
    expect(loaded.pages.get("/concepts/alpha/")!.body.headings.map(({ text, id, level, line }) => ({ text, id, level, line }))).toEqual([
      { text: "output", id: "output", level: 2, line: 16 },
      { text: "output.path", id: "outputpath", level: 3, line: 20 },
      { text: "output.filename", id: "outputfilename", level: 3, line: 24 },
      { text: "Repeated", id: "repeated", level: 2, line: 28 },
      { text: "Repeated", id: "repeated-1", level: 2, line: 32 },
      { text: "inline code title", id: "inline-code-title", level: 2, line: 36 },
      { text: "Deep heading", id: "deep-heading", level: 4, line: 38 },
      { text: "Explicit", id: "custom-id", level: 2, line: 42 },
    ]);
  });

  it("nests level 3 under level 2 in the menu and drops the parent's prefix", () => {
    const [output, repeated] = menuAnchors(page("/concepts/alpha/").anchors);
    expect(output).toEqual([
      "output",
      "output",
      [
        ["outputpath", "path"],
        ["outputfilename", "filename"],
      ],
    ]);
    expect(repeated).toEqual(["repeated", "Repeated"]);
  });
});

describe("sorting and groups", () => {
  it("orders by sort, a page with sort before one without, then by title", () => {
    const titles = directory("concepts").children.map((child) => (child as FileEntry).title);
    expect(titles).toEqual(["Concepts", "Alpha", "Beta", "Gamma"]);
  });

  it("puts the index first, leaves the printable page out, and prints a group heading when the group changes", () => {
    expect(section("concepts").menu.map((item) => item.title)).toEqual(["Concepts", "Alpha", "Beta", "Gamma"]);
    const guides = section("guides").menu.map((item) => [item.title, item.groupHeading]);
    expect(guides).toEqual([
      ["Guides", undefined],
      ["Appendix", undefined],
      ["Tuning", "Advanced"],
      ["First Steps", "Basics"],
      ["Setup", undefined],
    ]);
  });
});

describe("blog posts", () => {
  it("take their date from the file name, a teaser from the first three text lines, and a reading time", () => {
    const first = page("/blog/2024-01-02-first-post/");
    expect(first.date).toBe("2024-01-02");
    expect(first.teaser).toBe('The first line of the post with <a href="/concepts/">a link</a>. The second line. The third line after a blank one....');
    expect(first.readingMinutes).toBe(1);
  });
});

describe("page records", () => {
  it("use the edit URL of the docs repository unless the page sets its own", () => {
    expect(record("/concepts/alpha/").links!.edit).toBe("https://github.com/webpack/webpack.js.org/edit/main/tests/fixtures/content/concepts/alpha.mdx");
    const thing = record("/plugins/thing-plugin/");
    expect(thing.links).toMatchObject({ edit: "https://github.com/example/thing-plugin/edit/main/README.md", repo: "https://github.com/example/thing-plugin" });
    expect(thing.thirdParty).toBe(true);
  });

  it("give each printable section a combined printable page, a document of its own decided once for the section", () => {
    expect(section("guides").printableUrl).toBe("/guides/printable/");
    expect(section("guides").pages["/guides/printable/"]).toEqual({ title: "Guides", document: true });
    expect(record("/guides/printable/")).toMatchObject({ sidebar: false, outline: 0, print: true, anchors: [] });
    expect(record("/guides/printable/").article).toBeUndefined();
    expect(record("/guides/printable/").search).toBeUndefined();
    expect(record("/guides/printable/").links).toBeUndefined();
    expect(record("/guides/setup/")).toMatchObject({ sidebar: true, article: "guides/setup", search: { section: "Guides", secondary: false } });
    expect(section("blog").printableUrl).toBeUndefined();
  });
});

describe("printable HTML", () => {
  const pagesOf = (prefix: string) => [...loaded.pages.values()].filter((candidate) => candidate.entry.url.startsWith(prefix));

  it("is compiled for every page of a printable section, none of a section whose index says `printable: false`", () => {
    const printable = [...loaded.sectionSettings].filter(([, settings]) => settings.printable).map(([name]) => name);
    expect(printable).toEqual(["concepts", "guides", "plugins", "recipes"]);
    expect(pagesOf("/guides/").length).toBeGreaterThan(3);
    for (const guide of pagesOf("/guides/")) expect(guide.body.printableHtml, guide.entry.path).toBeDefined();
    // The blog's index says `printable: false`.
    expect(pagesOf("/blog/").length).toBe(3);
    for (const post of pagesOf("/blog/")) expect(post.body.printableHtml, post.entry.path).toBeUndefined();
    // Pages outside any section are never printed.
    expect(loaded.pages.get("/comparison/")!.body.printableHtml).toBeUndefined();
  });

  it("a content file cannot take a printable section's printable URL", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "printable-clash-"));
    try {
      await mkdir(path.join(dir, "notes"));
      await writeFile(path.join(dir, "notes", "index.mdx"), "---\ntitle: Notes\n---\n\nAbout notes.\n");
      await writeFile(path.join(dir, "notes", "printable.mdx"), "---\ntitle: Notes Printable\n---\n\nBy hand.\n");
      await expect(buildContentIndex({ contentDir: dir, repoRoot: dir })).rejects.toThrow(
        "notes/printable.mdx:1: /notes/printable/ is the URL of the section's combined printable page: rename the file, or set `printable: false` in the section's index",
      );
      // Without a printable page, the file is a page of its own; named printable, it stays out of the menu.
      await writeFile(path.join(dir, "notes", "index.mdx"), "---\ntitle: Notes\nprintable: false\n---\n\nAbout notes.\n");
      await writeFile(path.join(dir, "notes", "print-guide.mdx"), "---\ntitle: Printable Guide\n---\n\nOn paper.\n");
      await writeFile(path.join(dir, "notes", "paper.mdx"), "---\ntitle: Paper\n---\n\nMore.\n");
      const notes = buildSections(await buildContentIndex({ contentDir: dir, repoRoot: dir })).find((candidate) => candidate.name === "notes")!;
      expect(notes.menu.map((item) => item.title)).toEqual(["Notes", "Paper"]);
      expect(Object.keys(notes.pages).sort()).toEqual(["/notes/", "/notes/paper/", "/notes/print-guide/", "/notes/printable/"]);
      expect(notes.printableUrl).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("generated pages (content extensions)", () => {
  it("are loaded like files: URL from their place, front matter, compiled body, sorted among their siblings", async () => {
    const withGenerated = await buildContentIndex({
      contentDir: FIXTURE,
      repoRoot: REPO_ROOT,
      extensions: [
        {
          name: "test",
          extend: (content) => {
            // The extension sees the loaded files and may change their compiled HTML.
            const alpha = content.pages.get("/concepts/alpha/")!;
            alpha.body = { ...alpha.body, html: `${alpha.body.html}<p>added</p>` };
            return Promise.resolve({
              pages: [
                { relativePath: "concepts/made/listing.md", source: "---\ntitle: Made\ngroup: Generated\n---\n\n## One\n\n## Two\n", hideAnchors: true },
                { relativePath: "concepts/aardvark.md", source: "---\ntitle: Aardvark\nsort: 0\n---\n\n## Hello\n" },
              ],
            });
          },
        },
      ],
    });
    const made = withGenerated.pages.get("/concepts/made/listing/")!;
    expect(made.entry).toMatchObject({ title: "Made", group: "Generated", path: "tests/fixtures/content/concepts/made/listing.md", anchors: [] });
    expect(made.body.ids).toEqual(["one", "two"]);
    expect(withGenerated.pages.get("/concepts/aardvark/")!.entry.anchors).toEqual([{ title: "Hello", id: "hello", level: 2 }]);
    expect(withGenerated.pages.get("/concepts/alpha/")!.body.html).toContain("<p>added</p>");
    const menu = buildSections(withGenerated).find((candidate) => candidate.name === "concepts")!.menu;
    expect(menu.map((item) => item.title)).toEqual(["Concepts", "Aardvark", "Alpha", "Beta", "Gamma", "Made"]);
    expect(menu.at(-1)).toMatchObject({ groupHeading: "Generated", hasAnchors: false });
  });

  it("a generated page with a bad front matter is a content error naming it", async () => {
    await expect(
      buildContentIndex({
        contentDir: FIXTURE,
        repoRoot: REPO_ROOT,
        extensions: [{ name: "test", extend: () => Promise.resolve({ pages: [{ relativePath: "concepts/bad.md", source: "---\nsort: 1\n---\n\nx\n" }] }) }],
      }),
    ).rejects.toThrow("tests/fixtures/content/concepts/bad.md:");
  });
});

describe("content warnings", () => {
  it("report the compiler's warnings with the file's own line (front matter included), without stopping the load", () => {
    const messages = loaded.warnings.map((warning) => warning.message);
    expect(messages).toContain("tests/fixtures/content/concepts/alpha.mdx:38: heading level skips from h2 to h4: use ### here, or add the missing level above");
    expect(messages).toContain(
      "tests/fixtures/content/blog/2024-01-02-first-post.mdx:6: a `#` heading in the body: the front matter's title is the page's h1; start sections at `##`",
    );
  });
});

describe("sections say what they are in their index page's front matter", () => {
  const folder = async (files: Record<string, string>) => {
    const dir = await mkdtemp(path.join(tmpdir(), "section-settings-"));
    for (const [name, source] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), source);
    }
    return dir;
  };

  it("`blog: true` makes any folder a blog, and a folder named blog without it is not one", async () => {
    const dir = await folder({
      "news/index.mdx": "---\ntitle: News\nblog: true\nsectionTitle: Team News\n---\n\nWhat the team says.\n",
      "news/2024-01-05-older.mdx": "---\ntitle: Older\n---\n\nThe older post's first line.\n",
      "news/2024-03-01-newer.mdx": "---\ntitle: Newer\n---\n\nThe newer post's first line.\n",
      "blog/index.mdx": "---\ntitle: Blog\n---\n\nNot a blog.\n",
      "blog/2024-02-01-post.mdx": "---\ntitle: Post\n---\n\nA page.\n",
    });
    try {
      const content = await buildContentIndex({ contentDir: dir, repoRoot: dir });
      const sections = buildSections(content);
      const pages = buildPages(content, sections);
      const news = sections.find((candidate) => candidate.name === "news")!;
      expect(news.title).toBe("Team News");
      expect(pages.get("/news/")!.record.posts!.map((post) => [post.title, post.date])).toEqual([
        ["Newer", "2024-03-01"],
        ["Older", "2024-01-05"],
      ]);
      expect(pages.get("/news/")!.record.posts![0]!.teaser).toContain("The newer post's first line.");
      const blog = sections.find((candidate) => candidate.name === "blog")!;
      expect(blog.title).toBe("Blog");
      expect(pages.get("/blog/")!.record.posts).toBeUndefined();
      expect(content.pages.get("/blog/2024-02-01-post/")!.entry.date).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
