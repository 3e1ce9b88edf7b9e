import { deprecationsOf } from "./deprecations.ts";
import { errorClassesOf } from "./error-classes.ts";
import { SourceFile } from "./js-source.ts";
import type { InstalledPackage } from "./packages.ts";

/**
 * What the message history reads of each release of webpack (paths in the package, a folder ending in `/`):
 * the code the catalogue reads of the installed webpack (`CODE_FOLDERS` in packages.ts).
 */
export const RELEASE_FILES = ["package.json", "lib/"] as const;

/**
 * The ids of the error classes and deprecation codes a release of webpack has, read from its files (by their
 * paths in the package) with the catalogue's own code. This module and what it imports are the history's
 * reader: the ids kept from an earlier run are keyed by their code (history-command.ts).
 */
export function releaseIds(name: string, version: string, files: ReadonlyMap<string, string>): string[] {
  const pkg: InstalledPackage = { name, version, dir: `${name}@${version}` };
  const sources = [...files]
    .filter(([file]) => /^lib\/.*\.c?js$/.test(file) && !file.split("/").includes("node_modules"))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, text]) => new SourceFile(`${pkg.dir}/${file}`, file, text));
  return [...new Set([...errorClassesOf(pkg, sources), ...deprecationsOf(pkg, sources)].map((fact) => fact.id))].sort();
}
