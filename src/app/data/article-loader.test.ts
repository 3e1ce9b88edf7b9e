import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ARTICLE_TIMEOUT_MS, fetchPage } from "./article-loader.ts";
import { LoadFailure } from "./load-failure.ts";

const BASE = "https://example.org/concepts/";
const REQUEST = "https://example.org/articles/concepts/alpha.json";
const ARTICLE = { html: "<p>Alpha</p>", record: { url: "/concepts/alpha/", title: "Alpha" } };

/** Stands in for the network: `answer` decides what a request gets; a request also fails, as fetch does, when its signal aborts. */
function network(answer: (url: string) => Promise<Response>) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const aborted = new Promise<never>((_, reject) =>
      init?.signal?.addEventListener("abort", () => reject(new DOMException("This operation was aborted", "AbortError"))),
    );
    return Promise.race([answer(url), aborted]);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const load = () => fetchPage("/concepts/alpha/", "concepts/alpha");

/** What a rejected load gives, as plain data to compare. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("the load did not fail");
    },
    (error: Error & Record<string, unknown>) => {
      expect(error).toBeInstanceOf(LoadFailure);
      return { ...error, name: error.name, message: error.message };
    },
  );

// The page the reader is on: the article's URL is resolved against it.
beforeEach(() => void vi.stubGlobal("location", new URL(BASE)));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("fetchPage", () => {
  it("fetches the article file its section names and gives the page's record and HTML", async () => {
    const fetch = network(() => Promise.resolve(new Response(JSON.stringify(ARTICLE))));
    expect(await load()).toEqual(ARTICLE);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(REQUEST);
  });

  it("fails on a page its section names no article file for with 'Cannot find module', code MODULE_NOT_FOUND, and requests nothing", async () => {
    const fetch = network(() => Promise.resolve(new Response(JSON.stringify(ARTICLE))));
    expect(await failure(fetchPage("/concepts/nowhere/", undefined))).toMatchObject({
      message: "Cannot find module '/concepts/nowhere/'",
      code: "MODULE_NOT_FOUND",
      reason: "unknown-page",
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["a 404", () => Promise.resolve(new Response("Not found", { status: 404 }))],
    ["a server error", () => Promise.resolve(new Response("Oops", { status: 500 }))],
    ["a page that is not an article (a host's fallback HTML)", () => Promise.resolve(new Response("<!doctype html><p>Home</p>"))],
  ])("fails on %s with a ChunkLoadError of type 'missing'", async (_, answer) => {
    network(answer);
    expect(await failure(load())).toEqual({
      name: "ChunkLoadError",
      message: `Loading chunk concepts/alpha failed.\n(missing: ${REQUEST})`,
      reason: "missing",
      type: "missing",
      request: REQUEST,
    });
  });

  it("fails when the network does with a ChunkLoadError of type 'error'", async () => {
    network(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await failure(load())).toEqual({
      name: "ChunkLoadError",
      message: `Loading chunk concepts/alpha failed.\n(error: ${REQUEST})`,
      reason: "network",
      type: "error",
      request: REQUEST,
    });
  });

  describe("with no answer", () => {
    beforeEach(() => void vi.useFakeTimers());

    it("waits 120 000 ms, then aborts the request and fails with a ChunkLoadError of type 'timeout'", async () => {
      const fetch = network(() => new Promise<never>(() => undefined));
      const result = failure(load());
      let settled = false;
      void result.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(ARTICLE_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toEqual({
        name: "ChunkLoadError",
        message: `Loading chunk concepts/alpha failed.\n(timeout: ${REQUEST})`,
        reason: "timeout",
        type: "timeout",
        request: REQUEST,
      });
      expect((fetch.mock.calls[0]![1]!.signal as AbortSignal).aborted).toBe(true);
      expect(ARTICLE_TIMEOUT_MS).toBe(120_000);
    });

    it("leaves no timer behind once the article arrived", async () => {
      network(() => Promise.resolve(new Response(JSON.stringify(ARTICLE))));
      await load();
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
