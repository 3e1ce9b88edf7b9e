import { COLLECTIVE_SLUG } from "../../shared/supporters.ts";
import { dedupeBySlug } from "./ranks.ts";
import type { SnapshotSupporter, SupportersSnapshot } from "./snapshot.ts";

/** Open Collective's public GraphQL API (version 2). */
export const ENDPOINT = "https://api.opencollective.com/graphql/v2";

/** Page size of the member and transaction queries. */
export const PAGE_SIZE = 500;
/** Anonymous clients may send 10 requests a minute: the wait when the server does not say how long. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;
const MAX_RATE_LIMIT_RETRIES = 5;

const MEMBERS_QUERY = `query SupportMembers($slug: String!, $limit: Int!, $offset: Int!) {
  account(slug: $slug) {
    members(limit: $limit, offset: $offset) {
      totalCount
      offset
      limit
      nodes {
        createdAt
        account { slug name website imageUrl }
        totalDonations { valueInCents currency }
      }
    }
  }
}`;

const TRANSACTIONS_QUERY = `query SupportTransactions($slug: String!, $dateFrom: DateTime!, $limit: Int!, $offset: Int!) {
  transactions(account: { slug: $slug }, dateFrom: $dateFrom, limit: $limit, offset: $offset) {
    totalCount
    offset
    limit
    nodes {
      createdAt
      amountInHostCurrency { valueInCents currency }
      fromAccount { slug }
    }
  }
}`;

/** The parts of the API's answers we read. */
interface Amount {
  valueInCents: number | null;
  currency?: string | null;
}
interface Page<T> {
  totalCount: number;
  offset: number;
  limit: number;
  nodes: T[];
}
export interface MemberNode {
  createdAt: string;
  account: { slug: string; name: string | null; website: string | null; imageUrl: string | null } | null;
  totalDonations: Amount | null;
}
export interface TransactionNode {
  createdAt: string;
  amountInHostCurrency: Amount | null;
  fromAccount: { slug: string } | null;
}

/** The API answered 429 more often than we are willing to wait for. */
export class RateLimitError extends Error {
  override name = "RateLimitError";
}
/** The API could not be reached at all (no network, DNS, refused connection). */
export class NetworkError extends Error {
  override name = "NetworkError";
}
/** The API answered, but not with the data we asked for. */
export class ApiError extends Error {
  override name = "ApiError";
}

export interface FetchOptions {
  /** `fetch` itself; tests pass a recorded one. */
  fetch: typeof globalThis.fetch;
  /** Waits; tests pass one that only records. */
  sleep?: (ms: number) => Promise<void>;
  now?: Date;
  endpoint?: string;
  /** An Open Collective personal token: 100 requests a minute instead of 10. */
  token?: string;
  pageSize?: number;
  log?: (line: string) => void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends one GraphQL query, waiting and retrying while the API says the rate limit is reached. */
async function query<T>(options: FetchOptions, text: string, variables: Record<string, unknown>): Promise<T> {
  const endpoint = options.endpoint ?? ENDPOINT;
  const sleep = options.sleep ?? realSleep;
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json", "User-Agent": "webpack-docs-site" };
  if (options.token) headers["Personal-Token"] = options.token;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await options.fetch(endpoint, { method: "POST", headers, body: JSON.stringify({ query: text, variables }) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new NetworkError(`cannot reach ${endpoint} (${cause?.code ?? cause?.message ?? (error as Error).message})`);
    }
    if (response.status === 429) {
      if (attempt >= MAX_RATE_LIMIT_RETRIES) {
        throw new RateLimitError(
          `${endpoint} still answers 429 (rate limit) after ${attempt + 1} tries; set OPENCOLLECTIVE_API_KEY for a higher limit`,
        );
      }
      const wait = rateLimitWait(response, options.now ?? new Date());
      options.log?.(`rate limited by Open Collective: waiting ${Math.ceil(wait / 1000)} s`);
      await sleep(wait);
      continue;
    }
    const body = await response.text();
    let json: { data?: T; errors?: { message: string }[]; error?: { message: string } };
    try {
      json = JSON.parse(body) as typeof json;
    } catch {
      throw new ApiError(`${endpoint} answered ${response.status} with something other than JSON: ${body.slice(0, 120)}`);
    }
    if (!response.ok || json.errors?.length || json.error || !json.data) {
      const message = json.errors?.map((error) => error.message).join("; ") ?? json.error?.message ?? `status ${response.status}`;
      throw new ApiError(`${endpoint}: ${message}`);
    }
    // Out of requests for this window: wait for the next one before sending more.
    if (response.headers.get("x-ratelimit-remaining") === "0") await sleep(rateLimitWait(response, options.now ?? new Date()));
    return json.data;
  }
}

/** How long the server asks us to wait: Retry-After (seconds), else the window's reset time, else a minute. */
export function rateLimitWait(response: Response, now: Date): number {
  const retryAfter = response.headers.get("retry-after");
  if (retryAfter && /^\d+$/.test(retryAfter.trim())) return Number(retryAfter) * 1000;
  const reset = Number(response.headers.get("x-ratelimit-reset"));
  if (reset > 0) {
    // Seconds since the epoch (or milliseconds, from some servers).
    const resetMs = reset < 1e12 ? reset * 1000 : reset;
    return Math.max(1000, resetMs - now.getTime());
  }
  return DEFAULT_RATE_LIMIT_WAIT_MS;
}

/** Every node of a paginated collection: `limit`/`offset` pages until `totalCount` is reached. */
async function allNodes<T, D>(options: FetchOptions, text: string, variables: Record<string, unknown>, pick: (data: D) => Page<T>): Promise<T[]> {
  const limit = options.pageSize ?? PAGE_SIZE;
  const nodes: T[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = pick(await query<D>(options, text, { ...variables, limit, offset }));
    nodes.push(...page.nodes);
    options.log?.(`  ${nodes.length} of ${page.totalCount}`);
    if (page.nodes.length === 0 || offset + limit >= page.totalCount) return nodes;
  }
}

/**
 * Fetches the collective's members and last year's transactions and turns
 * them into a snapshot: one record per slug (the larger total wins), amounts
 * in cents, monthly = the last year's positive transactions / 12.
 */
export async function fetchSnapshot(options: FetchOptions): Promise<SupportersSnapshot> {
  const now = options.now ?? new Date();
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  options.log?.("members:");
  const members = await allNodes<MemberNode, { account: { members: Page<MemberNode> } | null }>(
    options,
    MEMBERS_QUERY,
    { slug: COLLECTIVE_SLUG },
    (data: { account: { members: Page<MemberNode> } | null }) => {
      if (!data.account) throw new ApiError(`no Open Collective account "${COLLECTIVE_SLUG}"`);
      return data.account.members;
    },
  );
  options.log?.("transactions of the last year:");
  const transactions = await allNodes<TransactionNode, { transactions: Page<TransactionNode> }>(
    options,
    TRANSACTIONS_QUERY,
    { slug: COLLECTIVE_SLUG, dateFrom: yearAgo.toISOString() },
    (data: { transactions: Page<TransactionNode> }) => data.transactions,
  );
  return {
    source: `Open Collective GraphQL API v2 (${options.endpoint ?? ENDPOINT}), collective "${COLLECTIVE_SLUG}"`,
    fetchedAt: now.toISOString(),
    collective: COLLECTIVE_SLUG,
    notes: [],
    supporters: toSupporters(members, transactions, yearAgo),
  };
}

/** The transform from the API's nodes to snapshot records. */
export function toSupporters(members: MemberNode[], transactions: TransactionNode[], since: Date): SnapshotSupporter[] {
  const records: SnapshotSupporter[] = [];
  for (const member of members) {
    const total = member.totalDonations?.valueInCents ?? 0;
    if (!member.account?.slug || total <= 0) continue;
    records.push({
      slug: member.account.slug,
      name: member.account.name ?? member.account.slug,
      website: member.account.website,
      avatar: member.account.imageUrl,
      totalDonations: Math.round(total),
      monthlyDonations: 0,
      firstDonation: member.createdAt,
    });
  }
  const supporters = dedupeBySlug(records);
  const lastYear = new Map<string, number>();
  for (const transaction of transactions) {
    const amount = transaction.amountInHostCurrency?.valueInCents ?? 0;
    const slug = transaction.fromAccount?.slug;
    if (!slug || amount <= 0 || Date.parse(transaction.createdAt) < since.getTime()) continue;
    lastYear.set(slug, (lastYear.get(slug) ?? 0) + amount);
  }
  for (const supporter of supporters) supporter.monthlyDonations = Math.round((lastYear.get(supporter.slug) ?? 0) / 12);
  return supporters.sort((a, b) => b.totalDonations - a.totalDonations || a.slug.localeCompare(b.slug));
}
