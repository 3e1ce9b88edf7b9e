import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, paths } from "../paths.ts";
import { buildSite } from "../site/build-site.ts";
import { serveSite } from "./serve.ts";
import { parseCliArgs } from "./args.ts";

// No flags: a stray one is an error rather than silently ignored.
parseCliArgs({});

/** `npm start`: build when the sources are newer than the last build, then serve on PORT (3000). */
const INPUTS = ["src", "content", "public", "package-lock.json"].map((name) => path.join(REPO_ROOT, name));

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), info.mtimeMs);
}

const builtAt = existsSync(path.join(paths.dist, "index.html")) ? statSync(path.join(paths.dist, "index.html")).mtimeMs : 0;
if (Math.max(...INPUTS.map(newestMtime)) > builtAt) {
  console.log("Building the site…");
  const result = await buildSite({ log: (line) => console.log(`  ${line}`) });
  console.log(`Built ${result.pages} pages.`);
}
const server = await serveSite();
console.log(`Serving the site on ${server.url} (Ctrl+C to stop)`);
