import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createTar } from "nanotar";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { refreshOptionHistory } from "./history-command.ts";
import type { OptionHistory } from "./option-history.ts";

const REGISTRY = "https://registry.example/";

function tarball(schema: object, top = "package"): Uint8Array<ArrayBuffer> {
  // A fixed time: the same schema makes the same bytes, and so the same checksum, in every fake registry.
  const tar = createTar(
    [
      { name: `${top}/package.json`, data: "{}" },
      { name: `${top}/schemas/WebpackOptions.json`, data: JSON.stringify(schema) },
    ],
    { attrs: { mtime: 0 } },
  );
  return new Uint8Array(gzipSync(tar));
}

function integrity(bytes: Uint8Array): string {
  return `sha512-${createHash("sha512").update(bytes).digest("base64")}`;
}

/** A registry with two stable releases and a pre-release, answering like the npm registry. */
function fakeRegistry() {
  const tarballs: Record<string, Uint8Array<ArrayBuffer>> = {
    "5.0.0": tarball({ type: "object", properties: { mode: { enum: ["production"] } } }),
    "5.1.0": tarball({ type: "object", properties: { mode: { enum: ["production", "development"] }, bail: { type: "boolean" } } }, "webpack"),
    "5.2.0-beta.0": tarball({ type: "object", properties: { beta: { type: "boolean" } } }),
  };
  const requests: string[] = [];
  const fetch = ((input: string | URL) => {
    const url = String(input);
    requests.push(url);
    if (url === `${REGISTRY}webpack`) {
      const versions = Object.fromEntries(
        Object.entries(tarballs).map(([version, bytes]) => [
          version,
          { dist: { tarball: `${REGISTRY}webpack/-/webpack-${version}.tgz`, integrity: integrity(bytes) } },
        ]),
      );
      return Promise.resolve(Response.json({ name: "webpack", versions }));
    }
    const version = /webpack-(.+)\.tgz$/.exec(url)?.[1];
    const bytes = version && tarballs[version];
    return Promise.resolve(bytes ? new Response(bytes) : new Response("not found", { status: 404, statusText: "Not Found" }));
  }) as typeof globalThis.fetch;
  return { fetch, requests, tarballs };
}

describe("npm run refresh:option-history", () => {
  let folder: string;
  let file: string;
  let lines: string[];
  let errors: string[];
  const run = (fetch: typeof globalThis.fetch) =>
    refreshOptionHistory({
      registry: REGISTRY,
      fetch,
      file,
      cacheDir: path.join(folder, "cache"),
      print: (line) => lines.push(line),
      printError: (line) => errors.push(line),
    });

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "option-history-"));
    file = path.join(folder, "option-history.json");
    lines = [];
    errors = [];
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("reads each stable release's schema from its tarball and writes the history", async () => {
    const registry = fakeRegistry();
    expect(await run(registry.fetch)).toBe(0);
    const history = JSON.parse(await readFile(file, "utf8")) as OptionHistory;
    expect(history.releases).toEqual(["5.0.0", "5.1.0"]);
    expect(history.options).toEqual({
      bail: { added: "5.1.0" },
      mode: { added: "5.0.0", values: { development: { added: "5.1.0" }, production: { added: "5.0.0" } } },
    });
    expect(registry.requests.some((url) => url.includes("beta"))).toBe(false);
    expect(lines.at(-1)).toMatch(/^refresh:option-history: 2 option paths of 2 releases \(5\.0\.0 to 5\.1\.0\) written to /);
    expect(errors).toEqual([]);
  });

  it("takes a second refresh's schemas from the cache: only the list of releases is fetched", async () => {
    expect(await run(fakeRegistry().fetch)).toBe(0);
    const again = fakeRegistry();
    expect(await run(again.fetch)).toBe(0);
    expect(again.requests).toEqual([`${REGISTRY}webpack`]);
    expect(lines).toContain("refresh:option-history: 2 releases, 0 tarballs downloaded, 2 from the cache");
  });

  it("offline, prints one line, returns 1 and leaves the file as it was", async () => {
    await writeFile(file, "the previous history\n");
    const offline = (() => Promise.reject(new TypeError("fetch failed", { cause: { code: "ENOTFOUND" } }))) as typeof globalThis.fetch;
    expect(await run(offline)).toBe(1);
    expect(errors).toEqual([`refresh:option-history: cannot reach ${REGISTRY}webpack (ENOTFOUND); ${file} was left as it was.`]);
    expect(lines).toEqual([]);
    expect(await readFile(file, "utf8")).toBe("the previous history\n");
  });

  it("refuses a tarball whose checksum differs from the registry's", async () => {
    await writeFile(file, "the previous history\n");
    const registry = fakeRegistry();
    registry.tarballs["5.1.0"] = tarball({ type: "object", properties: { tampered: { type: "boolean" } } });
    const tampered = ((input: string | URL) => {
      const url = String(input);
      if (url === `${REGISTRY}webpack`) {
        // The list still states the original tarball's checksum.
        return fakeRegistry().fetch(url);
      }
      return registry.fetch(url);
    }) as typeof globalThis.fetch;
    expect(await run(tampered)).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/webpack-5\.1\.0\.tgz: checksum mismatch/);
    expect(await readFile(file, "utf8")).toBe("the previous history\n");
  });
});
