import { appendFile, cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pipelineKeyOf } from "./compile-page.ts";
import { REPO_ROOT } from "../paths.ts";

/** A change that alters what a module does (a comment alone might be dropped by a bundler). */
const EDIT = '\nconsole.debug("edited");\n';

describe("the Markdown cache key", () => {
  let root = "";
  const lockfile = () => path.join(root, "package-lock.json");
  const key = () => pipelineKeyOf(pathToFileURL(path.join(root, "src/node/markdown/compile-worker.ts")), lockfile());

  beforeAll(async () => {
    // A copy of the sources, so that editing them cannot disturb anything else running from this checkout.
    root = await mkdtemp(path.join(os.tmpdir(), "pipeline-key-"));
    await cp(path.join(REPO_ROOT, "src"), path.join(root, "src"), { recursive: true });
    await writeFile(lockfile(), "{}");
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it.each(["src/node/markdown/remark-asides.ts", "src/shared/package-managers.ts", "src/node/errors.ts"])(
    "changes when a module the page compiler runs changes: %s",
    async (file) => {
      const before = await key();
      expect(await key()).toBe(before);
      await appendFile(path.join(root, file), EDIT);
      expect(await key()).not.toBe(before);
    },
  );

  it("changes when the lockfile changes, not when a test or a module the compiler never runs does", async () => {
    const before = await key();
    await appendFile(path.join(root, "src/node/markdown/compile.test.ts"), EDIT);
    await appendFile(path.join(root, "src/node/site/build-site.ts"), EDIT);
    await appendFile(path.join(root, "src/app/App.tsx"), EDIT);
    expect(await key()).toBe(before);
    await writeFile(lockfile(), '{"lockfileVersion":3}');
    expect(await key()).not.toBe(before);
  });
});
