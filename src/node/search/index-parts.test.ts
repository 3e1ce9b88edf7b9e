import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { decode } from "cborg";
import * as pagefind from "pagefind";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBuiltEngine } from "./node-pagefind.ts";
import { partContent, partsOf, rangesOf, splitWordIndex, wordsOf, type IndexWord } from "./index-parts.ts";
import { SEARCH_INDEX_DIR } from "./pagefind.ts";

const word = (text: string, locations: number): IndexWord => ({ word: text, locations, bytes: new Uint8Array() });
const texts = (parts: IndexWord[][]) => parts.map((part) => part.map((entry) => entry.word));

describe("splitting the word index into parts", () => {
  it("ends a part once it holds enough locations, but never between words that share their first four characters", () => {
    const words = [word("alias", 3), word("config", 2), word("configur", 2), word("configurationtyp", 1), word("conta", 1), word("contenthash", 4)];
    expect(texts(partsOf(words, 3, 3))).toEqual([["alias"], ["config", "configur", "configurationtyp"], ["conta", "contenthash"]]);
    // Without enough locations, one part.
    expect(texts(partsOf(words, 100, 3))).toEqual([words.map((entry) => entry.word)]);
  });

  it("names each part's range as Pagefind does: one character past what neighbours have in common", () => {
    const parts = partsOf([word("alias", 3), word("config", 3), word("contenthash", 3), word("devtool", 3)], 3, 3);
    expect(rangesOf(parts)).toEqual([
      ["alias", "a"],
      ["c", "conf"],
      ["cont", "c"],
      ["d", "devtool"],
    ]);
  });
});

/** Pages with families of words that begin alike, so that parts end between and inside them. */
function pageHtml(index: number): string {
  const families = [
    ["config", "configure", "configuration", "configurable", "configured"],
    ["content", "contenthash", "contentbase", "context"],
    ["css", "cssminimizerplugin", "csp"],
    ["minify", "minification", "minimizer", "minimize"],
    ["split", "splitchunks", "splitting"],
    ["resolve", "resolver", "resolution", "result"],
    ["chunk", "chunkfilename", "chunkgroup", "chunks"],
  ];
  const words = families.flatMap((family, familyIndex) => family.filter((_, wordIndex) => (index + familyIndex + wordIndex) % 3 !== 0));
  const body = Array.from({ length: 20 }, (_, repeat) => words.slice(repeat % words.length).join(" ")).join(". ");
  // A filter with many values: Pagefind writes them in a hash map's order.
  const filters = [index % 30, (index * 7) % 30].map((value) => `<span data-pagefind-filter="keyword">topic ${value}</span>`).join(", ");
  return `<!doctype html><html lang="en"><head><title>Page ${index}</title></head><body data-pagefind-body><h1>Page ${index} ${words[index % words.length]}</h1><p>${body}</p><p hidden>${filters}</p></body></html>`;
}

describe("a split index", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "index-parts-"));
    const site = path.join(dir, "site");
    await mkdir(site);
    for (let index = 0; index < 40; index += 1) await writeFile(path.join(site, `page-${index}.html`), pageHtml(index));
    // Each run is a new Pagefind process (a new hash map seed): "whole" and "again" are the same site indexed twice.
    for (const run of ["whole", "again"])
      try {
        const { index } = await pagefind.createIndex({ forceLanguage: "en" });
        await index!.addDirectory({ path: site });
        await index!.writeFiles({ outputPath: path.join(dir, run, SEARCH_INDEX_DIR) });
      } finally {
        await pagefind.close();
      }
    await cp(path.join(dir, "whole"), path.join(dir, "split"), { recursive: true });
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes the same files for the same site on every run (Pagefind's filters come in a hash map's order)", async () => {
    const files = async (run: string) => {
      const root = path.join(dir, run, SEARCH_INDEX_DIR);
      const names = (await readdir(root, { recursive: true })).filter((name) => /\.(pf_\w+|json)$/.test(name)).sort();
      return Promise.all(names.map(async (name) => [name, (await readFile(path.join(root, name))).toString("base64")]));
    };
    const once = path.join(dir, "once");
    const twice = path.join(dir, "twice");
    await cp(path.join(dir, "whole"), once, { recursive: true });
    await cp(path.join(dir, "again"), twice, { recursive: true });
    await splitWordIndex(path.join(once, SEARCH_INDEX_DIR), 40);
    await splitWordIndex(path.join(twice, SEARCH_INDEX_DIR), 40);
    expect(await files("twice")).toEqual(await files("once"));
    const engine = await loadBuiltEngine(once, { fresh: true });
    expect(Object.keys((await engine.filters()).keyword ?? {})).toHaveLength(30);
  });

  it("keeps every word's bytes as Pagefind wrote them", async () => {
    const indexDir = path.join(dir, "whole", SEARCH_INDEX_DIR, "index");
    for (const name of await readdir(indexDir)) {
      const content = gunzipSync(await readFile(path.join(indexDir, name))).subarray("pagefind_dcd".length);
      expect(decode(partContent(wordsOf(content)))).toEqual(decode(content));
    }
  });

  it("finds the same pages, with the same scores and locations, for every word and word start of four characters or more", async () => {
    const split = await splitWordIndex(path.join(dir, "split", SEARCH_INDEX_DIR), 40);
    expect(split.before).toBe(1);
    expect(split.after).toBeGreaterThan(5);
    const queries = new Set<string>();
    for (const text of pageHtml(0)
      .concat(pageHtml(1))
      .match(/\b[a-z]{4,}\b/g)!) {
      queries.add(text);
      queries.add(text.slice(0, 4));
      queries.add(text.slice(0, 6));
    }
    queries.add("configuration contenthash");
    const results = async (site: string, query: string) => {
      const engine = await loadBuiltEngine(path.join(dir, site), { fresh: true });
      const found = await engine.search(query);
      return Promise.all((found?.results ?? []).map(async (result) => ({ ...(await result.data()), id: result.id })));
    };
    let compared = 0;
    for (const query of queries) {
      const [whole, parts] = await Promise.all([results("whole", query), results("split", query)]);
      expect(parts, query).toEqual(whole);
      compared += whole.length;
    }
    expect(compared).toBeGreaterThan(100);
  }, 120_000);
});
