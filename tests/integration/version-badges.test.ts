import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/node/content/load-site.ts";
import type { VersionBadgeFact } from "../../src/node/markdown/facts.ts";
import { paths } from "../../src/node/paths.ts";
import { acceptedSince, readOptionHistory } from "../../src/node/reference/option-history.ts";
import { REFERENCE_URL } from "../../src/node/reference/render.ts";
import { siteOptions } from "../../src/node/site/site-options.ts";

/**
 * Every version badge (`<Badge text="5.20.0+" />`) the configuration pages write states the release the option
 * history gives for what it dates; option headings need none written (the build adds theirs, tested below). A
 * badge dates an option when it stands in that option's heading, or right after the inline code that starts a
 * table row or list item in the option's section (a sub-option, or a quoted string value):
 * `src/node/reference/rehype-version-badges.ts`. Badges that date something the history
 * does not record (a new form of an option's value, a key inside `externals` values) are listed below with the
 * reason; where the history has an option that came with that form, the badge is checked against it.
 */
interface UntiedBadge {
  page: string;
  /** The last words before the badge, as the badge fact has them. */
  context: string;
  version: string;
  reason: string;
  /** An option the history has that came in the same release as what the badge dates. */
  sameReleaseAs?: string;
}

const UNTIED: UntiedBadge[] = [
  {
    page: "configuration/experiments.mdx",
    context: "name. The { glob } form",
    version: "5.112.0",
    reason: "the object form of experiments.lazyCompilation.test, a new alternative of its value",
    sameReleaseAs: "experiments.lazyCompilation.test.glob",
  },
  {
    page: "configuration/externals.mdx",
    context: "interop",
    version: "5.109.0",
    reason:
      "a key of an `externals` value object (ExternalItemInterop, first in 5.109.0's schema); the reference's walk gives keys of externals values no option path",
  },
  {
    page: "configuration/externals.mdx",
    context: "external and sideEffects",
    version: "5.110.0",
    reason:
      "keys of the `{ external, sideEffects }` wrapper of an `externals` value (ExternalItemValueWithOptions, first in 5.110.0's schema), no option path",
  },
  {
    page: "configuration/module.mdx",
    context: "loaders or query, at any depth",
    version: "5.112.0",
    reason: "the glob string alternative of module.noParse (a new alternative of its value, first in 5.112.0's schema)",
  },
  {
    page: "configuration/module.mdx",
    context: "others for the runtime. An object",
    version: "5.109.0",
    reason: "the object form of module.parser.javascript.importMeta, which came with its sub-options",
    sameReleaseAs: "module.parser.javascript.importMeta.url",
  },
  {
    page: "configuration/optimization.mdx",
    context: "The object form",
    version: "5.109.0",
    reason: "the object form of optimization.concatenateModules, which came with its sub-option",
    sameReleaseAs: "optimization.concatenateModules.commonjs",
  },
  {
    page: "configuration/optimization.mdx",
    context: "the plugins in optimization.minimizer. An object",
    version: "5.110.0",
    reason: "the object form of optimization.minimize, which came with its sub-options",
    sameReleaseAs: "optimization.minimize.css",
  },
  {
    page: "configuration/other-options.mdx",
    context: "may also be a glob string",
    version: "5.112.0",
    reason: "the glob string alternative of ignoreWarnings[].file (a new alternative of its value, first in 5.112.0's schema)",
  },
];

const history = readOptionHistory();
// Strict: a badge that disagrees with the history already stops this load, as it stops a build.
const { loaded } = await loadSite(siteOptions());
const configurationPages = [...loaded.pages.values()].filter((page) => page.entry.path.startsWith("content/configuration/"));
const badges: { page: string; badge: VersionBadgeFact }[] = configurationPages.flatMap((page) =>
  page.body.versionBadges.map((badge) => ({ page: path.relative(paths.content, path.resolve(page.entry.path)), badge })),
);

/** Every page with option headings but the generated reference (which says "Added in" in each entry instead). */
const pagesWithOptionHeadings = [...loaded.pages.values()].filter((page) => page.entry.url !== REFERENCE_URL && page.body.optionHeadings.length);

/** The text of each badge in a heading's markup, in order. */
function headingBadges(html: string, id: string): string[] {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const markup = new RegExp(`<h([1-6]) id="${escaped}"[^>]*>(.*?)</h\\1>`).exec(html)?.[2] ?? "";
  return [...markup.matchAll(/<span class="badge"[^>]*>([^<]*)<\/span>/g)].map((match) => match[1]!);
}

/** What the history says the badge must state, or why it cannot say. */
function expectedOf(badge: VersionBadgeFact): string | undefined {
  const record = badge.option === undefined ? undefined : history.options[badge.option];
  return badge.value === undefined ? record?.added : record?.values?.[badge.value]?.added;
}

describe("version badges on the configuration pages", () => {
  it("finds every version badge the pages' sources have", async () => {
    const folder = path.join(paths.content, "configuration");
    let inSources = 0;
    for (const name of await readdir(folder)) {
      if (name.endsWith(".mdx"))
        inSources += [...(await readFile(path.join(folder, name), "utf8")).matchAll(/<Badge text="\d+\.\d+\.\d+\+"/g)].length;
    }
    expect(badges.length).toBe(inSources);
    expect(badges.length).toBeGreaterThan(30);
  });

  it("states the release the option history gives for the option or value it dates", () => {
    const tied = badges.filter(({ badge }) => badge.option !== undefined);
    const wrong = tied
      .filter(({ badge }) => expectedOf(badge) !== badge.version)
      .map(({ page, badge }) => `${page}:${badge.line}: ${badge.names} says ${badge.version}, the history ${expectedOf(badge) ?? "nothing"}`);
    const by = (kind: VersionBadgeFact["by"]) => tied.filter(({ badge }) => badge.by === kind).length;
    console.log(
      `${tied.length} of ${badges.length} version badges date an option (${by("heading")} by heading, ${by("row")} by table row, ` +
        `${by("item")} by list item); ${tied.length - wrong.length} agree with the option history`,
    );
    expect(wrong).toEqual([]);
    expect(tied.length).toBeGreaterThan(20);
  });

  it("lists each badge that dates no option, with the reason", () => {
    const untied = badges.filter(({ badge }) => badge.option === undefined);
    const unexplained = untied
      .filter(({ page, badge }) => !UNTIED.some((known) => known.page === page && known.context === badge.context && known.version === badge.version))
      .map(({ page, badge }) => `${page}:${badge.line}: "${badge.version}+" after "${badge.context ?? ""}"`);
    expect(unexplained, "a version badge that dates no option: tie it (see rehype-version-badges.ts) or list it here with the reason").toEqual([]);
    const gone = UNTIED.filter((known) => !untied.some(({ page, badge }) => known.page === page && known.context === badge.context));
    expect(gone).toEqual([]);
  });

  it("checks a listed badge against an option of the same release where the history has one", () => {
    const checked = UNTIED.filter((known) => known.sameReleaseAs);
    for (const known of checked) expect(history.options[known.sameReleaseAs!]?.added, `${known.page}: ${known.context}`).toBe(known.version);
    expect(checked.length).toBe(4);
  });
});

describe("option headings on every page", () => {
  const first = history.releases[0];
  const headings = pagesWithOptionHeadings.flatMap((page) =>
    page.body.optionHeadings.flatMap((heading) => {
      const record = heading.entry === undefined ? undefined : history.options[heading.entry];
      return record ? [{ page: page.entry.path, heading, record, shown: headingBadges(page.body.html, heading.id) }] : [];
    }),
  );

  it("show exactly one version badge, the history's release, when their option came after the first webpack 5 release", () => {
    const wrong: string[] = [];
    let dated = 0;
    for (const { page, heading, record, shown } of headings) {
      const since = acceptedSince(record);
      const expected = since === first ? [] : [`${since}+`];
      const versions = shown.filter((text) => /^\d+\.\d+\.\d+\+$/.test(text));
      if (JSON.stringify(versions) === JSON.stringify(expected)) dated += expected.length;
      else wrong.push(`${page}:${heading.line}: ${heading.path} shows ${JSON.stringify(versions)}, the history says ${JSON.stringify(expected)}`);
    }
    console.log(`${dated} of ${headings.length} option headings on ${pagesWithOptionHeadings.length} pages show the release that added their option`);
    expect(wrong).toEqual([]);
    expect(dated).toBeGreaterThan(180);
  });

  it("say since when their option is deprecated", () => {
    const deprecated = headings.filter(({ record }) => record.deprecated !== undefined);
    const wrong = deprecated
      .filter(({ record, shown }) => !shown.includes(`deprecated since ${record.deprecated}`))
      .map(
        ({ page, heading, record, shown }) =>
          `${page}:${heading.line}: ${heading.path} shows ${JSON.stringify(shown)}, deprecated since ${record.deprecated}`,
      );
    console.log(`${deprecated.length - wrong.length} of ${deprecated.length} headings of deprecated options say since when`);
    expect(wrong).toEqual([]);
    expect(deprecated.length).toBeGreaterThan(15);
  });
});
