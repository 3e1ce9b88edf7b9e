import { useState } from "react";
import type { CheckData } from "../../../../shared/config-check-data.ts";
import { shortRelease } from "../../../../shared/releases.ts";
import type { ExplainedOption } from "./check.ts";
import { newerReleaseFor, type NewerRelease } from "./newer-release.ts";
import { OptionName } from "./option-facts.tsx";

/** Local-storage key of the webpack release the reader says they use. */
const RELEASE_KEY = "config-check-webpack";

/**
 * The webpack release the reader says they use: the one they chose last time, else the one this site documents.
 * Storage is used directly, not through shared/preferences.ts: that module is in the app's entry chunk, and
 * using it from this lazy chunk would make the entry export it (more first-visit bytes).
 */
export function useReaderRelease(data: CheckData): [string, (release: string) => void] {
  const [release, setRelease] = useState(() => {
    const saved = attempt(() => localStorage.getItem(RELEASE_KEY));
    return saved && data.releases.includes(saved) ? saved : data.webpackVersion;
  });
  const choose = (next: string) => {
    setRelease(next);
    attempt(() => localStorage.setItem(RELEASE_KEY, next));
  };
  return [release, choose];
}

/** Storage may be unavailable (private mode, blocked): then the choice lasts as long as the page. */
function attempt<T>(use: () => T): T | undefined {
  try {
    return use();
  } catch {
    return undefined;
  }
}

/** The release choice: every webpack 5 release of the option history, newest first. */
export function ReleaseSelect({ data, release, onChange }: { data: CheckData; release: string; onChange: (release: string) => void }) {
  return (
    <label className="config-check__mode">
      Your webpack version{" "}
      <select value={release} onChange={(event) => onChange(event.target.value)}>
        {[...data.releases].reverse().map((known) => (
          <option key={known} value={known}>
            {known === data.webpackVersion ? `${known} (documented here)` : known}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The options the configuration sets that the reader's release does not accept yet, in the order the text sets them. */
export function newerThan(options: readonly ExplainedOption[], release: string): { option: ExplainedOption; needs: NewerRelease }[] {
  return options.flatMap((option) => {
    const needs = option.entry && newerReleaseFor(option.entry, option.text, release);
    return needs ? [{ option, needs }] : [];
  });
}

/** "needs webpack 5.109 or later", and which value needs it when the option itself is older. */
export function Needs({ needs }: { needs: NewerRelease }) {
  return (
    <>
      needs webpack {shortRelease(needs.release)} or later
      {needs.value !== undefined && (
        <>
          {" "}
          (the value <code>{JSON.stringify(needs.value)}</code>)
        </>
      )}
    </>
  );
}

/** Beside webpack's own messages: what the configuration sets that the reader's webpack does not have. */
export function NewerReleases({ options, release, headingId }: { options: readonly ExplainedOption[]; release: string; headingId: string }) {
  const newer = newerThan(options, release);
  if (!newer.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Newer than webpack {release}</h3>
      <ul className="config-check__newer">
        {newer.map(({ option, needs }, index) => (
          <li key={index}>
            <OptionName option={option} /> (line {option.line}) <Needs needs={needs} />.
          </li>
        ))}
      </ul>
    </section>
  );
}
