import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import { ANALYTICS } from "../../shared/site.ts";
import { serveSite } from "../cli/serve.ts";
import { cpuBlocking, type TaskTraceEvent } from "./cpu-blocking.ts";

/**
 * Lighthouse's mobile preset (its default config: emulated phone, simulated
 * slow 4G and 4× CPU slowdown) against the production build served as
 * `npm start` serves it, in Debian's Chromium. Each page is audited several
 * times and the median of each figure is printed: a report, not a test.
 */
export const LIGHTHOUSE_PAGES = ["/", "/concepts/", "/guides/getting-started/", "/configuration/output/"];

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Main-thread time spent on scripts (evaluation and compilation), from the `bootup-time` audit. */
  scriptMs: number;
  /** Total blocking time from the tasks' CPU time instead of their wall time (cpu-blocking.ts): the load average does not move it. */
  cpuTbt: number;
  /** The longest of those tasks' CPU time, unthrottled. */
  longestCpuMs: number;
}

/** A free loopback port, so that the bench never collides with a running `npm start`. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The categories scored on pass or fail, where anything under 100 names the audits to fix. */
const CHECKED_CATEGORIES = ["accessibility", "best-practices", "seo"];

async function audit(url: string, port: number): Promise<{ figures: RunFigures; failing: string[] }> {
  // This machine has no internet: the analytics script would fail to load and count as a console error.
  // Blocked, it counts as nothing (Lighthouse ignores requests it blocked itself).
  const blockedUrlPatterns = [`${new URL(ANALYTICS.script).origin}/*`];
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", blockedUrlPatterns });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = CHECKED_CATEGORIES.flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${category})`),
  );
  const figures = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
    scriptMs: value("bootup-time"),
    ...cpuFigures(result.artifacts.Trace.traceEvents, result.lhr.finalDisplayedUrl),
  };
  return { figures, failing };
}

function cpuFigures(events: TaskTraceEvent[], url: string): Pick<RunFigures, "cpuTbt" | "longestCpuMs"> {
  const figures = cpuBlocking(events, url);
  return { cpuTbt: figures?.blockingMs ?? Number.NaN, longestCpuMs: figures?.longestTaskMs ?? Number.NaN };
}

function formatRow(page: string, figures: RunFigures): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const cells = [
    page.padEnd(26),
    String(figures.performance).padStart(4),
    String(figures.accessibility).padStart(5),
    String(figures.bestPractices).padStart(5),
    String(figures.seo).padStart(4),
    s(figures.fcp).padStart(7),
    s(figures.lcp).padStart(7),
    `${Math.round(figures.tbt)} ms`.padStart(7),
    figures.cls.toFixed(3).padStart(6),
    `${(figures.bytes / 1024).toFixed(1)} KB`.padStart(9),
    `${Math.round(figures.scriptMs)} ms`.padStart(8),
    `${Math.round(figures.cpuTbt)} ms`.padStart(8),
    `${figures.longestCpuMs.toFixed(1)} ms`.padStart(8),
  ];
  return `  ${cells.join(" ")}`;
}

/** Audits each page `runs` times against the build in `dir` and prints the medians. */
export async function benchLighthouse(options: { dir?: string; runs?: number } = {}): Promise<void> {
  const runs = options.runs ?? 3;
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const server = await serveSite({ dir: options.dir, port: await freePort() });
  const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    console.log(`\nLighthouse ${runs}× per page, mobile preset, median of each figure, analytics blocked (load average ${loadAverage()})`);
    console.log(
      "  TBT/CPU: the same count from each task's CPU time (4×), which other processes do not inflate; longest: the longest such task, unthrottled",
    );
    console.log(`  ${"page".padEnd(26)} perf  a11y  best  seo     FCP     LCP     TBT    CLS  transfer  scripts  TBT/CPU  longest`);
    for (const page of LIGHTHOUSE_PAGES) {
      const results: RunFigures[] = [];
      const failing = new Set<string>();
      for (let run = 0; run < runs; run++) {
        // On a busy machine a run can time out: say so and keep the others, rather than lose the whole table.
        try {
          const result = await audit(new URL(page, server.url).href, chrome.port);
          results.push(result.figures);
          for (const id of result.failing) failing.add(id);
        } catch (error) {
          console.log(`  ${page}: run ${run + 1} failed (${(error as Error).message.split("\n")[0]})`);
        }
      }
      if (!results.length) continue;
      const medians = Object.fromEntries(
        (Object.keys(results[0]!) as (keyof RunFigures)[]).map((key) => [key, median(results.map((result) => result[key]))]),
      ) as unknown as RunFigures;
      console.log(formatRow(page, medians) + (results.length < runs ? `  (${results.length} of ${runs} runs)` : ""));
      if (failing.size) console.log(`    failing in some run: ${[...failing].join(", ")}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

/** The machine is shared: the figures depend on how busy it was. */
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");
