/**
 * `npm run messages:history`: recomputes data/message-history.json, the first
 * release of webpack whose code has each error class and deprecation code of
 * the installed webpack, from the releases on the npm registry (npm's
 * configured registry). The build never runs this; it only reads the file.
 */
import { refreshMessageHistory } from "../messages/history-command.ts";
import { parseCliArgs } from "./args.ts";

// No flags: a stray one is an error rather than silently ignored.
parseCliArgs({});

process.exitCode = await refreshMessageHistory({
  // `npm run` hands npm's configuration to the script; run directly, the public registry.
  registry: process.env.npm_config_registry || "https://registry.npmjs.org/",
  fetch: globalThis.fetch,
});
