import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../../src/node/paths.ts";
import { bodyArbitrary, contentBlocks, frontMatterArbitrary } from "./arbitraries.ts";
import { WorkerCompiler } from "./compile-in-worker.ts";
import { unsafeParts } from "./output-safety.ts";

/**
 * Property-based test of the content pipeline (#11): random and mutated pages
 * either compile to a page that cannot escape itself, or stop with a
 * `file:line:` content error; never a hang, a crash or a raw exception.
 * Reproduce or explore with FUZZ_SEED=<seed> and FUZZ_RUNS=<n>; a failure
 * prints its seed and shrunk counterexample (fast-check's report).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
/** The pages after this much time are skipped (not failed), so the test stays within a minute on a slow machine; the seed's sequence is unchanged. */
const TOTAL_TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 30_000);
/** Per page: generous for a busy two-core machine; a real page compiles in milliseconds. */
const PAGE_TIME_LIMIT_MS = 10_000;

let compiler: WorkerCompiler;

beforeAll(async () => {
  compiler = new WorkerCompiler();
  // The first page loads the highlighter's grammars: not part of any case's time.
  await compiler.compile({ file: "warm-up.md", source: "---\ntitle: Warm up\n---\n\n```js\na;\n```", format: "md" }, 120_000);
}, 150_000);

afterAll(() => compiler?.close());

/** Why a page's outcome is wrong, or undefined when it is fine. */
async function problemWith(source: string, format: "md" | "mdx"): Promise<string | undefined> {
  const file = `content/fuzz/page.${format}`;
  const outcome = await compiler.compile({ file, source, format }, PAGE_TIME_LIMIT_MS);
  if (outcome === "hang") return `no answer within ${PAGE_TIME_LIMIT_MS} ms`;
  if (outcome.kind === "other-error") return `${outcome.name} instead of a content error: ${outcome.message}\n${outcome.stack ?? ""}`;
  if (outcome.kind === "content-error") {
    const line = /^content\/fuzz\/page\.mdx?:(\d+): \S/.exec(outcome.message)?.[1];
    const lines = source.split("\n").length;
    if (!line) return `content error without file:line: ${outcome.message}`;
    if (Number(line) < 1 || Number(line) > lines + 1) return `line ${line} outside the file's ${lines} lines: ${outcome.message}`;
    return undefined;
  }
  const problems = unsafeParts(outcome.document, outcome);
  return problems.length ? problems.join("; ") : undefined;
}

describe("content pipeline fuzzing", () => {
  it(`compiles up to ${RUNS} random and mutated pages safely or stops with file:line (seed ${SEED})`, async () => {
    const blocks = contentBlocks(path.join(REPO_ROOT, "content"));
    const page = fc.tuple(frontMatterArbitrary, bodyArbitrary(blocks), fc.constantFrom<"md" | "mdx">("md", "mdx"));
    const details = await fc.check(
      fc.asyncProperty(page, async ([frontMatter, body, format]) => {
        const problem = await problemWith(frontMatter + body, format);
        if (problem) throw new Error(problem);
      }),
      { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TOTAL_TIME_LIMIT_MS },
    );
    console.log(
      `content fuzzing: ${details.numRuns} pages checked (seed ${SEED}${details.interrupted ? `, stopped after ${TOTAL_TIME_LIMIT_MS} ms` : ""})`,
    );
    if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`);
    expect(details.numRuns).toBeGreaterThan(100);
  }, 300_000);

  it("reports an escaping title, an extra script, a javascript: URL and an event handler", () => {
    const document = (title: string, body: string) =>
      `<!doctype html><html><head><title>${title}</title><meta name="description" content="d"><script>x</script><script defer src="/assets/app.js"></script></head><body><div id="root">${body}</div></body></html>`;
    expect(unsafeParts(document("T", "<p>ok</p>"), { title: "T", description: "d" })).toEqual([]);
    expect(
      unsafeParts(document("</title><script>alert(1)</script>", ""), { title: "</title><script>alert(1)</script>", description: "d" }),
    ).toContain('scripts ["inline","inline","/assets/app.js"] instead of ["inline","/assets/app.js"]');
    expect(unsafeParts(document("T", '<a href=" javascript:x">x</a><img onerror="x">'), { title: "T", description: "d" })).toEqual([
      "unsafe URL in href on <a>:  javascript:x",
      "event handler onerror on <img>",
    ]);
  });
});
