import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { parseTar } from "nanotar";
import pMap from "p-map";

/**
 * The one reader of an npm registry (README: "Option history", "The errors catalogue"): it lists a package's
 * releases, downloads the tarball of each one asked for, checks it against the registry's checksum, takes the files
 * wanted out of it and keeps them, gzipped, in a cache folder, so that a release is downloaded once. The option
 * history reads webpack's schemas with it, the message history webpack's code.
 */

/** The npm registry's short form of a package's metadata: versions and their tarballs only. */
const ABBREVIATED = "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8";
const TIME_OUT_MS = 60_000;

export interface RegistryOptions {
  /** The registry's base URL (`npm config get registry`). */
  registry: string;
  fetch: typeof globalThis.fetch;
  /** Downloads at once. */
  concurrency?: number;
  /** Progress, one line at a time. */
  print?: (line: string) => void;
}

/** A release as the registry lists it. */
export interface PublishedRelease {
  version: string;
  tarball: string;
  integrity?: string;
  shasum?: string;
}

/** A release being read: its version and its tarball's checksum as the registry states it. */
export interface ReleaseId {
  version: string;
  checksum: string;
}

export interface ReadReleasesOptions<T> extends RegistryOptions {
  package: string;
  /** The versions to read, chosen from every version the registry lists; read and returned in this order. */
  versions(published: readonly string[]): readonly string[];
  /**
   * The files wanted, as paths in the package: a file (`schemas/WebpackOptions.json`, which the tarball must
   * have), or a folder ending in `/` (`lib/`) for every file under it.
   */
  select: readonly string[];
  /** Where the files taken out of each release are kept (an entry of another tarball or selection is not reused). */
  cacheDir: string;
  /** The command, to start each progress line with (`refresh:option-history`). */
  label: string;
  /** A result kept from an earlier run, looked up before anything else: then the release's files are not read at all. */
  kept?(release: ReleaseId): Promise<T | undefined>;
  /** What the caller makes of a release's files (by their paths in the package). */
  read(release: ReleaseId, files: ReadonlyMap<string, string>): T | Promise<T>;
}

interface CachedFiles {
  version: string;
  /** The tarball's checksum as the registry states it. */
  checksum: string;
  select: readonly string[];
  files: Record<string, string>;
}

/** A problem reaching or reading the registry, worded for one line. */
export class RegistryError extends Error {
  override name = "RegistryError";
}

/** Each chosen release's value, from what `kept` returns, else from its files (the cache's, else the tarball's). */
export async function readReleases<T>(options: ReadReleasesOptions<T>): Promise<{ version: string; value: T }[]> {
  const published = await listReleases(options, options.package);
  const byVersion = new Map(published.map((release) => [release.version, release]));
  const releases = options.versions([...byVersion.keys()]).map((version) => byVersion.get(version)!);
  let downloaded = 0;
  const values = await pMap(
    releases,
    async (release) => {
      const id = { version: release.version, checksum: release.integrity ?? `sha1-${release.shasum ?? ""}` };
      const kept = await options.kept?.(id);
      if (kept !== undefined) return { version: id.version, value: kept };
      const cacheFile = path.join(options.cacheDir, `${options.package}-${release.version}.json.gz`);
      let files = await readCached(cacheFile, id.checksum, options.select);
      if (!files) {
        files = await filesFromTarball(release, options);
        await mkdir(options.cacheDir, { recursive: true });
        const entry: CachedFiles = { version: id.version, checksum: id.checksum, select: options.select, files: Object.fromEntries(files) };
        const temporary = `${cacheFile}.${process.pid}.tmp`;
        await writeFile(temporary, gzipSync(JSON.stringify(entry)));
        await rename(temporary, cacheFile);
        downloaded++;
        if (downloaded % 20 === 0) options.print?.(`${options.label}: ${downloaded} tarballs read`);
      }
      return { version: id.version, value: await options.read(id, files) };
    },
    { concurrency: options.concurrency ?? 4 },
  );
  options.print?.(`${options.label}: ${releases.length} releases, ${downloaded} tarballs downloaded, ${releases.length - downloaded} from the cache`);
  return values;
}

/** Every release of a package the registry lists, with its tarball. */
export async function listReleases(options: Pick<RegistryOptions, "registry" | "fetch">, name: string): Promise<PublishedRelease[]> {
  const url = new URL(name, options.registry.endsWith("/") ? options.registry : `${options.registry}/`).href;
  const response = await get(options.fetch, url, { accept: ABBREVIATED });
  let metadata: { versions?: Record<string, { dist?: { tarball?: string; integrity?: string; shasum?: string } }> };
  try {
    metadata = (await response.json()) as typeof metadata;
  } catch {
    throw new RegistryError(`${url} did not answer with JSON`);
  }
  const releases = Object.entries(metadata.versions ?? {}).map(([version, manifest]) => ({
    version,
    tarball: manifest.dist?.tarball ?? "",
    integrity: manifest.dist?.integrity,
    shasum: manifest.dist?.shasum,
  }));
  if (!releases.length) throw new RegistryError(`${url} lists no release of ${name}`);
  return releases;
}

async function readCached(file: string, checksum: string, select: readonly string[]): Promise<Map<string, string> | undefined> {
  try {
    const cached = JSON.parse(gunzipSync(await readFile(file)).toString("utf8")) as CachedFiles;
    if (cached.checksum !== checksum || JSON.stringify(cached.select) !== JSON.stringify(select)) return undefined;
    return new Map(Object.entries(cached.files));
  } catch {
    return undefined;
  }
}

/** Downloads a release's tarball, checks it against the registry's checksum and takes the files wanted out of it. */
async function filesFromTarball(release: PublishedRelease, options: ReadReleasesOptions<unknown>): Promise<Map<string, string>> {
  const name = `${options.package}@${release.version}`;
  if (!release.tarball) throw new RegistryError(`${name} has no tarball`);
  const response = await get(options.fetch, release.tarball, {});
  const bytes = new Uint8Array(await response.arrayBuffer());
  verify(bytes, release);
  // A tarball holds the package in one top folder, whatever its name (`package/`, `webpack/`).
  const inPackage = (entry: string) => entry.slice(entry.indexOf("/") + 1);
  const wanted = (entry: string) =>
    options.select.some((item) => (item.endsWith("/") ? inPackage(entry).startsWith(item) : inPackage(entry) === item));
  let entries;
  try {
    // A copy of its own: nanotar reads the view's whole underlying buffer from offset 0, and a small Node Buffer shares a pool.
    entries = parseTar(new Uint8Array(gunzipSync(bytes)), { filter: (entry) => entry.type === "file" && wanted(entry.name) });
  } catch (error) {
    throw new RegistryError(`${release.tarball}: not a readable tarball (${(error as Error).message})`);
  }
  const decoder = new TextDecoder();
  const files = new Map(entries.filter((entry) => entry.data).map((entry) => [inPackage(entry.name), decoder.decode(entry.data)]));
  const missing = options.select.find((item) => !item.endsWith("/") && !files.has(item));
  if (missing) throw new RegistryError(`${name}: its tarball has no ${missing}`);
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Checks the bytes against the registry's integrity (sha512) or, for tarballs that have only one, its sha1. */
function verify(bytes: Uint8Array, release: PublishedRelease): void {
  const sri = release.integrity?.split(/\s+/).find((item) => item.startsWith("sha512-"));
  if (sri) {
    const actual = `sha512-${createHash("sha512").update(bytes).digest("base64")}`;
    if (actual !== sri) throw new RegistryError(`${release.tarball}: checksum mismatch (expected ${sri}, got ${actual})`);
    return;
  }
  if (release.shasum) {
    const actual = createHash("sha1").update(bytes).digest("hex");
    if (actual !== release.shasum) throw new RegistryError(`${release.tarball}: checksum mismatch (expected sha1 ${release.shasum}, got ${actual})`);
    return;
  }
  throw new RegistryError(`${release.tarball}: the registry states no checksum`);
}

async function get(fetch: typeof globalThis.fetch, url: string, headers: Record<string, string>): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(TIME_OUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new RegistryError(`cannot reach ${url} (${cause?.code ?? cause?.message ?? (error as Error).message})`);
  }
  if (!response.ok) throw new RegistryError(`${url} answered ${response.status} ${response.statusText}`.trim());
  return response;
}
