import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createWorkerPool } from "./worker-pool.ts";

const PROBE = new URL("../../tests/fixtures/workers/probe-worker.ts", import.meta.url);

const pool = createWorkerPool<{ text: string; fail?: boolean }, { slug: string; shouted: string }>(PROBE, { maxThreads: 1 });
afterAll(async () => (await pool).destroy());

describe("worker pools", () => {
  it("run a TypeScript worker that imports a package and one of our modules", async () => {
    expect(await (await pool).run({ text: "Cache Groups" })).toEqual({ slug: "cache-groups", shouted: "CACHE GROUPS!" });
  });

  it("give a worker's error the TypeScript file and line it was thrown at", async () => {
    const error = await (await pool).run({ text: "x", fail: true }).then(
      () => new Error("the worker did not fail"),
      (caught: unknown) => caught as Error,
    );
    expect(error.message).toBe("asked to fail on x");
    const line =
      readFileSync(fileURLToPath(PROBE), "utf8")
        .split("\n")
        .findIndex((text) => text.includes("throw new Error")) + 1;
    expect(error.stack).toContain(`probe-worker.ts:${line}:`);
  });
});
