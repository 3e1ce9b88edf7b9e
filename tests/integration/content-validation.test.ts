import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentErrors } from "../../src/node/errors.ts";
import { loadSite, type Served } from "../../src/node/content/load-site.ts";

let folder: string;

async function contentWith(files: Record<string, string>): Promise<string> {
  folder = await mkdtemp(path.join(os.tmpdir(), "content-"));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), text);
  }
  return folder;
}

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Loads a content folder and returns the error lines (`file:line: message`). */
async function errorsOf(files: Record<string, string>, served: Partial<Served> = {}): Promise<string[]> {
  const dir = await contentWith(files);
  try {
    await loadSite({ contentDir: dir, repoRoot: dir, served: { routes: ["/"], files: ["/feed.xml"], ...served } });
    return [];
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors.map((item) => item.message);
    throw error;
  }
}

describe("content errors name the file and line", () => {
  it("malformed YAML", async () => {
    const errors = await errorsOf({ "a.mdx": "---\ntitle: A\nsort: [1\n---\n\nBody\n" });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^a\.mdx:\d: malformed YAML/);
  });

  it("a missing title", async () => {
    expect(await errorsOf({ "a.mdx": "---\nsort: 1\n---\n\nBody\n" })).toEqual(["a.mdx:1: `title` is required and must be a string"]);
  });

  it("a title that is not a string", async () => {
    expect(await errorsOf({ "a.mdx": "---\nsort: 1\ntitle: [x]\n---\n" })).toEqual(["a.mdx:3: `title` is required and must be a string"]);
  });

  it("a sort that is not a number", async () => {
    expect(await errorsOf({ "a.mdx": "---\ntitle: A\nsort: first\n---\n" })).toEqual(["a.mdx:3: `sort` must be a number"]);
  });

  it("a section setting that is not true or false, or a section title that is not a string", async () => {
    expect(await errorsOf({ "news/index.mdx": "---\ntitle: News\nblog: yes\n---\n" })).toEqual(["news/index.mdx:3: `blog` must be true or false"]);
    expect(await errorsOf({ "news/index.mdx": "---\ntitle: News\nsectionTitle: [x]\n---\n" })).toEqual([
      "news/index.mdx:3: `sectionTitle` must be a string",
    ]);
  });

  it("a related entry without url", async () => {
    const errors = await errorsOf({ "a.mdx": "---\ntitle: A\nrelated:\n  - title: B\n---\n" });
    expect(errors).toEqual(["a.mdx:4: each `related` entry needs a `url`"]);
  });

  it("no front matter at all", async () => {
    expect(await errorsOf({ "a.md": "# Just text\n" })).toEqual([
      "a.md:1: missing front matter: the file must start with a `---` line and a `title`",
    ]);
  });

  it("two files with the same URL", async () => {
    const errors = await errorsOf({ "x/index.mdx": "---\ntitle: X\n---\n", "x.mdx": "---\ntitle: X2\n---\n" });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/duplicate URL \/x\//);
  });

  it("an unknown MDX component", async () => {
    expect(await errorsOf({ "a.mdx": "---\ntitle: A\n---\n\nText\n\n<Fancy />\n" })).toEqual([
      "a.mdx:7: unknown component <Fancy>: the site provides <Badge>, <StackBlitzPreview>, <ConfigCheck>, <WebpackMessage>",
    ]);
  });

  it("broken MDX syntax", async () => {
    const errors = await errorsOf({ "a.mdx": "---\ntitle: A\n---\n\n<div>\n\nUnclosed\n" });
    expect(errors[0]).toMatch(/^a\.mdx:5: /);
  });

  it("a link to a page that does not exist", async () => {
    const errors = await errorsOf({ "index.mdx": "---\ntitle: Home\n---\n\nSee [x](/nowhere).\n" });
    expect(errors).toEqual(["index.mdx:5: link to /nowhere/: no page has this URL"]);
  });

  it("a link to an anchor that does not exist, on another page or the same one", async () => {
    const errors = await errorsOf({
      "index.mdx": "---\ntitle: Home\n---\n\nSee [b](/b/#nope) and [b](/b#real).\n\nAnd [here](#missing).\n",
      "b.mdx": "---\ntitle: B\n---\n\n## Real\n",
    });
    expect(errors).toEqual([
      "index.mdx:5: link to #nope: /b/ has no heading or element with this id",
      "index.mdx:7: link to #missing: this page has no heading or element with this id",
    ]);
  });

  it("a link to a file: valid when the build writes it or the public folder has it (the dev server checks the same)", async () => {
    const files = { "index.mdx": "---\ntitle: Home\n---\n\nSee [feed](/feed.xml), [logo](/images/logo.png) and [gone](/images/gone.png).\n" };
    const publicDir = await mkdtemp(path.join(os.tmpdir(), "public-"));
    try {
      await mkdir(path.join(publicDir, "images"));
      await writeFile(path.join(publicDir, "images/logo.png"), "");
      expect(await errorsOf(files, { publicDir })).toEqual(["index.mdx:5: link to /images/gone.png: no such file is served by the site"]);
      expect(await errorsOf(files)).toHaveLength(2);
    } finally {
      await rm(publicDir, { recursive: true, force: true });
    }
  });

  it("reports every error of the folder at once", async () => {
    const errors = await errorsOf({ "a.mdx": "---\nsort: 1\n---\n", "b.mdx": "---\ntitle: B\nsort: x\n---\n" });
    expect(errors).toHaveLength(2);
  });
});

describe("a failed build", () => {
  it("stops before writing anything and leaves the previous output untouched", async () => {
    const { buildSite } = await import("../../src/node/site/build-site.ts");
    const dir = await contentWith({ "index.mdx": "---\ntitle: Home\nsort: soon\n---\n" });
    const outDir = path.join(dir, "..", `${path.basename(dir)}-out`);
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, "index.html"), "previous build");
    await expect(buildSite({ contentDir: dir, outDir })).rejects.toThrow(/index\.mdx:3: `sort` must be a number/);
    const { readFile } = await import("node:fs/promises");
    expect(await readFile(path.join(outDir, "index.html"), "utf8")).toBe("previous build");
    await rm(outDir, { recursive: true, force: true });
  });

  it("stops, naming the rule, when an old URL redirects to a page that does not exist", async () => {
    const { buildSite } = await import("../../src/node/site/build-site.ts");
    const dir = await contentWith({
      "index.mdx": "---\ntitle: Home\n---\n",
      "redirects.json": '{\n  "/old-home/": "/",\n  "/old-guide/": "/guides/gone/"\n}\n',
    });
    const outDir = path.join(dir, "..", `${path.basename(dir)}-out`);
    await expect(buildSite({ contentDir: dir, outDir })).rejects.toThrow(
      /redirects\.json:3: redirect "\/old-guide\/" → "\/guides\/gone\/": no page has the URL \/guides\/gone\//,
    );
    await rm(outDir, { recursive: true, force: true });
  });
});
