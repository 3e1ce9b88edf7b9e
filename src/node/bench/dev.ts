import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { paths } from "../paths.ts";
import { spawnDevServer } from "../dev/spawn.ts";
import { READER_PLACE_SCRIPT, type ReaderPlace } from "./reader-place.ts";

/** The page the benchmark edits: the longest hand-written one. */
const PAGE = { url: "/configuration/output/", file: "configuration/output.mdx" };
const EDITS = 5;
const PORT = Number(process.env.BENCH_DEV_PORT ?? 4186);

/**
 * `npm run bench -- --dev-only`: what a writer waits for. Starts `npm run
 * dev` on a copy of the real content, opens a long page in Chromium scrolled
 * half-way, appends a sentence to its Markdown five times and prints, for
 * each, the time from the save to the sentence on the page (in the DOM, and
 * painted: the frame after it arrived), their median, and whether the page
 * reloaded or lost its place.
 */
export async function benchDev(): Promise<void> {
  const content = await mkdtemp(path.join(os.tmpdir(), "bench-dev-content-"));
  await cp(paths.content, content, { recursive: true });
  const server = spawnDevServer(content, PORT);
  // The server's own part of each update (compile, records, sending), as it logs it.
  const serverTimes = () => [...server.output().matchAll(/Updated \d+ page\(s\) in (\d+) ms/g)].map(([, ms]) => Number(ms));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const startMs = await server.ready;
    // The server warms what a save needs while webpack builds (src/node/dev/dev-content.ts, warm): a save before that
    // is done waits for it.
    let warmed: RegExpExecArray | null = null;
    while (!(warmed = /Ready for saves in (\d+) ms/.exec(server.output()))) await new Promise((resolve) => setTimeout(resolve, 100));
    console.log(
      `\nDevelopment server on the real content: ready in ${(startMs / 1000).toFixed(1)} s, ready for saves in ${(Number(warmed[1]) / 1000).toFixed(1)} s`,
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    let documents = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents++;
    });
    await page.goto(`http://localhost:${PORT}${PAGE.url}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 120_000 });
    await page.locator("[data-article] h2").first().waitFor();
    await page.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
      window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2);
    });
    // Read once layout has settled: the sections the jump brought near are laid out a frame later at their real
    // height, and scroll anchoring then moves the page, before any edit.
    const before = await page.evaluate<ReaderPlace>(READER_PLACE_SCRIPT);
    const file = path.join(content, PAGE.file);
    const times: number[] = [];
    for (let edit = 1; edit <= EDITS; edit++) {
      const sentence = `Sentence ${edit} added by the benchmark at ${Date.now()}.`;
      // Noted in the page as it arrives, then at the next frame: what the reader sees.
      // A script as text: tsx would wrap a function's inner names in a helper the page does not have.
      const shown = page.evaluate<number>(`new Promise((resolve) => {
        const seen = () => {
          if (!document.body.textContent.includes(${JSON.stringify(sentence)})) return false;
          requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
          return true;
        };
        if (seen()) return;
        const observer = new MutationObserver(() => seen() && observer.disconnect());
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      })`);
      const source = await readFile(file, "utf8");
      const saved = performance.timeOrigin + performance.now();
      await writeFile(file, `${source}\n${sentence}\n`);
      times.push(Math.max(0, (await shown) - saved));
      // Let the server settle (the search index is made again a moment after a change) before the next edit.
      await page.waitForTimeout(2500);
    }
    const kept = await page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);
    const after = await page.evaluate<ReaderPlace>(READER_PLACE_SCRIPT);
    const sorted = [...times].sort((a, b) => a - b);
    const [one, five] = os.loadavg();
    console.log(`Save to visible on ${PAGE.url} (scrolled to ${Math.round(before.scrollY)} px), ${EDITS} edits`);
    console.log(`  each: ${times.map((ms) => `${Math.round(ms)} ms`).join(", ")}`);
    console.log(`  median: ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms`);
    console.log(
      `  of which the server (compile the page, make the records, send): ${serverTimes()
        .map((ms) => `${ms} ms`)
        .join(", ")}`,
    );
    console.log(`  reloaded: ${documents > 1 || !kept ? "yes" : "no"} (${documents} document load${documents === 1 ? "" : "s"})`);
    const moved = [after.scrollY - before.scrollY, after.anchorTop - before.anchorTop];
    console.log(
      `  scroll position kept: ${moved.every((px) => px === 0) ? "yes" : "no"} (scrollY moved ${moved[0]} px, the text at the top of the viewport ${moved[1]} px)`,
    );
    console.log(`  load average: ${one!.toFixed(2)} (1 min), ${five!.toFixed(2)} (5 min) on ${os.cpus().length} cores`);
  } finally {
    await browser.close();
    await server.stop();
    await rm(content, { recursive: true, force: true });
  }
}
