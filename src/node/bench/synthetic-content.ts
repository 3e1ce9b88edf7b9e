import GithubSlugger from "github-slugger";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Synthetic documentation for the scale benchmark: a content folder shaped
 * like ours (flat sections with an index page, a blog, a landing page), with
 * pages of realistic size (about 8–10 KB of source: front matter, `##`/`###`
 * headings, prose with inline code and lists, code blocks in several
 * languages, internal links to other pages and their anchors, some `.mdx`
 * with `<Badge>`). Deterministic for a given seed, so runs are comparable.
 *
 * Sections keep our names; a large site gets more of them (`guides-2`, …)
 * rather than longer ones, at about 150 pages per section, so each page's
 * sidebar stays the size of a real one and the benchmark measures how the
 * build grows with the number of pages, not with the length of one menu.
 */
export interface SyntheticOptions {
  /** Folder to write into (created; expected empty). */
  dir: string;
  /** Number of pages in total, landing page, section indexes and blog included. */
  pages: number;
  seed?: number;
}

export interface SyntheticSummary {
  pages: number;
  sections: number;
  bytes: number;
}

const SECTION_NAMES = ["concepts", "guides", "api", "loaders", "plugins", "contribute", "migrate"] as const;
const PAGES_PER_SECTION = 150;

/** mulberry32: a small seeded generator, enough for varied but repeatable text. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  "module chunk bundle entry output loader plugin resolve alias cache build asset hash runtime graph dependency import export tree shaking split lazy config option mode target source map server client worker stream compile emit watch manifest federation public path filename environment production development optimization minimize performance".split(
    " ",
  );
const VERBS = "reads writes splits loads emits resolves caches hashes compiles watches serves builds transforms tracks".split(" ");

interface PlannedPage {
  /** Path relative to the content folder. */
  file: string;
  url: string;
  title: string;
  /** Ids of the page's `##` and `###` headings, in order (filled when the headings are chosen). */
  headings: { depth: 2 | 3; text: string; id: string }[];
  mdx: boolean;
  blogDate?: string;
}

/** Plans every page first (titles, URLs, headings), so links can point at pages and anchors written later. */
function plan(pages: number, next: () => number): PlannedPage[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const blogPosts = Math.min(50, Math.floor(pages / 100));
  const sectionPages = Math.max(0, pages - 1 - (blogPosts ? blogPosts + 1 : 0));
  const sectionCount = Math.max(1, Math.ceil(sectionPages / PAGES_PER_SECTION));
  const planned: PlannedPage[] = [{ file: "index.mdx", url: "/", title: "Synthetic documentation", headings: [], mdx: true }];
  const sections = Array.from({ length: sectionCount }, (_, index) => {
    const base = SECTION_NAMES[index % SECTION_NAMES.length]!;
    const round = Math.floor(index / SECTION_NAMES.length);
    return round === 0 ? base : `${base}-${round + 1}`;
  });
  for (let index = 0; index < sectionPages; index++) {
    const section = sections[index % sectionCount]!;
    const ordinal = Math.floor(index / sectionCount);
    const isIndex = ordinal === 0;
    const topic = `${pick(WORDS)} ${pick(WORDS)}`;
    const slug = `${topic.replace(/ /g, "-")}-${ordinal}`;
    planned.push({
      file: isIndex ? `${section}/index.mdx` : `${section}/${slug}.${next() < 0.3 ? "mdx" : "md"}`,
      url: isIndex ? `/${section}/` : `/${section}/${slug}/`,
      title: isIndex ? capitalize(section.replace(/-/g, " ")) : capitalize(`${topic} ${ordinal}`),
      headings: [],
      mdx: false,
    });
    planned.at(-1)!.mdx = planned.at(-1)!.file.endsWith(".mdx");
  }
  if (blogPosts) {
    planned.push({ file: "blog/index.mdx", url: "/blog/", title: "Blog", headings: [], mdx: true });
    for (let index = 0; index < blogPosts; index++) {
      const date = `20${String(10 + Math.floor(index / 12)).padStart(2, "0")}-${String((index % 12) + 1).padStart(2, "0")}-15`;
      const slug = `release-notes-${index + 1}`;
      planned.push({
        file: `blog/${date}-${slug}.md`,
        url: `/blog/${date}-${slug}/`,
        title: `Release notes ${index + 1}`,
        headings: [],
        mdx: false,
        blogDate: date,
      });
    }
  }
  for (const page of planned) {
    if (page.url === "/" || page.url === "/blog/") continue;
    const slugger = new GithubSlugger();
    const count = 4 + Math.floor(next() * 5);
    for (let index = 0; index < count; index++) {
      const depth = index > 0 && next() < 0.35 ? 3 : 2;
      const text = `${capitalize(pick(WORDS))} ${pick(WORDS)} ${pick(["options", "in practice", "and caching", "reference", "examples", "limits"])}`;
      page.headings.push({ depth, text, id: slugger.slug(text) });
    }
  }
  return planned;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The code blocks a page may show, one per language the docs use most. */
const CODE_BLOCKS: ((name: string, n: number) => string)[] = [
  (name, n) =>
    `**webpack.config.js**\n\n\`\`\`js\nconst path = require("path");\n\nmodule.exports = {\n  mode: "production",\n  entry: "./src/${name}.js",\n  output: {\n    path: path.resolve(__dirname, "dist"),\n    filename: "${name}.[contenthash].js",\n  },\n  optimization: { splitChunks: { chunks: "all", minSize: ${1000 * n} } },\n};\n\`\`\``,
  (name, n) =>
    `\`\`\`ts\nimport type { Configuration } from "webpack";\n\nexport function ${name.replace(/-/g, "_")}Config(level: number): Configuration {\n  return { mode: level > ${n} ? "production" : "development", devtool: false };\n}\n\`\`\``,
  (name) =>
    `\`\`\`json\n{\n  "name": "${name}",\n  "private": true,\n  "scripts": { "build": "webpack --mode production" },\n  "sideEffects": false\n}\n\`\`\``,
  (name) => `\`\`\`bash\nnpm install --save-dev webpack webpack-cli\nnpx webpack --config webpack.${name}.js\n\`\`\``,
  (name) => `\`\`\`css\n.${name} {\n  display: grid;\n  gap: 1rem;\n  color: var(--text);\n}\n\`\`\``,
  (name) =>
    `\`\`\`html\n<!doctype html>\n<html lang="en">\n  <body>\n    <div id="${name}"></div>\n    <script src="main.js"></script>\n  </body>\n</html>\n\`\`\``,
  (name, n) =>
    `\`\`\`diff\n module.exports = {\n-  mode: "development",\n+  mode: "production",\n   entry: "./src/${name}.js",\n+  cache: { type: "filesystem", version: "${n}" },\n };\n\`\`\``,
  (name) =>
    `\`\`\`js\nimport ${name.replace(/-/g, "")} from "./${name}.js";\n\nexport default async function load() {\n  const { default: lazy } = await import("./lazy-${name}.js");\n  return lazy(${name.replace(/-/g, "")});\n}\n\`\`\``,
];

function sentence(next: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const words = Array.from({ length: 10 + Math.floor(next() * 14) }, () => pick(WORDS));
  words.splice(2, 0, pick(VERBS));
  if (next() < 0.3) words.splice(5, 0, `\`${pick(WORDS)}.${pick(WORDS)}\``);
  return `${capitalize(words.join(" "))}.`;
}

function paragraph(next: () => number): string {
  return Array.from({ length: 3 + Math.floor(next() * 4) }, () => sentence(next)).join(" ");
}

/** A link to another page, often to one of its headings. */
function link(planned: PlannedPage[], next: () => number): string {
  const target = planned[1 + Math.floor(next() * (planned.length - 1))] ?? planned[0]!;
  const heading = target.headings.length && next() < 0.6 ? target.headings[Math.floor(next() * target.headings.length)] : undefined;
  return `[${heading ? heading.text.toLowerCase() : target.title}](${target.url}${heading ? `#${heading.id}` : ""})`;
}

function pageSource(page: PlannedPage, planned: PlannedPage[], next: () => number, sort: number): string {
  const front = [`title: ${page.title}`, `sort: ${page.blogDate ? page.blogDate.replace(/-/g, "") : sort}`];
  if (next() < 0.8) front.push(`description: ${sentence(next)}`);
  if (!page.blogDate && next() < 0.5) front.push(`group: ${capitalize(WORDS[Math.floor(next() * 6)]!)}`);
  const body: string[] = [paragraph(next), `See ${link(planned, next)} and ${link(planned, next)}.`];
  if (page.url === "/")
    body.push(
      `Start with ${planned
        .slice(1, 8)
        .map((target) => `[${target.title}](${target.url})`)
        .join(", ")}.`,
    );
  for (const [index, heading] of page.headings.entries()) {
    const badge = page.mdx && next() < 0.3 ? ` <Badge text="5.${index + 1}.0+" />` : "";
    body.push(`${"#".repeat(heading.depth)} ${heading.text}${badge}`, paragraph(next));
    if (next() < 0.5) body.push(Array.from({ length: 3 }, () => `- ${sentence(next)}`).join("\n"));
    const blocks = 1 + Math.floor(next() * 2);
    for (let block = 0; block < blocks; block++) {
      body.push(CODE_BLOCKS[Math.floor(next() * CODE_BLOCKS.length)]!(`part-${index}`, block + 1));
    }
    body.push(`${paragraph(next)} More in ${link(planned, next)}; this page's [${heading.text.toLowerCase()}](#${heading.id}) part.`);
  }
  return `---\n${front.join("\n")}\n---\n\n${body.join("\n\n")}\n`;
}

/** Writes the synthetic content folder and returns what it holds. */
export async function writeSyntheticContent(options: SyntheticOptions): Promise<SyntheticSummary> {
  const next = random(options.seed ?? 1);
  const planned = plan(options.pages, next);
  const folders = new Set(planned.map((page) => path.dirname(path.join(options.dir, page.file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  let bytes = 0;
  // Sources are made in order (the generator is sequential), written in batches to bound open files.
  for (let start = 0; start < planned.length; start += 200) {
    await Promise.all(
      planned.slice(start, start + 200).map((page, offset) => {
        const source = pageSource(page, planned, next, start + offset);
        bytes += Buffer.byteLength(source);
        return writeFile(path.join(options.dir, page.file), source);
      }),
    );
  }
  return { pages: planned.length, sections: new Set(planned.map((page) => page.file.split("/").slice(0, -1).join("/")).filter(Boolean)).size, bytes };
}
