import { createHash } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzip } from "node:zlib";
import { decode, encode } from "cborg";

const gzipAsync = promisify(gzip);

/**
 * Pagefind's index files start, once decompressed, with this signature (its
 * browser module checks it).
 */
const SIGNATURE = Buffer.from("pagefind_dcd");

/**
 * How many word locations (plus one per page a word is on) one part of the
 * word index holds, at least. Pagefind writes parts of 20,000, about 32 KB,
 * and a search downloads the part of each of its words: a question or a
 * pasted message of six words read about 190 KB of index, nearly all of it
 * words it did not ask for. Parts of 2,500 are about 5 KB.
 */
export const LOCATIONS_PER_PART = 2500;

/**
 * A part ends only between two words whose first this-many-plus-one
 * characters differ. Pagefind matches a search's word with every loaded word
 * that begins with it (`config` also finds `configur`), but loads only the
 * part the word itself falls in: words that share their first four
 * characters are kept in one part, so that a search for any word of four
 * characters or more finds them all, as it did with Pagefind's larger parts. (On the relevance sets, ending parts anywhere
 * moved a query's answer; keeping shared starts of three characters or more
 * moved none.)
 */
export const SHARED_START = 3;

/** One word of the index, as it lies in Pagefind's file: the word, its locations' count, and its bytes. */
export interface IndexWord {
  word: string;
  locations: number;
  bytes: Uint8Array;
}

/** The index's metadata: Pagefind's version, its pages, its word index's parts (first word, last word, file), its filters (name, file), then what is left as it is. */
type Metadata = [string, unknown[], [string, string, string][], [string, string][], ...unknown[]];
/** A filter's index: its name, then each value with the pages given it (and what else Pagefind writes). */
type FilterIndex = [string, [string, ...unknown[]][], ...unknown[]];

interface Entry {
  version: string;
  languages: Record<string, { hash: string; wasm: string | null; page_count: number }>;
}

function contentOf(file: Buffer): Uint8Array {
  const data = file.subarray(0, SIGNATURE.length).equals(SIGNATURE) ? file : gunzipSync(file);
  if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error("not a Pagefind index file (no signature)");
  return data.subarray(SIGNATURE.length);
}

async function pagefindFile(content: Uint8Array): Promise<Buffer> {
  // No timestamp in Node.js's gzip header: the same index gives the same bytes on every build. The default
  // level: 9 saved 0.1% of the index's bytes and took a fifth longer.
  return gzipAsync(Buffer.concat([SIGNATURE, content]));
}

/**
 * A reader of the CBOR Pagefind writes (arrays, text, integers): each item's
 * header tells how long it is, so a location is passed over by reading one
 * byte. cborg's tokenizer, which makes an object of every item, took a third
 * of the split's time; this takes a few percent.
 */
class Reader {
  position = 0;
  /** The last header's major type and argument (a length, or an integer's value). */
  major = 0;
  argument = 0;
  private readonly text = new TextDecoder();
  constructor(private readonly bytes: Uint8Array) {}

  /** Reads the next item's header and returns its argument. */
  header(): number {
    const first = this.bytes[this.position]!;
    const info = first & 0x1f;
    this.major = first >> 5;
    this.position += 1;
    if (info < 24) return (this.argument = info);
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (!size) throw new Error(`unexpected CBOR item (0x${first.toString(16)}) at byte ${this.position - 1} of a Pagefind index part`);
    let argument = 0;
    for (let index = 0; index < size; index += 1) argument = argument * 256 + this.bytes[this.position + index]!;
    this.position += size;
    return (this.argument = argument);
  }

  string(): string {
    const length = this.header();
    if (this.major !== 3) throw new Error(`expected a word at byte ${this.position} of a Pagefind index part`);
    this.position += length;
    return this.text.decode(this.bytes.subarray(this.position - length, this.position));
  }

  /** Passes over one item and everything in it. */
  skip(): void {
    const argument = this.header();
    const major = this.major;
    if (major === 2 || major === 3) this.position += argument;
    else if (major === 4) for (let item = 0; item < argument; item += 1) this.skip();
    else if (major === 5) for (let item = 0; item < 2 * argument; item += 1) this.skip();
    else if (major !== 0 && major !== 1) throw new Error(`unexpected CBOR item at byte ${this.position} of a Pagefind index part`);
  }
}

/**
 * The words of one part of Pagefind's word index (CBOR: `[[word, [[page,
 * [location, …], …], …], …], …]]`), each with its bytes as they are.
 */
export function wordsOf(part: Uint8Array): IndexWord[] {
  const reader = new Reader(part);
  reader.header();
  const count = reader.header();
  const words: IndexWord[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = reader.position;
    const fields = reader.header();
    const word = reader.string();
    const pages = reader.header();
    let locations = 0;
    for (let page = 0; page < pages; page += 1) {
      const pageFields = reader.header();
      reader.skip();
      const held = reader.header();
      locations += held + 1;
      for (let location = 0; location < held; location += 1) reader.header();
      for (let field = 2; field < pageFields; field += 1) reader.skip();
    }
    for (let field = 2; field < fields; field += 1) reader.skip();
    words.push({ word, locations, bytes: part.subarray(start, reader.position) });
  }
  return words;
}

/** CBOR's header of an array of `length` items (major type 4). */
function arrayHeader(length: number): Uint8Array {
  if (length < 24) return Uint8Array.of(0x80 + length);
  if (length < 0x100) return Uint8Array.of(0x98, length);
  if (length < 0x10000) return Uint8Array.of(0x99, length >> 8, length & 0xff);
  return Uint8Array.of(0x9a, (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff);
}

/** One part of the word index as Pagefind writes it: `[[word, …]]`. */
export function partContent(words: IndexWord[]): Uint8Array {
  return Buffer.concat([arrayHeader(1), arrayHeader(words.length), ...words.map((word) => word.bytes)]);
}

function commonStart(a: string, b: string): number {
  const first = Array.from(a);
  const second = Array.from(b);
  let length = 0;
  while (length < first.length && first[length] === second[length]) length += 1;
  return length;
}

/** Splits the words, in order, into parts of at least `size` locations, each ending where the next word's start differs (SHARED_START). */
export function partsOf(words: IndexWord[], size = LOCATIONS_PER_PART, shared = SHARED_START): IndexWord[][] {
  const parts: IndexWord[][] = [];
  let part: IndexWord[] = [];
  let held = 0;
  words.forEach((word, index) => {
    part.push(word);
    held += word.locations;
    const next = words[index + 1];
    if (held >= size && next && commonStart(word.word, next.word) <= shared) {
      parts.push(part);
      part = [];
      held = 0;
    }
  });
  if (part.length) parts.push(part);
  return parts;
}

/**
 * The first and last word a part is looked up by, as Pagefind names them:
 * between two parts, each side's word cut one character past what they have
 * in common (its browser module loads, for a search's word, the part whose
 * range holds it).
 */
export function rangesOf(parts: IndexWord[][]): [string, string][] {
  const ranges = parts.map((part): [string, string] => [part[0]!.word, part.at(-1)!.word]);
  const cut = (word: string, length: number) => Array.from(word).slice(0, length).join("");
  for (let index = 0; index + 1 < ranges.length; index += 1) {
    const shared = commonStart(ranges[index]![1], ranges[index + 1]![0]);
    ranges[index]![1] = cut(ranges[index]![1], shared + 1);
    ranges[index + 1]![0] = cut(ranges[index + 1]![0], shared + 1);
  }
  return ranges;
}

/** A file name as Pagefind makes them (the language, then the start of a hash of the content), longer where it would repeat one in `taken`, which it joins. */
function nameFor(language: string, bytes: Uint8Array, length: number, taken = new Set<string>()): string {
  const hash = createHash("sha256").update(bytes).digest("hex");
  let name = `${language}_${hash.slice(0, length)}`;
  while (taken.has(name)) name = `${language}_${hash.slice(0, (length += 1))}`;
  taken.add(name);
  return name;
}

/**
 * Pagefind writes a filter's values, and the list of filters, in a hash
 * map's order, which changes from run to run: the same site gave other
 * files on every build. Each filter's values are written again in order
 * (by value), under the name of their new content, and the list by name.
 */
async function sortFilters(indexDir: string, language: string, filters: [string, string][]): Promise<[string, string][]> {
  const byValue = (a: [string, ...unknown[]], b: [string, ...unknown[]]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const sorted: [string, string][] = [];
  const taken = new Set<string>();
  for (const [filter, hash] of [...filters].sort(byValue)) {
    const file = path.join(indexDir, "filter", `${hash}.pf_filter`);
    const index = decode(contentOf(await readFile(file))) as FilterIndex;
    index[1].sort(byValue);
    const bytes = await pagefindFile(encode(index));
    const name = nameFor(language, bytes, 7, taken);
    await rm(file);
    await writeFile(path.join(indexDir, "filter", `${name}.pf_filter`), bytes);
    sorted.push([filter, name]);
  }
  return sorted;
}

/**
 * Rewrites the word index Pagefind wrote in `indexDir` in smaller parts
 * (LOCATIONS_PER_PART), with the metadata and entry file that name them.
 * The words, their pages and locations are Pagefind's own bytes, so a search
 * finds what it found before and downloads less for it; Pagefind's own
 * browser module reads them. Its filters are written in a fixed order
 * (sortFilters).
 */
export async function splitWordIndex(indexDir: string, size = LOCATIONS_PER_PART): Promise<{ before: number; after: number }> {
  const entryFile = path.join(indexDir, "pagefind-entry.json");
  const entry = JSON.parse(await readFile(entryFile, "utf8")) as Entry;
  let before = 0;
  let after = 0;
  for (const [language, meta] of Object.entries(entry.languages)) {
    const metaFile = path.join(indexDir, `pagefind.${meta.hash}.pf_meta`);
    const metadata = decode(contentOf(await readFile(metaFile))) as Metadata;
    const oldFiles = metadata[2].map(([, , hash]) => path.join(indexDir, "index", `${hash}.pf_index`));
    const words = (await Promise.all(oldFiles.map((file) => readFile(file)))).flatMap((file) => wordsOf(contentOf(file)));
    const parts = partsOf(words, size);
    const files = await Promise.all(parts.map((part) => pagefindFile(partContent(part))));
    const taken = new Set<string>();
    const names = files.map((file) => nameFor(language, file, 7, taken));
    await Promise.all(oldFiles.map((file) => rm(file)));
    await Promise.all(files.map((file, index) => writeFile(path.join(indexDir, "index", `${names[index]}.pf_index`), file)));
    metadata[2] = rangesOf(parts).map(([from, to], index) => [from, to, names[index]!]);
    metadata[3] = await sortFilters(indexDir, language, metadata[3]);
    const metaFileBytes = await pagefindFile(encode(metadata));
    meta.hash = nameFor(language, metaFileBytes, 10);
    await rm(metaFile);
    await writeFile(path.join(indexDir, `pagefind.${meta.hash}.pf_meta`), metaFileBytes);
    before += oldFiles.length;
    after += parts.length;
  }
  await writeFile(entryFile, JSON.stringify(entry));
  return { before, after };
}
