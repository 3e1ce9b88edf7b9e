import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BuildResult } from "../site/build-site.ts";
import { sampleTree } from "./process-tree.ts";
import { writeSyntheticContent } from "./synthetic-content.ts";
import { typescriptExecArgv } from "../typescript-loader.ts";

export const DEFAULT_SCALE_SIZES = [1000, 10000];

interface MeasuredBuild {
  wallMs: number;
  peakRss: number;
  /** CPU time of the whole tree: on a shared machine, wall time says how busy the others were too. */
  cpuMs: number;
  result: BuildResult;
}

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), "build-child.ts");

/** Runs one build in a child process, sampling the RSS of its whole process tree (webpack, Pagefind and worker threads included). */
async function measuredBuild(contentDir: string, outDir: string, cacheDir: string): Promise<MeasuredBuild> {
  const resultFile = path.join(cacheDir, "..", "result.json");
  const start = performance.now();
  const child = spawn(
    process.execPath,
    [...typescriptExecArgv(), CHILD, "--content", contentDir, "--out", outDir, "--cache", cacheDir, "--result", resultFile],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  let peakRss = 0;
  const cpuByPid = new Map<number, number>();
  const sample = () => {
    if (!child.pid) return;
    const { rss, cpuMs } = sampleTree(child.pid);
    peakRss = Math.max(peakRss, rss);
    for (const [pid, ms] of cpuMs) cpuByPid.set(pid, ms);
  };
  const sampler = setInterval(sample, 100);
  // Sampled until the child is gone: its last sample is the one with the most CPU time.
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(sampler);
  const cpuMs = [...cpuByPid.values()].reduce((sum, ms) => sum + ms, 0);
  const wallMs = performance.now() - start;
  if (code !== 0) throw new Error(`the build of ${contentDir} failed (exit code ${code})`);
  return { wallMs, peakRss, cpuMs, result: JSON.parse(await readFile(resultFile, "utf8")) as BuildResult };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function describe(label: string, build: MeasuredBuild): string {
  const steps = Object.entries(build.result.timings)
    .map(([step, ms]) => `${step} ${seconds(ms)}`)
    .join(", ");
  const perPage = (build.wallMs / build.result.pages).toFixed(1);
  return `  ${label}: ${seconds(build.wallMs)} (CPU ${seconds(build.cpuMs)}), peak RSS ${megabytes(build.peakRss)}, ${perPage} ms/page\n    (${steps})`;
}

/**
 * `npm run bench -- --scale [--sizes 1000,10000]`: for each size, synthetic
 * content in a temporary folder, a cold build (no caches) and a warm rebuild
 * after one page was edited, each in a child process. Prints wall time, peak
 * memory of the process tree, milliseconds per page and each step's time.
 */
export async function runScaleBench(sizes: number[] = DEFAULT_SCALE_SIZES): Promise<void> {
  for (const size of sizes) {
    const root = await mkdtemp(path.join(tmpdir(), `webpack-docs-scale-${size}-`));
    try {
      const contentDir = path.join(root, "content");
      const outDir = path.join(root, "dist");
      const cacheDir = path.join(root, "cache");
      const content = await writeSyntheticContent({ dir: contentDir, pages: size });
      console.log(`\nScale: ${content.pages} synthetic pages in ${content.sections} sections, ${megabytes(content.bytes)} of Markdown`);
      const cold = await measuredBuild(contentDir, outDir, cacheDir);
      console.log(describe("cold", cold));
      // A writer's edit: one page changes, everything else comes from the caches.
      const edited = path.join(contentDir, "guides", "index.mdx");
      await writeFile(edited, `${await readFile(edited, "utf8")}\nOne more paragraph, added by the benchmark.\n`);
      const warm = await measuredBuild(contentDir, outDir, cacheDir);
      console.log(describe("warm, one page edited", warm));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
}
