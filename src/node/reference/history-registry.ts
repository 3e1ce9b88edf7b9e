import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parseTar } from "nanotar";
import pMap from "p-map";
import { isStableWebpack5, type ReleaseSchema } from "./option-history.ts";
import type { Schema } from "./schema-types.ts";

/** Reads every stable webpack 5 release's options schema from an npm registry, keeping what it read in a cache folder. */

export const PACKAGE = "webpack";
const SCHEMA_IN_PACKAGE = "schemas/WebpackOptions.json";
/** The npm registry's short form of a package's metadata: versions and their tarballs only. */
const ABBREVIATED = "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8";
const TIME_OUT_MS = 60_000;

export interface RegistryOptions {
  /** The registry's base URL (`npm config get registry`). */
  registry: string;
  fetch: typeof globalThis.fetch;
  /** Where each release's schema is kept once read (`.cache/option-history/`). */
  cacheDir: string;
  /** Downloads at once. */
  concurrency?: number;
  /** Progress, one line at a time. */
  print?: (line: string) => void;
}

interface Release {
  version: string;
  tarball: string;
  integrity?: string;
  shasum?: string;
}

interface CachedSchema {
  version: string;
  /** The tarball's checksum as the registry states it: a cache entry of another tarball is not reused. */
  checksum: string;
  schema: Schema;
}

/** A problem reaching or reading the registry, worded for one line. */
export class RegistryError extends Error {
  override name = "RegistryError";
}

/** The schemas of every stable webpack 5 release, oldest first; from the cache where it has them, else from the tarball. */
export async function releaseSchemas(options: RegistryOptions): Promise<ReleaseSchema[]> {
  const releases = await listReleases(options);
  let downloaded = 0;
  const schemas = await pMap(
    releases,
    async (release) => {
      const cacheFile = path.join(options.cacheDir, `${PACKAGE}-${release.version}.json`);
      const checksum = release.integrity ?? `sha1-${release.shasum ?? ""}`;
      const cached = await readCached(cacheFile, checksum);
      if (cached) return { version: release.version, schema: cached };
      const schema = await schemaFromTarball(release, options);
      await mkdir(options.cacheDir, { recursive: true });
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ version: release.version, checksum, schema } satisfies CachedSchema));
      await rename(temporary, cacheFile);
      downloaded++;
      if (downloaded % 20 === 0) options.print?.(`refresh:option-history: ${downloaded} tarballs read`);
      return { version: release.version, schema };
    },
    { concurrency: options.concurrency ?? 4 },
  );
  options.print?.(
    `refresh:option-history: ${releases.length} releases, ${downloaded} tarballs downloaded, ${releases.length - downloaded} from the cache`,
  );
  return schemas;
}

/** The stable 5.x releases the registry lists, with their tarballs. */
export async function listReleases(options: Pick<RegistryOptions, "registry" | "fetch">): Promise<Release[]> {
  const url = new URL(PACKAGE, options.registry.endsWith("/") ? options.registry : `${options.registry}/`).href;
  const response = await get(options.fetch, url, { accept: ABBREVIATED });
  let metadata: { versions?: Record<string, { dist?: { tarball?: string; integrity?: string; shasum?: string } }> };
  try {
    metadata = (await response.json()) as typeof metadata;
  } catch {
    throw new RegistryError(`${url} did not answer with JSON`);
  }
  const releases: Release[] = [];
  for (const [version, manifest] of Object.entries(metadata.versions ?? {})) {
    if (!isStableWebpack5(version)) continue;
    const tarball = manifest.dist?.tarball;
    if (!tarball) throw new RegistryError(`${url}: ${PACKAGE}@${version} has no tarball`);
    releases.push({ version, tarball, integrity: manifest.dist?.integrity, shasum: manifest.dist?.shasum });
  }
  if (!releases.length) throw new RegistryError(`${url} lists no stable ${PACKAGE} 5 release`);
  return releases;
}

async function readCached(file: string, checksum: string): Promise<Schema | undefined> {
  try {
    const cached = JSON.parse(await readFile(file, "utf8")) as CachedSchema;
    return cached.checksum === checksum ? cached.schema : undefined;
  } catch {
    return undefined;
  }
}

/** Downloads a release's tarball, checks it against the registry's checksum and takes the schema out of it. */
async function schemaFromTarball(release: Release, options: RegistryOptions): Promise<Schema> {
  const response = await get(options.fetch, release.tarball, {});
  const bytes = new Uint8Array(await response.arrayBuffer());
  verify(bytes, release);
  let files;
  try {
    // A copy of its own: nanotar reads the view's whole underlying buffer from offset 0, and a small Node Buffer shares a pool.
    files = parseTar(new Uint8Array(gunzipSync(bytes)), { filter: (file) => isSchemaFile(file.name) });
  } catch (error) {
    throw new RegistryError(`${release.tarball}: not a readable tarball (${(error as Error).message})`);
  }
  const file = files.find((candidate) => isSchemaFile(candidate.name));
  if (!file?.data) throw new RegistryError(`${PACKAGE}@${release.version}: its tarball has no ${SCHEMA_IN_PACKAGE}`);
  try {
    return JSON.parse(new TextDecoder().decode(file.data)) as Schema;
  } catch (error) {
    throw new RegistryError(`${PACKAGE}@${release.version}: ${SCHEMA_IN_PACKAGE} is not JSON (${(error as Error).message})`);
  }
}

/** `package/schemas/WebpackOptions.json`: a tarball holds the package in one top folder, whatever its name. */
function isSchemaFile(name: string): boolean {
  const parts = name.split("/");
  return parts.length === 3 && `${parts[1]}/${parts[2]}` === SCHEMA_IN_PACKAGE;
}

/** Checks the bytes against the registry's integrity (sha512) or, for tarballs that have only one, its sha1. */
function verify(bytes: Uint8Array, release: Release): void {
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
