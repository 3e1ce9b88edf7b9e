import { ContentError } from "../errors.ts";
import type { VersionBadgeFact } from "../markdown/facts.ts";
import { acceptedSince, type OptionHistory } from "./option-history.ts";

/**
 * The release a badge tied to an option (or to one of its string values) must state: the one from which the
 * option history says every release accepts it (see acceptedSince). Undefined when the history does not know it
 * (the coverage test asks for a refresh).
 */
export function historyVersionOf(badge: VersionBadgeFact, history: OptionHistory): string | undefined {
  if (!badge.option) return undefined;
  const record = history.options[badge.option];
  const lifetime = badge.value === undefined ? record : record?.values?.[badge.value];
  return lifetime && acceptedSince(lifetime);
}

/** A `file:line` error for each version badge of a page that disagrees with the option history. */
export function checkVersionBadges(file: string, badges: readonly VersionBadgeFact[], history: OptionHistory): ContentError[] {
  const errors: ContentError[] = [];
  for (const badge of badges) {
    if (!badge.option) continue;
    const expected = historyVersionOf(badge, history);
    const what = badge.value === undefined ? `option ${badge.option}` : `value ${JSON.stringify(badge.value)} of ${badge.option}`;
    if (expected === undefined) {
      // A value the history never saw listed: the row or item names a value the schema does not.
      if (badge.value !== undefined && history.options[badge.option]) {
        errors.push(new ContentError(file, badge.line, `badge "${badge.version}+" dates the ${what}, which no webpack 5 schema lists`));
      }
      continue;
    }
    if (expected !== badge.version) {
      errors.push(
        new ContentError(
          file,
          badge.line,
          `badge "${badge.version}+" dates the ${what}, which webpack ${expected} added (data/option-history.json): write <Badge text="${expected}+" />`,
        ),
      );
    }
  }
  return errors;
}
