/** webpack release numbers, as the option history (build) and the configuration check (browser) compare them. */

/** `5.9.0` < `5.10.0` < `5.10.1`: numeric parts compared in order. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

/** When something was accepted: from `added`, except from each gap's first release until the release after it. */
export interface ReleaseSpan {
  added: string;
  gaps?: [string, string][];
}

/**
 * The release something needs when `version` does not accept it: the one that added it, or the one that
 * accepted it again after a gap `version` falls in. Undefined when `version` accepts it.
 */
export function releaseNeeded(span: ReleaseSpan, version: string): string | undefined {
  if (compareVersions(version, span.added) < 0) return span.added;
  for (const [from, to] of span.gaps ?? []) if (compareVersions(version, from) >= 0 && compareVersions(version, to) < 0) return to;
  return undefined;
}

/** A release as a sentence names it: `5.109.0` → `5.109`, `5.110.3` stays. */
export function shortRelease(version: string): string {
  return version.replace(/^(\d+\.\d+)\.0$/, "$1");
}
