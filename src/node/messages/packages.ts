import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { SourceFile } from "./js-source.ts";

/** The packages whose messages the errors catalogue reads. */
export const MESSAGE_PACKAGES = ["webpack", "webpack-dev-server", "webpack-cli"] as const;
export type MessagePackageName = (typeof MESSAGE_PACKAGES)[number];

/** Packages whose text ends up inside another's messages (the resolver's "Can't resolve", schema-utils' validation): read to check hand-written templates. */
const TEXT_SOURCES: Record<string, string[]> = {
  webpack: ["enhanced-resolve", "schema-utils"],
  "webpack-dev-server": ["schema-utils"],
  "webpack-cli": [],
  // Its ValidationError is what webpack throws for a configuration and webpack-dev-server for its options, with
  // their own names and hints in it ("Invalid options object. Dev Server has been initialized …").
  "schema-utils": ["webpack", "webpack-dev-server"],
};

/** The folders of a package read for messages: its published code. */
const CODE_FOLDERS: Record<string, string[]> = {
  webpack: ["lib"],
  "webpack-dev-server": ["lib", "client"],
  "webpack-cli": ["lib"],
  "enhanced-resolve": ["lib"],
  "schema-utils": ["dist"],
};

export interface InstalledPackage {
  name: string;
  version: string;
  /** Its folder on disk. */
  dir: string;
  /**
   * A file's line in the package's own repository at this version, for a
   * package that publishes its repository's files as they are (webpack,
   * webpack-dev-server's `lib/`); none for one that publishes compiled code.
   */
  sourceUrl?: (file: string, line: number) => string;
}

/** Where each package's published files are its repository's, and its tags' names. */
const REPOSITORIES: Record<string, { url: string; tag: (version: string) => string; folders: string[] }> = {
  webpack: { url: "https://github.com/webpack/webpack", tag: (version) => `v${version}`, folders: ["lib"] },
  "webpack-dev-server": { url: "https://github.com/webpack/webpack-dev-server", tag: (version) => `v${version}`, folders: ["lib"] },
};

/**
 * A package as Node.js finds it from the first of `roots` that has it
 * (a folder whose `node_modules` is searched upwards); undefined when none does.
 */
export function findPackage(name: string, roots: readonly string[]): InstalledPackage | undefined {
  for (const root of roots) {
    const folder = createRequire(path.join(root, "package.json"))
      .resolve.paths(name)
      ?.map((candidate) => path.join(candidate, name))
      .find((candidate) => existsSync(path.join(candidate, "package.json")));
    if (folder) return packageAt(folder);
  }
  return undefined;
}

/** The package installed in a folder. */
export function packageAt(dir: string): InstalledPackage {
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { name: string; version: string };
  const repository = REPOSITORIES[manifest.name];
  return {
    name: manifest.name,
    version: manifest.version,
    dir,
    sourceUrl:
      repository &&
      ((file, line) =>
        repository.folders.some((folder) => file.startsWith(`${folder}/`))
          ? `${repository.url}/blob/${repository.tag(manifest.version)}/${file}#L${line}`
          : `${repository.url}/blob/${repository.tag(manifest.version)}/${file}`),
  };
}

/** The packages whose text may appear inside a package's messages, as that package resolves them. */
export function textSourcesOf(pkg: InstalledPackage): InstalledPackage[] {
  return (TEXT_SOURCES[pkg.name] ?? []).flatMap((name) => {
    const found = findPackage(name, [pkg.dir]);
    return found ? [found] : [];
  });
}

/** Every JavaScript file a package publishes in its code folders, read once per process. */
export function codeFilesOf(pkg: InstalledPackage): SourceFile[] {
  const key = `${pkg.dir}@${pkg.version}`;
  const cached = FILES.get(key);
  if (cached) return cached;
  const files = readCodeFiles(pkg);
  FILES.set(key, files);
  return files;
}

/** The same files, read afresh and kept by no one: for reading many releases in one process (`npm run messages:history`). */
export function readCodeFiles(pkg: InstalledPackage): SourceFile[] {
  const files: SourceFile[] = [];
  for (const folder of CODE_FOLDERS[pkg.name] ?? ["lib"]) {
    const base = path.join(pkg.dir, folder);
    if (!existsSync(base)) continue;
    const names = readdirSync(base, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.c?js$/.test(name) && !name.split(path.sep).includes("node_modules"))
      .sort();
    for (const name of names) files.push(SourceFile.read(path.join(base, name), `${folder}/${name.split(path.sep).join("/")}`));
  }
  return files;
}

const FILES = new Map<string, SourceFile[]>();
