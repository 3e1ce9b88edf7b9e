import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../paths.ts";
import { parseCliArgs } from "./args.ts";

/** `npm run content:report`: pages, words and code blocks per section, and pages without a description. */
parseCliArgs({});
// Imported once the flags are known good, so that a wrong flag fails at once.
const { loadSite } = await import("../content/load-site.ts");
const { siteOptions } = await import("../site/site-options.ts");
const { loaded } = await loadSite(siteOptions());
const rows = new Map<string, { pages: number; words: number; blocks: number }>();
const missing: string[] = [];
for (const page of loaded.pages.values()) {
  const section = page.articleKey.includes("/") ? page.articleKey.split("/")[0]! : "(top level)";
  const row = rows.get(section) ?? { pages: 0, words: 0, blocks: 0 };
  // A generated page (the options reference) has no file: its source is kept with it.
  const source = page.generatedSource ?? readFileSync(path.join(REPO_ROOT, page.entry.path), "utf8");
  const body = source.replace(/^---[\s\S]*?\n---/, "");
  row.pages++;
  row.words += body
    .replace(/```[\s\S]*?```/g, "")
    .split(/\s+/)
    .filter(Boolean).length;
  row.blocks += page.body.codeBlocks.length;
  rows.set(section, row);
  if (!page.entry.description) missing.push(page.entry.path);
}
console.log(`${"section".padEnd(16)} ${"pages".padStart(6)} ${"words".padStart(8)} ${"code blocks".padStart(12)}`);
let total = { pages: 0, words: 0, blocks: 0 };
for (const [section, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${section.padEnd(16)} ${String(row.pages).padStart(6)} ${String(row.words).padStart(8)} ${String(row.blocks).padStart(12)}`);
  total = { pages: total.pages + row.pages, words: total.words + row.words, blocks: total.blocks + row.blocks };
}
console.log(`${"total".padEnd(16)} ${String(total.pages).padStart(6)} ${String(total.words).padStart(8)} ${String(total.blocks).padStart(12)}`);
console.log(missing.length ? `\nPages without a description:\n${missing.map((file) => `  ${file}`).join("\n")}` : "\nEvery page has a description.");
