/**
 * `npm run refresh:option-history`: recomputes data/option-history.json from the
 * schema of every stable webpack 5 release on the npm registry (npm's configured
 * registry). The build never runs this; it only reads the file.
 */
import { refreshOptionHistory } from "../reference/history-command.ts";
import { parseCliArgs } from "./args.ts";

// No flags: a stray one is an error rather than silently ignored.
parseCliArgs({});

process.exitCode = await refreshOptionHistory({
  // `npm run` hands npm's configuration to the script; run directly, the public registry.
  registry: process.env.npm_config_registry || "https://registry.npmjs.org/",
  fetch: globalThis.fetch,
});
