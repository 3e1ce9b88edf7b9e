import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { seededRandom, sponsorBanner, supportersModule, supportersSummary } from "./ranks.ts";
import { EXTRA_FILE, SNAPSHOT_FILE, readExtras, readSnapshot } from "./snapshot.ts";

export interface SupportersGenerateOptions {
  snapshotFile?: string;
  extraFile?: string;
  now?: Date;
}

/**
 * Writes the two generated supporter modules from the snapshot in the
 * repository (no network): `supporters.json`, the ranked lists the landing
 * page loads lazily, and `supporters-summary.json`, the little it needs at
 * first paint (the banner's sponsor, the data's date, each rank's size).
 *
 * The random pick of 100 backers happens here, seeded by the snapshot's date:
 * the browser then downloads only the backers it shows, not all of them, and
 * a build of the same snapshot always produces the same files.
 */
export async function writeSupportersModules(generatedDir: string, options: SupportersGenerateOptions = {}): Promise<void> {
  const [snapshot, extras] = await Promise.all([readSnapshot(options.snapshotFile ?? SNAPSHOT_FILE), readExtras(options.extraFile ?? EXTRA_FILE)]);
  const module = supportersModule(snapshot, extras, { now: options.now ?? new Date(), random: seededRandom(snapshot.fetchedAt) });
  await mkdir(generatedDir, { recursive: true });
  await Promise.all([
    writeFile(path.join(generatedDir, "supporters.json"), JSON.stringify(module)),
    writeFile(path.join(generatedDir, "supporters-summary.json"), JSON.stringify(supportersSummary(module, sponsorBanner(snapshot, extras)))),
  ]);
}
