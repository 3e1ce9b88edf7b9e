import type { MessageHistory } from "./catalogue.ts";
import { deprecationsOf } from "./deprecations.ts";
import { errorClassesOf } from "./error-classes.ts";
import type { MessageKind } from "./model.ts";
import { readCodeFiles, type InstalledPackage } from "./packages.ts";

/**
 * The kinds whose ids stay the same from release to release: a class name, a
 * deprecation code. A runtime or tool message's id is made from its words and
 * numbered among its like, so a reworded or added message would move another's
 * id: the history does not record them.
 */
export const HISTORY_KINDS: readonly MessageKind[] = ["class", "deprecation"];

/** One release as read: its version and the ids of the messages its code has. */
export interface ReleaseMessages {
  version: string;
  ids: readonly string[];
}

/**
 * A package's history from its releases read: the versions in release order,
 * and for each id of the newest release the first release that has it (a
 * message taken out and put back later keeps its first release).
 */
export function historyOf(releases: readonly ReleaseMessages[]): MessageHistory[string] {
  const ordered = [...releases].sort((a, b) => compareVersions(a.version, b.version));
  const newest = ordered.at(-1);
  const current = new Set(newest?.ids ?? []);
  const firstSeen: Record<string, string> = {};
  for (const release of ordered) {
    for (const id of release.ids) if (current.has(id) && !(id in firstSeen)) firstSeen[id] = release.version;
  }
  const sorted = Object.fromEntries(Object.entries(firstSeen).sort(([a], [b]) => a.localeCompare(b)));
  return { checked: ordered.map((release) => release.version), firstSeen: sorted };
}

/** The ids of the classes and deprecation codes a release of webpack has, read from its unpacked folder. */
export function releaseIds(pkg: InstalledPackage): string[] {
  const files = readCodeFiles(pkg);
  return [...errorClassesOf(pkg, files), ...deprecationsOf(pkg, files)].map((fact) => fact.id).sort();
}

/** `major.minor.patch` in release order (stable versions only). */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [a, b].map((version) => version.split(".").map(Number));
  for (let index = 0; index < 3; index++) {
    const difference = (pa![index] ?? 0) - (pb![index] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

/** A version the history reads: webpack 5's stable releases, and the last of webpack 4 as the baseline before them. */
export function isHistoryRelease(version: string, newest: string, baseline: string): boolean {
  if (version === baseline) return true;
  return /^5\.\d+\.\d+$/.test(version) && compareVersions(version, newest) <= 0;
}
