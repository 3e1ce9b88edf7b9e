/**
 * Support the Team: ranks, their bounds and wording, and the shape of the
 * generated module the landing page loads. Shared by the build (which ranks
 * supporters) and the app (which shows them). No Node or browser APIs here.
 */

/** Ranks in the order the page shows them. */
export const RANKS = ["latest", "platinum", "gold", "silver", "bronze", "backer"] as const;
export type Rank = (typeof RANKS)[number];

/** Sponsors are ranked by their total donations or by their average monthly donation over the last year. */
export const VIEWS = ["total", "monthly"] as const;
export type SupportView = (typeof VIEWS)[number];

/** A rank's bounds in US dollars: lower bound inclusive, upper bound exclusive, none for the top rank. */
export interface RankBounds {
  min: number;
  max?: number;
}

export type AmountRank = Exclude<Rank, "latest">;

export const RANK_BOUNDS: Record<SupportView, Record<AmountRank, RankBounds>> = {
  total: {
    backer: { min: 1, max: 200 },
    bronze: { min: 200, max: 2_000 },
    silver: { min: 2_000, max: 10_000 },
    gold: { min: 10_000, max: 50_000 },
    platinum: { min: 50_000 },
  },
  monthly: {
    backer: { min: 1, max: 10 },
    bronze: { min: 10, max: 100 },
    silver: { min: 100, max: 500 },
    gold: { min: 500, max: 2_500 },
    platinum: { min: 2_500 },
  },
};

/** "Latest": supporters whose first donation is less than this many days old… */
export const LATEST_DAYS = 21;
/** …the top ones by total. */
export const LATEST_LIMIT = 30;
/** When there are more backers than this, this many are picked at random. */
export const BACKER_PICK = 100;
/** In the browser the view starts as monthly with this probability. */
export const MONTHLY_START_PROBABILITY = 0.33;

export const COLLECTIVE_SLUG = "webpack";
export const SUPPORT_URL = "https://opencollective.com/webpack#support";

export function profileUrl(slug: string): string {
  return `https://opencollective.com/${slug}`;
}

/** One supporter as the page shows them; amounts in US cents. */
export interface ShownSupporter {
  name: string;
  /** Where the logo links: the supporter's website, else their Open Collective profile; absent when there is neither. */
  url?: string;
  /** Logo or avatar; absent when there is none (the webpack icon stands in). */
  avatar?: string;
  total: number;
  monthly: number;
}

/**
 * The generated module (`@generated/supporters.json`): every supporter shown
 * once, and per view and rank the indexes of its supporters in order.
 */
export interface SupportersModule {
  /** When the data was fetched from Open Collective (ISO date). */
  dataDate: string;
  supporters: ShownSupporter[];
  ranks: Record<SupportView, Record<Rank, number[]>>;
  /** How many backers there were before the random pick, per view. */
  backerCounts: Record<SupportView, number>;
}

/** The banner under the hero: the leading sponsor, or null when there is none. */
export type SponsorBanner = { name: string; url: string } | null;

/**
 * What the landing page needs at first paint (`@generated/supporters-summary.json`,
 * a few hundred bytes): the banner, the data's date, and how many supporters
 * each rank has, so the prerender can keep a slot for every logo and the lists
 * arriving later move nothing.
 */
export interface SupportersSummary {
  banner: SponsorBanner;
  dataDate: string;
  counts: Record<SupportView, Record<Rank, number>>;
  /** How many backers there were before the random pick, per view. */
  backerCounts: Record<SupportView, number>;
}

export function rankHeading(rank: Rank, view: SupportView): string {
  if (rank === "latest") return "Latest Sponsors";
  if (rank === "backer") return "Backers";
  const name = rank.charAt(0).toUpperCase() + rank.slice(1);
  return view === "monthly" ? `${name} Monthly Sponsors` : `${name} Sponsors`;
}

/**
 * "$12,345". The thousands are separated by hand: a page's first `toLocaleString` loads the locale's data, about 10 ms
 * of the landing page's main thread in Chromium while it hydrates the sponsor lists.
 */
export function formatDollars(dollars: number): string {
  return `$${String(Math.round(dollars)).replace(/\B(?=(\d{3})+$)/g, ",")}`;
}

/** The sentence under a rank's heading, with its dollar range. */
export function rankDescription(rank: Rank, view: SupportView, backerCount = 0): string {
  if (rank === "latest") {
    return `People and companies whose first donation was made in the last ${LATEST_DAYS} days, up to the ${LATEST_LIMIT} largest.`;
  }
  const { min, max } = RANK_BOUNDS[view][rank];
  const range = max === undefined ? `${formatDollars(min)} or more` : `${formatDollars(min)} to ${formatDollars(max)}`;
  const amount = view === "monthly" ? `${range} a month on average over the last year` : `${range} in total`;
  if (rank === "backer") {
    const pick = backerCount > BACKER_PICK ? ` Shown here: ${BACKER_PICK} of them, picked at random.` : "";
    return `Individuals and small teams who gave ${amount}. Every contribution helps.${pick}`;
  }
  return `Sponsors who gave ${amount}.`;
}

/** The tooltip of a logo. */
export function supporterSummary(supporter: ShownSupporter): string {
  return `${supporter.name}: ${formatDollars(supporter.total / 100)} in total, ${formatDollars(supporter.monthly / 100)} a month over the last year`;
}
