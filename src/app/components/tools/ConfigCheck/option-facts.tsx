import type { CheckOption } from "../../../../shared/config-check-data.ts";

export type Mode = "production" | "development" | "none";
export const MODES: readonly Mode[] = ["production", "development", "none"];

/** What the page says about one option: description, type, the default it replaces, version, guide sections. */
/** What the text gives an option, and whether the check could see it. */
export function GivenValue({ option }: { option: { written: string; computed: boolean } }) {
  return (
    <p className="config-check__given">
      Given: <code>{option.written}</code>
      {option.computed && " (known only when webpack runs the configuration: not checked)"}
    </p>
  );
}

/** An option's path as the text sets it: a link to its reference entry when it has one. */
export function OptionName({ option }: { option: { path: string; referenceUrl?: string } }) {
  return option.referenceUrl ? (
    <a href={option.referenceUrl}>
      <code>{option.path}</code>
    </a>
  ) : (
    <code>{option.path}</code>
  );
}

export function OptionFacts({ entry, mode, linksTabIndex }: { entry: CheckOption; mode: Mode; linksTabIndex?: number }) {
  const fallback = defaultFor(entry, mode);
  return (
    <>
      {entry.description && <p className="config-check__description">{inlineText(entry.description)}</p>}
      <p className="config-check__facts">
        Type: <code>{entry.type}</code>
        {fallback && (
          <>
            {" "}
            · Replaces the default ({mode}): <code>{fallback}</code>
          </>
        )}
        {entry.note && <> · Default: {inlineText(entry.note)}</>}
        {entry.added && <> · Added in webpack {entry.added}</>}
        {entry.deprecated && <> · Deprecated</>}
      </p>
      {entry.guides && (
        <p className="config-check__facts">
          Guide:{" "}
          {entry.guides.map((guide, index) => (
            <span key={guide.url}>
              {index > 0 && ", "}
              <a href={guide.url} tabIndex={linksTabIndex}>
                {guide.title}
              </a>
            </span>
          ))}
        </p>
      )}
    </>
  );
}

/** A schema description or default note: its `code` and **bold** shown as such, everything else as text. */
function inlineText(text: string) {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, index) => {
    if (/^`[^`]+`$/.test(part)) return <code key={index}>{part.slice(1, -1)}</code>;
    if (/^\*\*[^*]+\*\*$/.test(part)) return <strong key={index}>{part.slice(2, -2)}</strong>;
    return part;
  });
}

export function defaultFor(entry: CheckOption, mode: Mode): string | undefined {
  return entry[mode];
}
