import { afterEach, describe, expect, it, vi } from "vitest";
import { asLoadFailure, LoadFailure, unknownPage } from "./load-failure.ts";
import { isFromOlderBuild, loadOrReload } from "./stale-build.ts";

/** webpack's error for a script chunk that did not load, as its runtime makes it. */
function chunkLoadError(type: string, request: string): Error {
  return Object.assign(new Error(`Loading chunk section-guides-js failed.\n(${type}: ${request})`), { name: "ChunkLoadError", type, request });
}

/** The same, as the app's loads report it (translated in one place, load-failure.ts). */
const failure = (type: string, request: string) => asLoadFailure(chunkLoadError(type, request));

const OLD_CHUNK = "http://localhost/assets/section-guides-js.0123456789.js";

/** The server: answers these URLs with these statuses; `offline` makes every request fail as fetch does. */
function server(statuses: Record<string, number> | "offline") {
  vi.stubGlobal("fetch", (url: string) =>
    statuses === "offline" ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve({ ok: (statuses[url] ?? 200) < 400 }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a failed load is from an older build", () => {
  it("when the server answers but no longer has the file, or said so already (type missing, unknown page)", async () => {
    server({ [OLD_CHUNK]: 404 });
    expect(await isFromOlderBuild(failure("error", OLD_CHUNK))).toBe(true);
    expect(await isFromOlderBuild(failure("missing", OLD_CHUNK))).toBe(true);
    expect(await isFromOlderBuild(unknownPage("/concepts/new/"))).toBe(true);
    expect(await isFromOlderBuild(asLoadFailure(Object.assign(new Error("Cannot find module './nowhere.js'"), { code: "MODULE_NOT_FOUND" })))).toBe(
      true,
    );
  });

  it("not when offline, when the file is there after all, or for any other error", async () => {
    server("offline");
    expect(await isFromOlderBuild(failure("error", OLD_CHUNK))).toBe(false);
    server({});
    expect(await isFromOlderBuild(failure("timeout", OLD_CHUNK))).toBe(false);
    expect(await isFromOlderBuild(new TypeError("x is not a function"))).toBe(false);
    // webpack's own error, untranslated, is not read: only the app's LoadFailure is.
    expect(await isFromOlderBuild(chunkLoadError("missing", OLD_CHUNK))).toBe(false);
  });

  it("is webpack's error translated once: its message, type and request kept for the console, its reason for the app", () => {
    const translated = failure("error", OLD_CHUNK);
    expect(translated).toBeInstanceOf(LoadFailure);
    expect(translated).toMatchObject({
      name: "ChunkLoadError",
      message: `Loading chunk section-guides-js failed.\n(error: ${OLD_CHUNK})`,
      reason: "network",
      type: "error",
      request: OLD_CHUNK,
    });
    const css = Object.assign(new Error("Loading CSS chunk vote failed.\n(/assets/vote.css)"), {
      code: "CSS_CHUNK_LOAD_FAILED",
      type: "missing",
      request: "/assets/vote.css",
    });
    expect(asLoadFailure(css)).toMatchObject({ reason: "missing", code: "CSS_CHUNK_LOAD_FAILED", message: css.message });
    const other = new TypeError("x is not a function");
    expect(asLoadFailure(other)).toBe(other);
  });
});

describe("a lazy part of the page", () => {
  function browser() {
    const stored = new Map<string, string>();
    const reload = vi.fn();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    vi.stubGlobal("window", { location: { reload } });
    return reload;
  }

  it("is tried again after a dropped connection", async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(chunkLoadError("error", OLD_CHUNK)).mockResolvedValueOnce("panel");
    const loaded = loadOrReload(load);
    await vi.runAllTimersAsync();
    expect(await loaded).toBe("panel");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reloads the page once when its file is gone, and the next time rejects instead of looping", async () => {
    vi.useFakeTimers();
    const reload = browser();
    server({ [OLD_CHUNK]: 404 });
    const load = () => Promise.reject(chunkLoadError("error", OLD_CHUNK));
    void loadOrReload(load);
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledTimes(1);
    const again = loadOrReload(load);
    const outcome = again.catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await outcome).toMatchObject({ name: "ChunkLoadError" });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("rejects with webpack's error, without reloading, when offline", async () => {
    vi.useFakeTimers();
    const reload = browser();
    server("offline");
    const outcome = loadOrReload(() => Promise.reject(chunkLoadError("error", OLD_CHUNK))).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await outcome).toMatchObject({ name: "ChunkLoadError", type: "error", reason: "network" });
    expect(reload).not.toHaveBeenCalled();
  });
});
