import type { CheckOption } from "../../../../shared/config-check-data.ts";
import { compareVersions, releaseNeeded } from "../../../../shared/releases.ts";

/** What an option the configuration sets needs of the reader's webpack. */
export interface NewerRelease {
  /** The release it needs. */
  release: string;
  /** The string value that needs it, when the option itself is older. */
  value?: string;
}

/**
 * The release an option (as set: with its string value) needs when `version`, the reader's webpack, does not
 * accept it; undefined when it does. The option history says when each option and value came (`data.json`).
 */
export function newerReleaseFor(entry: CheckOption, text: string | undefined, version: string): NewerRelease | undefined {
  const forOption = releaseNeeded({ added: entry.added ?? version, gaps: entry.gaps }, version);
  const span = text === undefined ? undefined : entry.values?.[text];
  const forValue = span && releaseNeeded(span, version);
  if (forValue && (!forOption || compareVersions(forValue, forOption) > 0)) return { release: forValue, value: text };
  return forOption ? { release: forOption } : undefined;
}
