import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { REPO_ROOT } from "../paths.ts";

/** The snapshot `npm run fetch:supporters` writes and the build reads (never the network). */
export const SNAPSHOT_FILE = path.join(REPO_ROOT, "data/supporters.json");
/** Donations made outside Open Collective, merged in at build time. */
export const EXTRA_FILE = path.join(REPO_ROOT, "data/supporters-extra.json");

const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "an ISO date");
const cents = z.number().int().nonnegative();

export const snapshotSupporterSchema = z.object({
  /** Open Collective account slug, unique in the snapshot. */
  slug: z.string().min(1),
  name: z.string(),
  website: z.string().nullable(),
  /** Logo or avatar URL. */
  avatar: z.string().nullable(),
  /** All donations to the collective, in US cents. */
  totalDonations: cents,
  /** The positive transactions of the year before `fetchedAt`, summed and divided by 12, in US cents. */
  monthlyDonations: cents,
  /** When the supporter joined the collective (their first contribution). */
  firstDonation: isoDate.nullable(),
});

export const snapshotSchema = z.object({
  /** Where the data came from, in words. */
  source: z.string(),
  /** The date the data describes: when it was fetched. */
  fetchedAt: isoDate,
  collective: z.string(),
  /** Anything a maintainer should know about this copy (gaps, provenance). */
  notes: z.array(z.string()).default([]),
  supporters: z.array(snapshotSupporterSchema),
});

export type SnapshotSupporter = z.infer<typeof snapshotSupporterSchema>;
export type SupportersSnapshot = z.infer<typeof snapshotSchema>;

export const extraSupporterSchema = z.object({
  /** When given, the donation is added to the Open Collective supporter with this slug. */
  slug: z.string().min(1).optional(),
  name: z.string().min(1),
  website: z.string().nullable(),
  avatar: z.string().nullable(),
  totalDonations: cents,
  monthlyDonations: cents,
  /** Why it is listed (kept for maintainers, not shown). */
  reason: z.string().optional(),
});

export type ExtraSupporter = z.infer<typeof extraSupporterSchema>;

/** Parses and validates a JSON file, naming the file (and line, where it can) in any error. */
async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const relative = path.relative(REPO_ROOT, file) || file;
  const text = await readFile(file, "utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(String(error))?.[1];
    const line = position === undefined ? 1 : text.slice(0, Number(position)).split("\n").length;
    throw new Error(`${relative}:${line}: not valid JSON (${(error as Error).message})`);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.join(".");
    throw new Error(`${relative}:${lineOfPath(text, issue.path)}: ${where ? `${where}: ` : ""}${issue.message}`);
  }
  return result.data;
}

/** A best guess of the line holding a JSON path: the n-th object of an array, then the key. */
function lineOfPath(text: string, pathParts: PropertyKey[]): number {
  const index = pathParts.find((part): part is number => typeof part === "number");
  const key = [...pathParts].reverse().find((part): part is string => typeof part === "string");
  let offset = 0;
  if (index !== undefined) {
    let seen = -1;
    const objectStart = /\{/g;
    objectStart.lastIndex = text.indexOf("[", pathParts[0] === "supporters" ? text.indexOf('"supporters"') : 0) + 1;
    for (let match = objectStart.exec(text); match; match = objectStart.exec(text)) {
      if (++seen === index) {
        offset = match.index;
        break;
      }
    }
  }
  if (key !== undefined) {
    const at = text.indexOf(`"${key}"`, offset);
    if (at >= 0) offset = at;
  }
  return text.slice(0, offset).split("\n").length;
}

export function readSnapshot(file = SNAPSHOT_FILE): Promise<SupportersSnapshot> {
  return readJson(file, snapshotSchema);
}

export function readExtras(file = EXTRA_FILE): Promise<ExtraSupporter[]> {
  return readJson(file, z.array(extraSupporterSchema));
}

/** The snapshot as written to disk: stable key order, one supporter per line block, trailing newline. */
export function serializeSnapshot(snapshot: SupportersSnapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}
