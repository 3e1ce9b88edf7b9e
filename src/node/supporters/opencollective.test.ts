import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../paths.ts";
import { fetchSupportersCommand } from "./fetch-command.ts";
import { ENDPOINT, RateLimitError, fetchSnapshot, rateLimitWait } from "./opencollective.ts";
import { readSnapshot } from "./snapshot.ts";

/** Responses recorded in the shape of Open Collective's GraphQL API v2. */
const FIXTURES = path.join(REPO_ROOT, "tests/fixtures/opencollective");
const fixture = (name: string) => readFile(path.join(FIXTURES, name), "utf8");
const NOW = new Date("2026-02-01T00:00:00.000Z");

interface Sent {
  url: string;
  query: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A recorded API: answers member pages by offset and the transaction page; 429s first when asked to. */
function recordedApi(options: { rateLimitedFirst?: number; retryAfter?: string } = {}) {
  const sent: Sent[] = [];
  let limited = options.rateLimitedFirst ?? 0;
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(init?.body as string) as { query: string; variables: Record<string, unknown> };
    sent.push({ url: url as string, query: body.query, variables: body.variables, headers: init?.headers as Record<string, string> });
    if (limited > 0) {
      limited--;
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (options.retryAfter) headers["retry-after"] = options.retryAfter;
      return new Response(await fixture("rate-limited.json"), { status: 429, headers });
    }
    const json = { "content-type": "application/json" };
    if (body.query.includes("members(")) {
      const page = body.variables.offset === 0 ? "members-page-1.json" : "members-page-2.json";
      return new Response(await fixture(page), { status: 200, headers: json });
    }
    // One recorded page of transactions, served in slices of the requested size.
    const recorded = JSON.parse(await fixture("transactions-page-1.json")) as {
      data: { transactions: { nodes: unknown[]; offset: number; limit: number } };
    };
    const { offset, limit } = body.variables as { offset: number; limit: number };
    Object.assign(recorded.data.transactions, { offset, limit, nodes: recorded.data.transactions.nodes.slice(offset, offset + limit) });
    return new Response(JSON.stringify(recorded), { status: 200, headers: json });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

describe("fetching from Open Collective", () => {
  it("pages through members by limit/offset until totalCount and turns them into supporters", async () => {
    const api = recordedApi();
    const snapshot = await fetchSnapshot({ fetch: api.fetch, now: NOW, pageSize: 2, sleep: () => Promise.resolve() });
    const memberCalls = api.sent.filter((call) => call.query.includes("members("));
    expect(memberCalls.map((call) => [call.variables.limit, call.variables.offset])).toEqual([
      [2, 0],
      [2, 2],
    ]);
    const transactionCalls = api.sent.filter((call) => call.query.includes("transactions("));
    expect(transactionCalls.map((call) => call.variables.offset)).toEqual([0, 2]);
    expect(api.sent.every((call) => call.url === ENDPOINT)).toBe(true);
    expect(snapshot.fetchedAt).toBe(NOW.toISOString());
    expect(snapshot.supporters).toEqual([
      {
        slug: "acme-tools",
        name: "Acme Tools",
        website: "https://acme.example",
        avatar: "https://images.opencollective.com/acme-tools/logo.png",
        totalDonations: 1_250_000,
        // (600 + 840 dollars) / 12; the negative transaction is not counted.
        monthlyDonations: 12_000,
        firstDonation: "2019-05-02T10:11:12.000Z",
      },
      {
        slug: "jane-doe",
        name: "Jane Doe",
        website: null,
        avatar: "https://images.opencollective.com/jane-doe/avatar.png",
        totalDonations: 5_000,
        monthlyDonations: 100,
        firstDonation: "2026-01-20T08:00:00.000Z",
      },
    ]);
  });

  it("asks for the transactions of the year before now", async () => {
    const api = recordedApi();
    await fetchSnapshot({ fetch: api.fetch, now: NOW, sleep: () => Promise.resolve() });
    const transactions = api.sent.find((call) => call.query.includes("transactions("))!;
    expect(transactions.variables.dateFrom).toBe("2025-02-01T00:00:00.000Z");
    expect(transactions.variables.slug).toBe("webpack");
  });

  it("sends a personal token as a header when one is given", async () => {
    const api = recordedApi();
    await fetchSnapshot({ fetch: api.fetch, now: NOW, token: "secret", sleep: () => Promise.resolve() });
    expect(api.sent[0]!.headers["Personal-Token"]).toBe("secret");
  });

  it("waits as long as a 429 answer asks (Retry-After) and then carries on", async () => {
    const api = recordedApi({ rateLimitedFirst: 2, retryAfter: "7" });
    const waits: number[] = [];
    const snapshot = await fetchSnapshot({ fetch: api.fetch, now: NOW, sleep: (ms) => (waits.push(ms), Promise.resolve()) });
    expect(waits).toEqual([7_000, 7_000]);
    expect(snapshot.supporters).toHaveLength(2);
  });

  it("waits a minute after a 429 that says nothing, and gives up with a RateLimitError after repeated ones", async () => {
    const api = recordedApi({ rateLimitedFirst: 100 });
    const waits: number[] = [];
    await expect(fetchSnapshot({ fetch: api.fetch, now: NOW, sleep: (ms) => (waits.push(ms), Promise.resolve()) })).rejects.toBeInstanceOf(
      RateLimitError,
    );
    expect(waits.length).toBeGreaterThan(0);
    expect(waits.every((ms) => ms === 60_000)).toBe(true);
  });

  it("reads the window's reset time when there is no Retry-After", () => {
    const response = new Response("{}", { status: 429, headers: { "x-ratelimit-reset": String(NOW.getTime() / 1000 + 42) } });
    expect(rateLimitWait(response, NOW)).toBe(42_000);
  });

  it("reports GraphQL errors with their message", async () => {
    const fetch = (() =>
      Promise.resolve(
        new Response(JSON.stringify({ errors: [{ message: 'Variable "$dateFrom" got invalid value' }] }), { status: 400 }),
      )) as unknown as typeof globalThis.fetch;
    await expect(fetchSnapshot({ fetch, now: NOW })).rejects.toThrow('Variable "$dateFrom" got invalid value');
  });
});

describe("npm run fetch:supporters", () => {
  async function snapshotFile(): Promise<{ file: string; before: string }> {
    const dir = await mkdtemp(path.join(tmpdir(), "fetch-supporters-"));
    const file = path.join(dir, "supporters.json");
    const before = await readFile(path.join(REPO_ROOT, "data/supporters.json"), "utf8");
    await writeFile(file, before);
    return { file, before };
  }

  it("offline: prints one clear line, exits non-zero and leaves the snapshot untouched", async () => {
    const { file, before } = await snapshotFile();
    const offline = (() => Promise.reject(new TypeError("fetch failed", { cause: { code: "ENOTFOUND" } }))) as unknown as typeof globalThis.fetch;
    const errors: string[] = [];
    const code = await fetchSupportersCommand({ fetch: offline, file, print: () => undefined, printError: (line) => errors.push(line) });
    expect(code).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).not.toContain("\n");
    expect(errors[0]).toMatch(
      /^fetch:supporters: cannot reach https:\/\/api\.opencollective\.com\/graphql\/v2 \(ENOTFOUND\); .*supporters\.json was left as it was\.$/,
    );
    expect(await readFile(file, "utf8")).toBe(before);
  });

  it("rate limited for good: exits non-zero and leaves the snapshot untouched", async () => {
    const { file, before } = await snapshotFile();
    const api = recordedApi({ rateLimitedFirst: 100 });
    const errors: string[] = [];
    const code = await fetchSupportersCommand({
      fetch: api.fetch,
      file,
      now: NOW,
      sleep: () => Promise.resolve(),
      print: () => undefined,
      printError: (line) => errors.push(line),
    });
    expect(code).toBe(1);
    expect(errors[0]).toContain("429");
    expect(await readFile(file, "utf8")).toBe(before);
  });

  it("online: replaces the snapshot with one the build can read", async () => {
    const { file } = await snapshotFile();
    const api = recordedApi();
    const lines: string[] = [];
    const code = await fetchSupportersCommand({
      fetch: api.fetch,
      file,
      now: NOW,
      sleep: () => Promise.resolve(),
      print: (line) => lines.push(line),
    });
    expect(code).toBe(0);
    expect(lines[0]).toContain("2 supporters written");
    const written = await readSnapshot(file);
    expect(written.fetchedAt).toBe(NOW.toISOString());
    expect(written.supporters.map((supporter) => supporter.slug)).toEqual(["acme-tools", "jane-doe"]);
  });
});
