import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { createTar } from "nanotar";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MessageHistory } from "./catalogue.ts";
import { refreshMessageHistory } from "./history-command.ts";

const REGISTRY = "https://registry.example/";

const WEBPACK_ERROR = "class WebpackError extends Error {\n  constructor(message) {\n    super(message);\n  }\n}\nmodule.exports = WebpackError;\n";
const errorClass = (name: string, text: string) =>
  `const WebpackError = require("./WebpackError");\nclass ${name} extends WebpackError {\n  constructor() {\n    super(${JSON.stringify(text)});\n    this.name = "${name}";\n  }\n}\nmodule.exports = ${name};\n`;
const deprecation = (code: string) => `const util = require("util");\nmodule.exports = util.deprecate(() => {}, "Gone soon", "${code}");\n`;

function tarball(lib: Record<string, string>): Uint8Array<ArrayBuffer> {
  const files = Object.entries(lib).map(([name, data]) => ({ name: `package/lib/${name}`, data }));
  // A fixed time: the same files make the same bytes, and so the same checksum, in every fake registry.
  const tar = createTar([{ name: "package/package.json", data: "{}" }, { name: "package/README.md", data: "not read" }, ...files], {
    attrs: { mtime: 0 },
  });
  return new Uint8Array(gzipSync(tar));
}

/** webpack 4's last release and three of webpack 5 (one newer than the installed), answering like the npm registry. */
function fakeRegistry() {
  const tarballs: Record<string, Uint8Array<ArrayBuffer>> = {
    "4.46.0": tarball({ "WebpackError.js": WEBPACK_ERROR }),
    "4.47.0": tarball({ "WebpackError.js": WEBPACK_ERROR, "ModuleNotFoundError.js": errorClass("ModuleNotFoundError", "Module not found") }),
    "5.0.0": tarball({
      "WebpackError.js": WEBPACK_ERROR,
      "ModuleNotFoundError.js": errorClass("ModuleNotFoundError", "Module not found"),
      "Compilation.js": deprecation("DEP_WEBPACK_COMPILATION_ASSETS"),
    }),
    "5.1.0-beta.0": tarball({ "WebpackError.js": WEBPACK_ERROR, "BetaError.js": errorClass("BetaError", "Beta") }),
    "5.1.0": tarball({
      "WebpackError.js": WEBPACK_ERROR,
      "ModuleNotFoundError.js": errorClass("ModuleNotFoundError", "Module not found"),
      "Compilation.js": deprecation("DEP_WEBPACK_COMPILATION_ASSETS"),
      "errors/CaseSensitiveModulesWarning.js": errorClass("CaseSensitiveModulesWarning", "There are multiple modules"),
    }),
    "5.2.0": tarball({ "WebpackError.js": WEBPACK_ERROR, "LaterError.js": errorClass("LaterError", "Later") }),
  };
  const requests: string[] = [];
  const fetch = ((input: string | URL) => {
    const url = String(input);
    requests.push(url);
    if (url === `${REGISTRY}webpack`) {
      const versions = Object.fromEntries(
        Object.entries(tarballs).map(([version, bytes]) => [
          version,
          {
            dist: {
              tarball: `${REGISTRY}webpack/-/webpack-${version}.tgz`,
              integrity: `sha512-${createHash("sha512").update(bytes).digest("base64")}`,
            },
          },
        ]),
      );
      return Promise.resolve(Response.json({ name: "webpack", versions }));
    }
    const bytes = tarballs[/webpack-(.+)\.tgz$/.exec(url)?.[1] ?? ""];
    return Promise.resolve(bytes ? new Response(bytes) : new Response("not found", { status: 404, statusText: "Not Found" }));
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

describe("npm run messages:history", () => {
  let folder: string;
  let file: string;
  let lines: string[];
  let errors: string[];
  const run = (fetch: typeof globalThis.fetch, readerKey = "reader-a") =>
    refreshMessageHistory({
      registry: REGISTRY,
      fetch,
      file,
      cacheDir: path.join(folder, "cache"),
      installed: "5.1.0",
      readerKey,
      print: (line) => lines.push(line),
      printError: (line) => errors.push(line),
    });

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "message-history-"));
    file = path.join(folder, "message-history.json");
    lines = [];
    errors = [];
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("reads webpack 4's last release and the stable webpack 5 releases up to the installed one, and writes the first release of each id", async () => {
    const registry = fakeRegistry();
    expect(await run(registry.fetch)).toBe(0);
    const history = JSON.parse(await readFile(file, "utf8")) as MessageHistory;
    expect(history).toEqual({
      webpack: {
        checked: ["4.47.0", "5.0.0", "5.1.0"],
        firstSeen: {
          CaseSensitiveModulesWarning: "5.1.0",
          DEP_WEBPACK_COMPILATION_ASSETS: "5.0.0",
          ModuleNotFoundError: "4.47.0",
          WebpackError: "4.47.0",
        },
      },
    });
    expect(registry.requests.filter((url) => url.endsWith(".tgz")).sort()).toEqual(
      ["4.47.0", "5.0.0", "5.1.0"].map((version) => `${REGISTRY}webpack/-/webpack-${version}.tgz`),
    );
    expect(lines.at(-1)).toMatch(/^messages:history: 4 classes and deprecation codes of 3 releases \(4\.47\.0 to 5\.1\.0, 3 read now\) written to /);
    expect(errors).toEqual([]);
  });

  it("keeps only the files it reads: package.json and lib/", async () => {
    expect(await run(fakeRegistry().fetch)).toBe(0);
    const kept = await readdir(path.join(folder, "cache", "files"));
    expect(kept.sort()).toEqual(["webpack-4.47.0.json.gz", "webpack-5.0.0.json.gz", "webpack-5.1.0.json.gz"]);
    const entry = JSON.parse(gunzipSync(await readFile(path.join(folder, "cache", "files", "webpack-5.1.0.json.gz"))).toString("utf8")) as {
      files: Record<string, string>;
    };
    expect(Object.keys(entry.files)).toEqual([
      "lib/Compilation.js",
      "lib/ModuleNotFoundError.js",
      "lib/WebpackError.js",
      "lib/errors/CaseSensitiveModulesWarning.js",
      "package.json",
    ]);
  });

  it("a second run with the same reader takes every release's ids from the cache: only the list of releases is fetched", async () => {
    expect(await run(fakeRegistry().fetch)).toBe(0);
    // The files taken out of the tarballs are not read either.
    await rm(path.join(folder, "cache", "files"), { recursive: true });
    const again = fakeRegistry();
    expect(await run(again.fetch)).toBe(0);
    expect(again.requests).toEqual([`${REGISTRY}webpack`]);
    expect(lines.at(-1)).toMatch(/3 releases \(4\.47\.0 to 5\.1\.0, 0 read now\)/);
  });

  it("after an edit to the reader, reads each release again from the files it kept, downloading nothing", async () => {
    expect(await run(fakeRegistry().fetch)).toBe(0);
    const again = fakeRegistry();
    expect(await run(again.fetch, "reader-b")).toBe(0);
    expect(again.requests).toEqual([`${REGISTRY}webpack`]);
    expect(lines).toContain("messages:history: 3 releases, 0 tarballs downloaded, 3 from the cache");
    expect(lines.at(-1)).toMatch(/, 3 read now\)/);
  });

  it("offline, prints one line, returns 1 and leaves the file as it was", async () => {
    await writeFile(file, "the previous history\n");
    const offline = (() => Promise.reject(new TypeError("fetch failed", { cause: { code: "ENOTFOUND" } }))) as typeof globalThis.fetch;
    expect(await run(offline)).toBe(1);
    expect(errors).toEqual([`messages:history: cannot reach ${REGISTRY}webpack (ENOTFOUND); ${file} was left as it was.`]);
    expect(lines).toEqual([]);
    expect(await readFile(file, "utf8")).toBe("the previous history\n");
  });

  it("fails when the registry does not list the installed release", async () => {
    await writeFile(file, "the previous history\n");
    expect(
      await refreshMessageHistory({
        registry: REGISTRY,
        fetch: fakeRegistry().fetch,
        file,
        cacheDir: path.join(folder, "cache"),
        installed: "5.3.0",
        readerKey: "reader-a",
        printError: (line) => errors.push(line),
      }),
    ).toBe(1);
    expect(errors).toEqual([`messages:history: the registry does not list the installed webpack 5.3.0; ${file} was left as it was.`]);
  });
});
