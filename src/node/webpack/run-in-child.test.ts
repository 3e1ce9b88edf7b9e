import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runWebpackInChild } from "./run-in-child.ts";

describe("the webpack build in its own process", () => {
  let root = "";
  beforeAll(async () => (root = await mkdtemp(path.join(os.tmpdir(), "webpack-child-"))));
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("rejects with webpack's own message when webpack refuses the configuration", async () => {
    const build = runWebpackInChild({
      mode: "production",
      outDir: path.join(root, "site"),
      generatedDir: path.join(root, "generated"),
      serverDir: path.join(root, "server"),
      workerDir: path.join(root, "worker"),
      // webpack requires an absolute cache folder: its schema check fails before anything is built.
      cacheDir: "relative/cache",
    });
    await expect(build).rejects.toThrow(/cacheDirectory.*absolute path/s);
  }, 60_000);
});
