import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { seededRandom, sponsorBanner, supportersModule } from "./ranks.ts";
import { EXTRA_FILE, SNAPSHOT_FILE, readExtras, readSnapshot } from "./snapshot.ts";

export interface SupportersGenerateOptions {
  snapshotFile?: string;
  extraFile?: string;
  now?: Date;
}

/**
 * Writes the two generated supporter modules from the snapshot in the
 * repository (no network): `supporters.json`, the ranked lists the landing
 * page loads lazily, and `sponsor-banner.json`, the one name the banner
 * under the hero needs at first paint.
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
    writeFile(path.join(generatedDir, "sponsor-banner.json"), JSON.stringify(sponsorBanner(snapshot, extras))),
  ]);
}
