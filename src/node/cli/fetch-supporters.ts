/**
 * `npm run fetch:supporters`: refreshes data/supporters.json from Open
 * Collective. The build never runs this; it only reads the snapshot.
 * OPENCOLLECTIVE_API_KEY (a personal token) raises the rate limit.
 */
import { fetchSupportersCommand } from "../supporters/fetch-command.ts";
import { parseCliArgs } from "./args.ts";

// No flags: a stray one is an error rather than silently ignored.
parseCliArgs({});

process.exitCode = await fetchSupportersCommand({
  fetch: globalThis.fetch,
  token: process.env.OPENCOLLECTIVE_API_KEY || undefined,
  log: (line) => console.log(line),
});
