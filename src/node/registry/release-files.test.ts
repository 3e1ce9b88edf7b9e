import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createTar } from "nanotar";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readReleases, type ReadReleasesOptions } from "./release-files.ts";

const REGISTRY = "https://registry.example/";

/** One release of a package `pkg` whose tarball's top folder is `pkg/` (not `package/`), as some older tarballs have it. */
function fakeRegistry() {
  const bytes = new Uint8Array(
    gzipSync(
      createTar(
        [
          { name: "pkg/package.json", data: '{"name":"pkg"}' },
          { name: "pkg/lib/a.js", data: "a" },
          { name: "pkg/lib/deep/b.js", data: "b" },
          { name: "pkg/libx/c.js", data: "not under lib/" },
        ],
        { attrs: { mtime: 0 } },
      ),
    ),
  );
  const requests: string[] = [];
  const fetch = ((input: string | URL) => {
    const url = String(input);
    requests.push(url);
    if (url === `${REGISTRY}pkg`) {
      const dist = { tarball: `${REGISTRY}pkg/-/pkg-1.0.0.tgz`, integrity: `sha512-${createHash("sha512").update(bytes).digest("base64")}` };
      return Promise.resolve(Response.json({ name: "pkg", versions: { "1.0.0": { dist } } }));
    }
    return Promise.resolve(new Response(bytes));
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

describe("readReleases", () => {
  let cacheDir: string;
  const read = (registry: ReturnType<typeof fakeRegistry>, select: readonly string[]) => {
    const options: ReadReleasesOptions<string[]> = {
      registry: REGISTRY,
      fetch: registry.fetch,
      package: "pkg",
      label: "test",
      versions: (published) => published,
      select,
      cacheDir,
      read: (_release, files) => [...files.keys()],
    };
    return readReleases(options);
  };

  beforeEach(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), "release-files-"));
  });
  afterEach(() => rm(cacheDir, { recursive: true, force: true }));

  it("takes out the files and folders selected, by their paths in the package, whatever the tarball's top folder", async () => {
    expect(await read(fakeRegistry(), ["package.json", "lib/"])).toEqual([
      { version: "1.0.0", value: ["lib/a.js", "lib/deep/b.js", "package.json"] },
    ]);
  });

  it("reuses a cached release only for the same selection", async () => {
    await read(fakeRegistry(), ["package.json"]);
    const same = fakeRegistry();
    expect(await read(same, ["package.json"])).toEqual([{ version: "1.0.0", value: ["package.json"] }]);
    expect(same.requests).toEqual([`${REGISTRY}pkg`]);
    const other = fakeRegistry();
    expect(await read(other, ["package.json", "lib/"])).toEqual([{ version: "1.0.0", value: ["lib/a.js", "lib/deep/b.js", "package.json"] }]);
    expect(other.requests).toEqual([`${REGISTRY}pkg`, `${REGISTRY}pkg/-/pkg-1.0.0.tgz`]);
  });

  it("fails on a selected file the tarball does not have", async () => {
    await expect(read(fakeRegistry(), ["schemas/options.json"])).rejects.toThrow("pkg@1.0.0: its tarball has no schemas/options.json");
  });
});
