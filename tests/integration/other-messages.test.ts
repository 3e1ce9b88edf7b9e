import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OTHER_MESSAGES } from "../../src/app/components/chrome/Search/other-messages.ts";
import { loadSite } from "../../src/node/content/load-site.ts";
import { siteOptions } from "../../src/node/site/site-options.ts";
import { paths, REPO_ROOT } from "../../src/node/paths.ts";

// The messages other programs print about a build lead to the section that explains them: each target page and
// heading exists, and that section names the message as printed (its text up to the first variable part).
const { loaded } = await loadSite(siteOptions());

/** The Markdown of a page's section: from its heading to the next heading of the same or a higher level. */
function sectionText(url: string): string | undefined {
  const [pageUrl, id] = url.split("#");
  const page = loaded.pages.get(pageUrl!);
  if (!page) return undefined;
  const headings = page.body.headings;
  const index = headings.findIndex((heading) => heading.id === id);
  if (index < 0) return undefined;
  const heading = headings[index]!;
  const next = headings.slice(index + 1).find((candidate) => candidate.level <= heading.level);
  const lines = readFileSync(path.resolve(paths.content, "..", page.entry.path), "utf8").split("\n");
  return lines.slice(heading.line - 1, next ? next.line - 1 : undefined).join("\n");
}

describe("messages other programs print", () => {
  it("lead to sections that exist and name the message", () => {
    const wrong = OTHER_MESSAGES.filter((message) => {
      const text = sectionText(message.url);
      const fixed = message.template.split("{")[0]!.trim();
      return !text?.toLowerCase().includes(fixed.toLowerCase());
    }).map((message) => `${message.template} → ${message.url}`);
    expect(wrong).toEqual([]);
    expect(OTHER_MESSAGES.length).toBeGreaterThan(10);
  });

  it("quote webpack 4 as its code throws them (the release the migration guide covers, installed for the tests)", () => {
    const chunk = readFileSync(path.join(REPO_ROOT, "tests/legacy-webpack/node_modules/webpack4/lib/Chunk.js"), "utf8");
    const fromWebpack4 = OTHER_MESSAGES.filter((message) => message.printedBy === "webpack 4");
    expect(fromWebpack4.length).toBeGreaterThan(0);
    for (const message of fromWebpack4) expect(chunk).toContain(`"${message.template}"`);
  });
});
