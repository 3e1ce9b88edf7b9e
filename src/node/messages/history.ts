import { compareVersions } from "../../shared/releases.ts";
import type { MessageHistory } from "./catalogue.ts";
import type { MessageKind } from "./model.ts";

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

/**
 * The releases the history reads, oldest first: the last release of webpack 4 (the baseline: a message it already
 * had gets no release of its own) and every stable webpack 5 release up to the installed one.
 */
export function historyReleases(published: readonly string[], installed: string): string[] {
  const baseline = published
    .filter((version) => /^4\.\d+\.\d+$/.test(version))
    .sort(compareVersions)
    .at(-1);
  if (!baseline) throw new Error("the registry lists no webpack 4 release");
  const versions = published.filter((version) => /^5\.\d+\.\d+$/.test(version) && compareVersions(version, installed) <= 0).sort(compareVersions);
  if (versions.at(-1) !== installed) throw new Error(`the registry does not list the installed webpack ${installed}`);
  return [baseline, ...versions];
}
