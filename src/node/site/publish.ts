import { existsSync, lstatSync, readlinkSync } from "node:fs";
import { mkdir, readdir, rename, rm, symlink } from "node:fs/promises";
import path from "node:path";

/**
 * Atomic output. Each build writes a new version of the site beside the
 * output folder, and the output path (`dist`) is a symbolic link to the
 * current version, replaced in one `rename`: a server reading `dist/` sees the
 * old site or the new one, never a missing or half-written folder.
 *
 *   dist -> dist.versions/<id>/site
 *   dist.versions/<id>/site/          the site, as uploaded to a host
 *   dist.versions/<id>/server.json    npm start's configuration, outside what is served
 *
 * The version that was current before a swap is kept until the next build,
 * so requests that began on it can finish.
 */

export interface Version {
  /** `dist.versions/<id>`: holds the site and its server configuration. */
  dir: string;
  /** `dist.versions/<id>/site`: the folder `dist` will point to. */
  siteDir: string;
}

const versionsDirOf = (outDir: string) => `${outDir}.versions`;

/** The version folder `outDir` points to now, if it is a link made by `publishVersion`. */
export function currentVersion(outDir: string): string | undefined {
  if (!existsSync(outDir) || !lstatSync(outDir).isSymbolicLink()) return undefined;
  return path.dirname(path.resolve(path.dirname(outDir), readlinkSync(outDir)));
}

async function removeVersionsExcept(outDir: string, keep: (string | undefined)[]): Promise<void> {
  const versionsDir = versionsDirOf(outDir);
  if (!existsSync(versionsDir)) return;
  const stale = (await readdir(versionsDir)).map((name) => path.join(versionsDir, name)).filter((dir) => !keep.includes(dir));
  await Promise.all(stale.map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Counts the versions this process prepares: two prepared within one millisecond must not share a folder. */
let prepared = 0;

/** A fresh, empty version folder; versions left by earlier or failed builds (other than the current one) are removed. */
export async function prepareVersion(outDir: string): Promise<Version> {
  await removeVersionsExcept(outDir, [currentVersion(outDir)]);
  const dir = path.join(versionsDirOf(outDir), `${Date.now().toString(36)}-${process.pid}-${(prepared++).toString(36)}`);
  const siteDir = path.join(dir, "site");
  await mkdir(siteDir, { recursive: true });
  return { dir, siteDir };
}

/** Points `outDir` at the new version in one atomic rename, then removes all versions but the new and the previous one. */
export async function publishVersion(outDir: string, version: Version): Promise<void> {
  const previous = currentVersion(outDir);
  // Windows makes directory links as junctions, which need an absolute target.
  const target = process.platform === "win32" ? version.siteDir : path.relative(path.dirname(outDir), version.siteDir);
  const nextLink = `${outDir}.next-${process.pid}`;
  await rm(nextLink, { force: true });
  await symlink(target, nextLink, "junction");
  if (existsSync(outDir) && !lstatSync(outDir).isSymbolicLink()) {
    // A plain folder from before versioned output: moved aside once (it cannot be replaced by a rename), kept as the previous version.
    const legacy = path.join(versionsDirOf(outDir), "previous-folder");
    await rm(legacy, { recursive: true, force: true });
    await mkdir(legacy, { recursive: true });
    await rename(outDir, path.join(legacy, "site"));
    await rename(nextLink, outDir);
    await removeVersionsExcept(outDir, [version.dir, legacy]);
    return;
  }
  await rename(nextLink, outDir);
  await removeVersionsExcept(outDir, [version.dir, previous]);
}
