import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { CheckData } from "../../../../shared/config-check-data.ts";
import { fragmentWithText, textOfFragment } from "../../../../shared/check-fragment.ts";
import { checkConfig, type CheckReport, type ExplainedOption } from "./check.ts";
import { EXAMPLES } from "./examples.ts";
import { AnnotatedText } from "./AnnotatedText.tsx";
import { defaultFor, GivenValue, MODES, OptionFacts, OptionName, type Mode } from "./option-facts.tsx";
import { Needs, NewerReleases, newerThan, ReleaseSelect, useReaderRelease } from "./ReaderRelease.tsx";

/** How long the text must rest before it is checked again. */
const DEBOUNCE_MS = 300;

type ModeChoice = "configuration" | Mode;

/** The configuration check: a text box, webpack's verdict on what is pasted in it, and each option explained. */
export function ConfigCheck({ data }: { data: CheckData }) {
  // The text comes from the page's fragment (a "Check this configuration" link, a shared URL) and goes back to it.
  const [text, setText] = useState(() => textOfFragment(window.location.hash) ?? "");
  const [report, setReport] = useState<CheckReport>({ status: "empty" });
  const [modeChoice, setModeChoice] = useState<ModeChoice>("configuration");
  const [caret, setCaret] = useState<number | undefined>();
  const [release, setRelease] = useReaderRelease(data);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void checkConfig(text, data).then(
        (result) => current && setReport(result),
        (error: unknown) => current && setReport({ status: "unreadable", message: error instanceof Error ? error.message : String(error) }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, data]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const { pathname, search, hash } = window.location;
      const fragment = fragmentWithText(hash, text);
      if (fragment !== hash) history.replaceState(history.state, "", `${pathname}${search}${fragment}`);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const configMode = report.status === "checked" ? report.mode : undefined;
  // Without a valid `mode`, webpack applies the production defaults (and warns).
  const mode: Mode = modeChoice === "configuration" ? (MODES.find((known) => known === configMode) ?? "production") : modeChoice;

  // The bare-object reading wraps the text in one parenthesis: positions past it shift by one.
  const shift = text.trimStart().startsWith("{") ? 1 : 0;
  const atCaret = report.status === "checked" && caret !== undefined ? optionAt(report.options, text, caret, shift) : undefined;

  const showLine = (option: { start: number; end: number }) => {
    const area = textArea.current;
    if (!area) return;
    area.focus();
    area.setSelectionRange(option.start - shift, option.end - shift);
  };

  return (
    <div className="config-check__tool">
      <div className="config-check__input">
        <label htmlFor={`${id}-text`} className="config-check__label">
          Your configuration
        </label>
        <p id={`${id}-hint`} className="config-check__hint">
          Paste a <code>webpack.config.js</code>, <code>.mjs</code> or <code>.ts</code> file, an object literal or JSON. It is read, never run, and
          never leaves this page.
        </p>
        <textarea
          id={`${id}-text`}
          ref={textArea}
          className="config-check__text"
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          rows={14}
          wrap="off"
          placeholder={'module.exports = {\n  mode: "production",\n  entry: "./src/index.js",\n};'}
        />
        <div className="config-check__controls">
          {EXAMPLES.map((example) => (
            <button key={example.label} type="button" className="config-check__example" onClick={() => setText(example.text)}>
              {example.label}
            </button>
          ))}
          <ReleaseSelect data={data} release={release} onChange={setRelease} />
          <label className="config-check__mode">
            Defaults for{" "}
            <select value={modeChoice} onChange={(event) => setModeChoice(event.target.value as ModeChoice)}>
              <option value="configuration">the configuration's mode{configMode ? ` (${configMode})` : ""}</option>
              {MODES.map((known) => (
                <option key={known} value={known}>
                  {known}
                </option>
              ))}
            </select>
          </label>
        </div>
        {atCaret?.entry && (
          <div className="config-check__caret">
            <p className="config-check__option-head">
              At the cursor:{" "}
              <a href={atCaret.referenceUrl}>
                <code>{atCaret.path}</code>
              </a>
            </p>
            <OptionFacts entry={atCaret.entry} mode={mode} />
          </div>
        )}
        {report.status === "checked" && (
          <AnnotatedText text={text} options={report.options} shift={shift} mode={mode} headingId={`${id}-annotated`} />
        )}
      </div>
      <div className="config-check__results">
        <p className="config-check__summary" role="status" aria-live="polite" aria-atomic="true">
          {summary(report, release)}
        </p>
        {report.status === "checked" && report.problems.length > 0 && report.entry && (
          <p className="config-check__where">
            <a href={report.entry.url}>What “Invalid configuration object” means, and how to fix each problem</a>
          </p>
        )}
        {report.status === "unreadable" && report.line !== undefined && <p className="config-check__where">Line {report.line}.</p>}
        {report.status === "checked" && (
          <>
            {report.problems.length > 0 && (
              <section aria-labelledby={`${id}-problems`}>
                <h3 id={`${id}-problems`}>What webpack reports</h3>
                <ol className="config-check__problems">
                  {report.problems.map((problem, index) => (
                    <li key={index} className="config-check__problem">
                      <pre className="config-check__message">{problem.text}</pre>
                      <p className="config-check__links">
                        {problem.line !== undefined && <span>Line {problem.line}. </span>}
                        {problem.didYouMean && (
                          <span>
                            Did you mean <code>{problem.didYouMean}</code>?{" "}
                          </span>
                        )}
                        {problem.reference && (
                          <a href={problem.reference.url}>
                            <code>{problem.reference.path}</code> in the options reference
                          </a>
                        )}
                        {problem.migration && (
                          <>
                            {problem.reference && " · "}
                            <a href={problem.migration.url}>Migrating to webpack 5: {problem.migration.title}</a>
                          </>
                        )}
                        {problem.entry && (
                          <>
                            {(problem.reference || problem.migration) && " · "}
                            <a href={problem.entry.url}>About this message: {problem.entry.title}</a>
                          </>
                        )}
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
            )}
            <NewerReleases options={report.options} release={release} headingId={`${id}-newer`} />
            {report.packages.length > 0 && (
              <section aria-labelledby={`${id}-packages`}>
                <h3 id={`${id}-packages`}>Plugins and loaders</h3>
                <ul className="config-check__packages">
                  {report.packages.map((entry, index) => (
                    <li key={index}>
                      <a href={entry.url}>{entry.name}</a> (line {entry.line}):{" "}
                      {entry.problems.length === 0
                        ? "its options match its schema."
                        : `${entry.problems.length} problem${entry.problems.length === 1 ? "" : "s"}.`}
                      {entry.problems.map((problem, at) => (
                        <pre key={at} className="config-check__message">
                          {problem}
                        </pre>
                      ))}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <OptionList options={report.options} mode={mode} release={release} onShow={showLine} headingId={`${id}-options`} />
            <LeftOut options={report.options} data={data} mode={mode} headingId={`${id}-defaults`} />
          </>
        )}
      </div>
    </div>
  );
}

function summary(report: CheckReport, release: string): string {
  const verdict = webpackVerdict(report);
  if (report.status !== "checked") return verdict;
  const newer = newerThan(report.options, release).length;
  return newer ? `${verdict} ${newer} option${newer === 1 ? " needs" : "s need"} a newer webpack than ${release}.` : verdict;
}

function webpackVerdict(report: CheckReport): string {
  switch (report.status) {
    case "empty":
      return "Paste a configuration to check it.";
    case "unreadable":
      return `Could not read the configuration: ${report.message}`;
    case "checked": {
      const shape =
        report.shape === "function"
          ? "The exported function's returned configuration"
          : report.shape === "array"
            ? "These configurations"
            : "This configuration";
      if (report.problems.length === 0) {
        const pluginProblems = report.packages.reduce((sum, entry) => sum + entry.problems.length, 0);
        return pluginProblems
          ? `${shape} passes webpack's validation; ${pluginProblems} problem${pluginProblems === 1 ? "" : "s"} in plugin or loader options.`
          : `${shape} passes webpack's validation.`;
      }
      return `${shape} has ${report.problems.length} problem${report.problems.length === 1 ? "" : "s"}: webpack would stop with “Invalid configuration object”.`;
    }
  }
}

function OptionList({
  options,
  mode,
  release,
  onShow,
  headingId,
}: {
  options: ExplainedOption[];
  mode: Mode;
  release: string;
  onShow: (option: ExplainedOption) => void;
  headingId: string;
}) {
  const newer = useMemo(() => new Map(newerThan(options, release).map(({ option, needs }) => [option, needs])), [options, release]);
  if (!options.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>The options it sets</h3>
      <ul className="config-check__options">
        {options.map((option, index) => (
          <li key={index} className="config-check__option">
            <p className="config-check__option-head">
              <OptionName option={option} />{" "}
              <button type="button" className="config-check__line" onClick={() => onShow(option)}>
                line {option.line}
              </button>
            </p>
            <GivenValue option={option} />
            {newer.has(option) && (
              <p className="config-check__needs">
                This option <Needs needs={newer.get(option)!} />.
              </p>
            )}
            {option.entry && <OptionFacts entry={option.entry} mode={mode} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The innermost option whose line or value holds a position of the text. */
function optionAt(options: ExplainedOption[], text: string, caret: number, shift: number): ExplainedOption | undefined {
  const line = text.slice(0, caret).split("\n").length;
  const position = caret + shift;
  let best: ExplainedOption | undefined;
  for (const option of options) {
    const holds = (option.start <= position && position <= option.end) || option.line === line;
    if (holds && option.entry && (!best || option.end - option.start <= best.end - best.start)) best = option;
  }
  return best;
}

/** The defaults webpack applies to what the configuration leaves out: top-level options, and the options of those it sets. */
function LeftOut({ options, data, mode, headingId }: { options: ExplainedOption[]; data: CheckData; mode: Mode; headingId: string }) {
  const set = useMemo(() => new Set(options.map((option) => option.path.replace(/\[\]/g, ""))), [options]);
  const left = data.options.filter((entry) => {
    if (set.has(entry.path) || !defaultFor(entry, mode) || /[[{]/.test(entry.path)) return false;
    const segments = entry.path.split(".");
    return segments.length === 1 || (segments.length === 2 && set.has(segments[0]!));
  });
  if (!left.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        Defaults for what it leaves out ({mode}, {left.length})
      </h3>
      <ul className="config-check__defaults">
        {left.map((entry) => (
          <li key={entry.path}>
            <a href={`${data.referenceUrl}#${entry.id}`}>
              <code>{entry.path}</code>
            </a>
            : <code>{defaultFor(entry, mode)}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
