import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createWorkerPool } from "./worker-pool.ts";

const PROBE = new URL("../../tests/fixtures/workers/probe-worker.ts", import.meta.url);

interface ProbeResult {
  moduleUrl: string;
  execArgv: string[];
  slug: string;
  escaped: string;
}

const pool = createWorkerPool<{ text: string; fail?: boolean }, ProbeResult>(PROBE, { maxThreads: 1 });
afterAll(async () => (await pool).destroy());

describe("worker pools", () => {
  it("run their TypeScript as one ES module bundle, without tsx, packages loaded as they are", async () => {
    const result = await (await pool).run({ text: "Cache <Groups>" });
    expect(result.slug).toBe("cache-groups");
    expect(result.escaped).toBe("Cache &lt;Groups&gt;");
    expect(result.moduleUrl).toMatch(/\/node_modules\/\.cache\/site-workers\/probe-worker\.[0-9a-f]{12}\.mjs$/);
    expect(result.execArgv.join(" ")).not.toContain("tsx");
    const bundle = readFileSync(fileURLToPath(result.moduleUrl), "utf8");
    // Our module is inside the bundle; the package is an import Node resolves from node_modules.
    expect(bundle).toContain("function escapeHtml(");
    expect(bundle).toMatch(/from "github-slugger"/);
  });

  it("give a worker's error a stack that points into the TypeScript source", async () => {
    const error = await (await pool).run({ text: "x", fail: true }).then(
      () => new Error("the worker did not fail"),
      (caught: unknown) => caught as Error,
    );
    expect(error.message).toBe("asked to fail on x");
    expect(error.stack).toMatch(/probe-worker\.ts:\d+/);
  });
});
