import {
  BACKER_PICK,
  LATEST_DAYS,
  LATEST_LIMIT,
  RANKS,
  RANK_BOUNDS,
  VIEWS,
  profileUrl,
  type Rank,
  type ShownSupporter,
  type SponsorBanner,
  type SupportView,
  type SupportersModule,
  type SupportersSummary,
} from "../../shared/supporters.ts";
import type { ExtraSupporter, SnapshotSupporter, SupportersSnapshot } from "./snapshot.ts";

/** A supporter after the merge: amounts in US cents. */
export interface Supporter {
  slug?: string;
  name: string;
  website: string | null;
  avatar: string | null;
  totalDonations: number;
  monthlyDonations: number;
  firstDonation: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One record per slug: where a slug repeats, the record with the larger total wins. */
export function dedupeBySlug(supporters: SnapshotSupporter[]): SnapshotSupporter[] {
  const bySlug = new Map<string, SnapshotSupporter>();
  for (const supporter of supporters) {
    const kept = bySlug.get(supporter.slug);
    if (!kept || supporter.totalDonations > kept.totalDonations) bySlug.set(supporter.slug, supporter);
  }
  return [...bySlug.values()];
}

/**
 * Adds the donations made outside Open Collective: an extra with the slug of
 * a known supporter adds its amounts to theirs; any other extra joins the
 * list as a supporter of its own. The result is sorted by total, largest first.
 */
export function mergeExtras(supporters: SnapshotSupporter[], extras: ExtraSupporter[]): Supporter[] {
  const merged: Supporter[] = dedupeBySlug(supporters).map((supporter) => ({ ...supporter }));
  const bySlug = new Map(merged.map((supporter) => [supporter.slug!, supporter]));
  for (const extra of extras) {
    const known = extra.slug === undefined ? undefined : bySlug.get(extra.slug);
    if (known) {
      known.totalDonations += extra.totalDonations;
      known.monthlyDonations += extra.monthlyDonations;
      continue;
    }
    const added: Supporter = {
      name: extra.name,
      website: extra.website,
      avatar: extra.avatar,
      totalDonations: extra.totalDonations,
      monthlyDonations: extra.monthlyDonations,
      firstDonation: null,
    };
    if (extra.slug !== undefined) {
      added.slug = extra.slug;
      bySlug.set(extra.slug, added);
    }
    merged.push(added);
  }
  return merged.sort(byTotal);
}

function byTotal(a: Supporter, b: Supporter): number {
  return b.totalDonations - a.totalDonations || a.name.localeCompare(b.name);
}

function amountOf(supporter: Supporter, view: SupportView): number {
  return view === "monthly" ? supporter.monthlyDonations : supporter.totalDonations;
}

export interface RankOptions {
  /** "Now" for the latest rank: the build's time. */
  now: Date;
  /** Random numbers in [0, 1) for the backer pick. */
  random: () => number;
}

export type RankedLists = Record<SupportView, Record<Rank, Supporter[]>> & { backerCounts: Record<SupportView, number> };

/** Sorts supporters (already merged) into the ranks of both views. */
export function rankSupporters(supporters: Supporter[], options: RankOptions): RankedLists {
  const sorted = [...supporters].sort(byTotal);
  const since = options.now.getTime() - LATEST_DAYS * DAY_MS;
  const latest = sorted
    .filter((supporter) => supporter.firstDonation !== null && Date.parse(supporter.firstDonation) > since && supporter.totalDonations > 0)
    .slice(0, LATEST_LIMIT);
  const result = { backerCounts: { total: 0, monthly: 0 } } as RankedLists;
  for (const view of VIEWS) {
    const bounds = RANK_BOUNDS[view];
    const inRange = (rank: Exclude<Rank, "latest">) => {
      const { min, max } = bounds[rank];
      return [...sorted]
        .filter((supporter) => amountOf(supporter, view) >= min * 100 && (max === undefined || amountOf(supporter, view) < max * 100))
        .sort((a, b) => amountOf(b, view) - amountOf(a, view) || byTotal(a, b));
    };
    const backers = inRange("backer");
    result.backerCounts[view] = backers.length;
    result[view] = {
      latest,
      platinum: inRange("platinum"),
      gold: inRange("gold"),
      silver: inRange("silver"),
      bronze: inRange("bronze"),
      backer: pickAtRandom(backers, BACKER_PICK, options.random).sort((a, b) => amountOf(b, view) - amountOf(a, view) || byTotal(a, b)),
    };
  }
  return result;
}

/** `count` distinct items chosen uniformly at random (all of them when there are no more than `count`). */
export function pickAtRandom<T>(items: T[], count: number, random: () => number): T[] {
  if (items.length <= count) return [...items];
  const pool = [...items];
  for (let index = 0; index < count; index++) {
    const other = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, count);
}

/** A small deterministic generator (mulberry32), so one snapshot always gives the same backer pick. */
export function seededRandom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** An absolute http(s) URL, or undefined: bare host names get https://, anything else is dropped. */
export function cleanUrl(value: string | null | undefined): string | undefined {
  const text = value?.replace(/\s+/g, "");
  if (!text) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function toShown(supporter: Supporter): ShownSupporter {
  const shown: ShownSupporter = {
    name: supporter.name.trim() || supporter.slug || "Anonymous supporter",
    total: supporter.totalDonations,
    monthly: supporter.monthlyDonations,
  };
  const url = cleanUrl(supporter.website) ?? (supporter.slug ? profileUrl(supporter.slug) : undefined);
  if (url) shown.url = url;
  const avatar = cleanUrl(supporter.avatar);
  if (avatar) shown.avatar = avatar;
  return shown;
}

/** The module the landing page loads: each supporter once, ranks as lists of indexes. */
export function supportersModule(snapshot: SupportersSnapshot, extras: ExtraSupporter[], options: RankOptions): SupportersModule {
  const ranked = rankSupporters(mergeExtras(snapshot.supporters, extras), options);
  const supporters: ShownSupporter[] = [];
  const indexOf = new Map<Supporter, number>();
  const index = (supporter: Supporter) => {
    let at = indexOf.get(supporter);
    if (at === undefined) {
      at = supporters.push(toShown(supporter)) - 1;
      indexOf.set(supporter, at);
    }
    return at;
  };
  const ranks = {} as SupportersModule["ranks"];
  for (const view of VIEWS) {
    ranks[view] = {} as Record<Rank, number[]>;
    for (const rank of RANKS) ranks[view][rank] = ranked[view][rank].map(index);
  }
  return { dataDate: snapshot.fetchedAt, supporters, ranks, backerCounts: ranked.backerCounts };
}

/**
 * The sponsor the banner under the hero names: the largest monthly sponsor of
 * the last year when there is one, else the largest by total; only one with a
 * website of their own, since the banner links to the company.
 */
export function sponsorBanner(snapshot: SupportersSnapshot, extras: ExtraSupporter[]): SponsorBanner {
  const merged = mergeExtras(snapshot.supporters, extras).filter((supporter) => cleanUrl(supporter.website));
  const monthly = [...merged].sort((a, b) => b.monthlyDonations - a.monthlyDonations)[0];
  const leader = monthly && monthly.monthlyDonations > 0 ? monthly : merged[0];
  return leader ? { name: leader.name.trim(), url: cleanUrl(leader.website)! } : null;
}

/** The small first-paint module: banner, date and the size of every rank. */
export function supportersSummary(module: SupportersModule, banner: SponsorBanner): SupportersSummary {
  const counts = {} as SupportersSummary["counts"];
  for (const view of VIEWS) {
    counts[view] = {} as Record<Rank, number>;
    for (const rank of RANKS) counts[view][rank] = module.ranks[view][rank].length;
  }
  return { banner, dataDate: module.dataDate, counts, backerCounts: module.backerCounts };
}
