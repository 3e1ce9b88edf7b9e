/**
 * `npm run messages:history`: records, in data/message-history.json, the first
 * release of webpack 5 whose code has each error class and deprecation code of
 * the installed webpack, read from the published releases (`npm pack`, kept in
 * .cache/message-history/). The build never runs this; it only reads the file,
 * and an entry says "Class added in" (or "Code added in") for one that came after 5.0.0.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { HISTORY_FILE, installedCatalogue } from "../messages/catalogue.ts";
import { compareVersions, firstReleases, idsOfRelease, releasesOf } from "../messages/history.ts";
import { paths } from "../paths.ts";
import { parseCliArgs } from "./args.ts";

parseCliArgs({});

const catalogue = installedCatalogue({ historyFile: "/nonexistent" });
const installed = catalogue.packages.find((pkg) => pkg.name === "webpack")!.version;
const ids = catalogue.messages
  .filter((fact) => fact.package === "webpack" && (fact.kind === "class" || fact.kind === "deprecation"))
  .map((fact) => fact.id);
const releases = (await releasesOf("webpack", 5)).filter((version) => compareVersions(version, installed) <= 0);
console.log(
  `${ids.length} classes and deprecation codes of webpack ${installed}; ${releases.length} releases from ${releases[0]} to ${releases.at(-1)}`,
);
const cacheDir = path.join(paths.cache, "message-history");
const webpack = await firstReleases(
  ids,
  releases,
  (version) => idsOfRelease(version, cacheDir),
  (line) => console.log(line),
);
await writeFile(HISTORY_FILE, `${JSON.stringify({ webpack }, null, 2)}\n`);
const later = Object.values(webpack.firstSeen).filter((version) => version !== releases[0]).length;
console.log(
  `wrote ${path.relative(process.cwd(), HISTORY_FILE)}: ${webpack.checked.length} releases read; ${later} of ${ids.length} appeared after ${releases[0]}`,
);
