import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rankDescription, rankHeading } from "../../shared/supporters.ts";
import {
  cleanUrl,
  mergeExtras,
  pickAtRandom,
  rankSupporters,
  seededRandom,
  sponsorBanner,
  supportersModule,
  supportersSummary,
  type Supporter,
} from "./ranks.ts";
import { readExtras, readSnapshot, type ExtraSupporter, type SnapshotSupporter, type SupportersSnapshot } from "./snapshot.ts";

const NOW = new Date("2026-02-01T00:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

function supporter(
  slug: string,
  totalDollars: number,
  monthlyDollars = 0,
  firstDonation: string | null = "2020-01-01T00:00:00.000Z",
): SnapshotSupporter {
  return {
    slug,
    name: slug,
    website: `https://${slug}.example`,
    avatar: null,
    totalDonations: Math.round(totalDollars * 100),
    monthlyDonations: Math.round(monthlyDollars * 100),
    firstDonation,
  };
}

const noRandom = () => 0;
const slugs = (list: Supporter[]) => list.map((item) => item.slug);

describe("ranks by total", () => {
  const ranked = rankSupporters(
    mergeExtras(
      [
        supporter("under-a-dollar", 0.99),
        supporter("one-dollar", 1),
        supporter("almost-bronze", 199.99),
        supporter("bronze-low", 200),
        supporter("bronze-high", 1_999.99),
        supporter("silver-low", 2_000),
        supporter("silver-high", 9_999.99),
        supporter("gold-low", 10_000),
        supporter("gold-high", 49_999.99),
        supporter("platinum-low", 50_000),
        supporter("platinum-high", 250_000),
      ],
      [],
    ),
    { now: NOW, random: noRandom },
  );

  it("puts each supporter in the rank whose lower bound it reaches (inclusive) and whose upper bound it stays under", () => {
    expect(slugs(ranked.total.backer)).toEqual(["almost-bronze", "one-dollar"]);
    expect(slugs(ranked.total.bronze)).toEqual(["bronze-high", "bronze-low"]);
    expect(slugs(ranked.total.silver)).toEqual(["silver-high", "silver-low"]);
    expect(slugs(ranked.total.gold)).toEqual(["gold-high", "gold-low"]);
    expect(slugs(ranked.total.platinum)).toEqual(["platinum-high", "platinum-low"]);
  });

  it("shows nobody under one dollar", () => {
    const all = Object.values(ranked.total).flat();
    expect(slugs(all)).not.toContain("under-a-dollar");
  });
});

describe("ranks by average monthly amount", () => {
  const ranked = rankSupporters(
    mergeExtras(
      [
        supporter("backer", 5_000, 9.99),
        supporter("bronze", 10, 10),
        supporter("silver", 10, 100),
        supporter("silver-top", 10, 499.99),
        supporter("gold", 10, 500),
        supporter("platinum", 10, 2_500),
        supporter("nothing-this-year", 80_000, 0),
      ],
      [],
    ),
    { now: NOW, random: noRandom },
  );

  it("uses the monthly bounds (1, 10, 100, 500, 2,500 dollars)", () => {
    expect(slugs(ranked.monthly.backer)).toEqual(["backer"]);
    expect(slugs(ranked.monthly.bronze)).toEqual(["bronze"]);
    expect(slugs(ranked.monthly.silver)).toEqual(["silver-top", "silver"]);
    expect(slugs(ranked.monthly.gold)).toEqual(["gold"]);
    expect(slugs(ranked.monthly.platinum)).toEqual(["platinum"]);
  });

  it("leaves out of the monthly view a supporter who gave nothing in the last year, while the total view keeps them", () => {
    expect(slugs(Object.values(ranked.monthly).flat())).not.toContain("nothing-this-year");
    expect(slugs(ranked.total.platinum)).toContain("nothing-this-year");
  });
});

describe("latest sponsors", () => {
  it("are those whose first donation is less than 21 days old, largest total first", () => {
    const ranked = rankSupporters(
      mergeExtras([supporter("new-small", 5, 0, daysAgo(2)), supporter("new-big", 500, 0, daysAgo(20)), supporter("old", 900, 0, daysAgo(22))], []),
      { now: NOW, random: noRandom },
    );
    expect(slugs(ranked.total.latest)).toEqual(["new-big", "new-small"]);
    expect(slugs(ranked.monthly.latest)).toEqual(["new-big", "new-small"]);
  });

  it("are at most 30: the top 30 by total", () => {
    const many = Array.from({ length: 40 }, (_, index) => supporter(`s${String(index).padStart(2, "0")}`, 100 + index, 0, daysAgo(1)));
    const latest = rankSupporters(mergeExtras(many, []), { now: NOW, random: noRandom }).total.latest;
    expect(latest).toHaveLength(30);
    expect(latest[0]!.slug).toBe("s39");
    expect(latest.at(-1)!.slug).toBe("s10");
  });
});

describe("backers", () => {
  const backers = Array.from({ length: 150 }, (_, index) => supporter(`b${index}`, 1 + index));

  it("are all shown when there are 100 or fewer", () => {
    const ranked = rankSupporters(mergeExtras(backers.slice(0, 100), []), { now: NOW, random: noRandom });
    expect(ranked.total.backer).toHaveLength(100);
    expect(ranked.backerCounts.total).toBe(100);
  });

  it("are 100 picked at random when there are more, still sorted by amount, and the same for the same seed", () => {
    const first = rankSupporters(mergeExtras(backers, []), { now: NOW, random: seededRandom("2026-02-01") });
    const again = rankSupporters(mergeExtras(backers, []), { now: NOW, random: seededRandom("2026-02-01") });
    const other = rankSupporters(mergeExtras(backers, []), { now: NOW, random: seededRandom("2026-03-01") });
    expect(first.total.backer).toHaveLength(100);
    expect(first.backerCounts.total).toBe(150);
    expect(new Set(slugs(first.total.backer)).size).toBe(100);
    const amounts = first.total.backer.map((item) => item.totalDonations);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(slugs(again.total.backer)).toEqual(slugs(first.total.backer));
    expect(slugs(other.total.backer)).not.toEqual(slugs(first.total.backer));
  });

  it("pickAtRandom picks distinct items and can reach the last one", () => {
    const picked = pickAtRandom([1, 2, 3, 4, 5], 2, () => 0.99);
    expect(picked).toEqual([5, 1]);
  });
});

describe("merging the extra (outside Open Collective) donations", () => {
  const extras: ExtraSupporter[] = [
    {
      slug: "known",
      name: "Known Inc.",
      website: "https://known.example",
      avatar: null,
      totalDonations: 144_139,
      monthlyDonations: 0,
      reason: "meetup",
    },
    { name: "Paypal Co", website: "https://paypal-co.example", avatar: null, totalDonations: 2_400_000, monthlyDonations: 0, reason: "PayPal" },
    { slug: "unknown-slug", name: "Elsewhere", website: null, avatar: null, totalDonations: 30_000, monthlyDonations: 0 },
  ];

  it("adds an extra with a known slug to that supporter's totals instead of listing them twice", () => {
    const merged = mergeExtras([supporter("known", 1_100, 10)], extras);
    const known = merged.filter((item) => item.slug === "known");
    expect(known).toHaveLength(1);
    expect(known[0]!.totalDonations).toBe(110_000 + 144_139);
    expect(known[0]!.monthlyDonations).toBe(1_000);
  });

  it("lists an extra without a slug, or with an unknown one, as a supporter of its own, sorted in by total", () => {
    const merged = mergeExtras([supporter("known", 1_100)], extras);
    expect(merged.map((item) => item.name)).toEqual(["Paypal Co", "known", "Elsewhere"]);
    expect(merged[0]!.firstDonation).toBeNull();
  });

  it("ranks the merged amounts (1,100 + 1,441.39 dollars is silver; 24,000 dollars is gold)", () => {
    const ranked = rankSupporters(mergeExtras([supporter("known", 1_100)], extras), { now: NOW, random: noRandom });
    expect(ranked.total.silver.map((item) => item.name)).toEqual(["known"]);
    expect(ranked.total.bronze.map((item) => item.name)).toEqual(["Elsewhere"]);
    expect(ranked.total.gold.map((item) => item.name)).toEqual(["Paypal Co"]);
  });

  it("keeps one record per slug from the snapshot: the larger total wins", () => {
    const merged = mergeExtras([supporter("twice", 50), { ...supporter("twice", 700), name: "Twice (bigger)" }, supporter("once", 10)], []);
    expect(merged.map((item) => [item.slug, item.totalDonations, item.name])).toEqual([
      ["twice", 70_000, "Twice (bigger)"],
      ["once", 1_000, "once"],
    ]);
  });
});

describe("the generated module", () => {
  const snapshot: SupportersSnapshot = {
    source: "test",
    fetchedAt: "2026-01-31T00:00:00.000Z",
    collective: "webpack",
    notes: [],
    supporters: [
      { ...supporter("gold-co", 20_000, 600), website: "gold.example" },
      { ...supporter("no-site", 300), website: null, avatar: "https://images.example/no-site.png" },
    ],
  };
  const module = supportersModule(snapshot, [], { now: NOW, random: noRandom });

  it("lists each supporter once and refers to them by index from both views", () => {
    expect(module.supporters.map((item) => item.name)).toEqual(["gold-co", "no-site"]);
    expect(module.ranks.total.gold).toEqual([0]);
    expect(module.ranks.monthly.gold).toEqual([0]);
    expect(module.ranks.total.bronze).toEqual([1]);
    expect(module.dataDate).toBe(snapshot.fetchedAt);
  });

  it("links to the website (made absolute) or else to the Open Collective profile", () => {
    expect(module.supporters[0]!.url).toBe("https://gold.example/");
    expect(module.supporters[1]!.url).toBe("https://opencollective.com/no-site");
    expect(module.supporters[1]!.avatar).toBe("https://images.example/no-site.png");
    expect(module.supporters[0]!.avatar).toBeUndefined();
  });

  it("names the leading sponsor in the banner: the largest monthly one when there is one", () => {
    expect(sponsorBanner(snapshot, [])).toEqual({ name: "gold-co", url: "https://gold.example/" });
  });

  it("cleans website values: whitespace removed, bare hosts get https, other schemes dropped", () => {
    expect(cleanUrl("http://try.example.com/developer\n?utm=1")).toBe("http://try.example.com/developer?utm=1");
    expect(cleanUrl("jaredpalmer.com")).toBe("https://jaredpalmer.com/");
    expect(cleanUrl("javascript:alert(1)")).toBeUndefined();
    expect(cleanUrl(null)).toBeUndefined();
  });
});

describe("rank wording", () => {
  it("follows the page's headings and ranges", () => {
    expect(rankHeading("platinum", "total")).toBe("Platinum Sponsors");
    expect(rankHeading("platinum", "monthly")).toBe("Platinum Monthly Sponsors");
    expect(rankHeading("latest", "monthly")).toBe("Latest Sponsors");
    expect(rankHeading("backer", "total")).toBe("Backers");
    expect(rankDescription("silver", "total")).toContain("$2,000 to $10,000 in total");
    expect(rankDescription("platinum", "monthly")).toContain("$2,500 or more a month");
    expect(rankDescription("backer", "total", 150)).toContain("100 of them, picked at random");
  });
});

describe("reading the snapshot", () => {
  it("names the file and line of a bad record", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "supporters-"));
    const file = path.join(dir, "supporters.json");
    const bad = {
      source: "x",
      fetchedAt: "2026-01-01T00:00:00.000Z",
      collective: "webpack",
      supporters: [supporter("fine", 1), { ...supporter("broken", 1), totalDonations: -5 }],
    };
    await writeFile(file, JSON.stringify(bad, null, 2));
    await expect(readSnapshot(file)).rejects.toThrow(/supporters\.json:\d+: supporters\.1\.totalDonations: /);
    const message = await readSnapshot(file).then(
      () => "",
      (error: Error) => error.message,
    );
    const line = Number(/supporters\.json:(\d+):/.exec(message)![1]);
    expect(JSON.stringify(bad, null, 2).split("\n")[line - 1]).toContain('"totalDonations": -5');
  });

  it("reads the repository's snapshot and extras, and ranks them", async () => {
    const [snapshot, extras] = await Promise.all([readSnapshot(), readExtras()]);
    const module = supportersModule(snapshot, extras, { now: NOW, random: seededRandom(snapshot.fetchedAt) });
    const counts = Object.fromEntries(Object.entries(module.ranks.total).map(([rank, list]) => [rank, list.length]));
    expect(module.supporters.length).toBeGreaterThan(0);
    // Segment's 24,000 dollars (outside Open Collective) makes it a gold sponsor by total.
    expect(module.ranks.total.gold.map((index) => module.supporters[index]!.name)).toContain("Segment");
    expect(counts.platinum! + counts.gold! + counts.silver! + counts.bronze! + counts.backer!).toBeLessThanOrEqual(module.supporters.length);
  });
});

describe("the first-paint summary", () => {
  it("counts every rank of both views, so the page can keep a slot for each logo", () => {
    const snapshot: SupportersSnapshot = {
      source: "test",
      fetchedAt: "2026-01-31T00:00:00.000Z",
      collective: "webpack",
      notes: [],
      supporters: [supporter("gold-co", 20_000, 600), supporter("backer-1", 20, 2), supporter("backer-2", 30)],
    };
    const module = supportersModule(snapshot, [], { now: NOW, random: noRandom });
    const summary = supportersSummary(module, sponsorBanner(snapshot, []));
    expect(summary.counts.total).toEqual({ latest: 0, platinum: 0, gold: 1, silver: 0, bronze: 0, backer: 2 });
    expect(summary.counts.monthly).toEqual({ latest: 0, platinum: 0, gold: 1, silver: 0, bronze: 0, backer: 1 });
    expect(summary.backerCounts).toEqual({ total: 2, monthly: 1 });
    expect(summary.dataDate).toBe(snapshot.fetchedAt);
    expect(summary.banner?.name).toBe("gold-co");
  });
});
