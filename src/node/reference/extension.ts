import { existsSync } from "node:fs";
import path from "node:path";
import { CONFIGURATION_SECTION } from "../../shared/site.ts";
import { ContentError, ContentErrors } from "../errors.ts";
import type { ContentExtension, LoadedContent, LoadedPage } from "../content/index-types.ts";
import type { ConfigExamplesReference } from "../markdown/config-examples.ts";
import type { CompileOptions } from "../markdown/facts.ts";
import { installedReferenceModel, type ReferenceModel } from "./model.ts";
import { optionFactsOf } from "./option-facts.ts";
import { acceptedSince } from "./option-history.ts";
import type { ReferenceIndex } from "./rehype-reference-links.ts";
import { REFERENCE_FILE, REFERENCE_URL, renderReference, type GuideLink } from "./render.ts";
import { checkVersionBadges } from "./version-badges.ts";

/** What the last run found, for tests and the build log. */
export interface ReferenceReport {
  optionPaths: number;
  devServerPaths: number;
  /** Hand-written option headings, and how many got a link to their entry. */
  optionHeadings: number;
  linkedHeadings: number;
  /** Headings naming a path no schema has: `file:line: …`. */
  unknownHeadings: ContentError[];
}

let cachedModel: ReferenceModel | undefined;

/**
 * The configuration options reference, as a content extension: when the
 * content has a `configuration` section, it
 * 1. walks the installed webpack's (and webpack-dev-server's) schema,
 * 2. has every hand-written page compiled with the reference's entries, so
 *    that each option heading ends with a link to its entry
 *    (rehype-reference-links.ts) and, from the option history, with the
 *    release that added its option (rehype-history-badges.ts),
 * 3. warns, naming file and line, about a heading of the section whose option
 *    the schema does not have (a renamed or removed option),
 * 4. stops the build, naming file and line, at a version badge that disagrees with the option history
 *    (rehype-version-badges.ts says which option a badge dates),
 * 5. returns the reference page, whose entries link back to those headings,
 * 6. has every page that names a `webpack.config.*` file compiled with the
 *    options' facts, so that its configuration examples' keys link to their
 *    entries and explain themselves (src/node/markdown/config-examples.ts).
 */
export function configurationReference(
  options: {
    model?: () => ReferenceModel;
    /** Also hands on the guide sections found per option path (the configuration check page shows them too). */
    onReport?: (report: ReferenceReport, guides: ReadonlyMap<string, GuideLink[]>) => void;
  } = {},
): ContentExtension {
  let model: ReferenceModel | undefined;
  let index: ReferenceIndex | undefined;
  let optionFacts: ConfigExamplesReference["options"] | undefined;
  const modelOf = () => (model ??= options.model?.() ?? (cachedModel ??= installedReferenceModel()));
  return {
    name: "configuration reference",
    // Every page but the reference itself, once the content has the reference to link to.
    compileOptions(relativePath, { markdown, contentDir }) {
      // Asked each time (a stat): the development server's content may gain the section, or the check page, while it runs.
      if (relativePath === REFERENCE_FILE || !existsSync(path.join(contentDir, CONFIGURATION_SECTION))) return {};
      // An option heading anywhere links to its entry and carries its history.
      const options: CompileOptions = { optionReference: (index ??= referenceIndexOf(modelOf())) };
      // A page with a configuration example: its keys link to their entries and explain themselves.
      if (CONFIG_FILE_NAME.test(markdown)) {
        options.configExamples = {
          referenceUrl: REFERENCE_URL,
          checkUrl: ["md", "mdx"].some((extension) => existsSync(path.join(contentDir, `${CHECK_PAGE_FILE}.${extension}`)))
            ? CHECK_PAGE_URL
            : undefined,
          options: (optionFacts ??= optionFactsOf(modelOf())),
        };
      }
      return options;
    },
    // The guides each option links to (by title) and the option headings.
    reads: (page) => [page.entry.title, page.body.optionHeadings],
    extend(loaded) {
      const section = loaded.root.children.find((child) => child.type === "directory" && child.name === CONFIGURATION_SECTION);
      if (!section) return Promise.resolve({ pages: [] });
      const { guides, report } = collectOptionLinks(loaded, modelOf());
      const history = modelOf().history;
      if (history) {
        const errors = [...loaded.pages.values()].flatMap((page) => checkVersionBadges(page.entry.path, page.body.versionBadges, history));
        if (errors.length) throw new ContentErrors(errors);
      }
      options.onReport?.(report, guides);
      return Promise.resolve({
        pages: [
          { relativePath: REFERENCE_FILE, source: renderReference(modelOf(), guides, { checkPageUrl: checkPageOf(loaded) }), hideAnchors: true },
        ],
        warnings: report.unknownHeadings,
      });
    },
  };
}

/**
 * What a page compile needs of the model to link option headings and date them: every entry's path, id, depth and
 * "same options as" pointers, and from the option history the release its heading's badge states and its deprecation.
 */
export function referenceIndexOf(model: ReferenceModel): ReferenceIndex {
  const history = model.history;
  return {
    url: REFERENCE_URL,
    entries: model.entries.map((entry) => {
      const record = history?.options[entry.path];
      const since = record && acceptedSince(record);
      return {
        path: entry.path,
        id: entry.id,
        depth: entry.depth,
        sameAs: entry.sameAs.map(({ at, home }) => ({ at, home })),
        ...(since && since !== history?.releases[0] ? { added: since } : {}),
        ...(entry.deprecated && record?.deprecated ? { deprecatedIn: record.deprecated } : {}),
      };
    }),
  };
}

/**
 * Reads the option headings the configuration pages were compiled with:
 * per option path, the headings its entry links back to, and the headings
 * whose option the schema does not have.
 */
export function collectOptionLinks(loaded: LoadedContent, model: ReferenceModel): { guides: Map<string, GuideLink[]>; report: ReferenceReport } {
  const guides = new Map<string, GuideLink[]>();
  const report: ReferenceReport = {
    optionPaths: model.counts.webpack + model.counts.devServer,
    devServerPaths: model.counts.devServer,
    optionHeadings: 0,
    linkedHeadings: 0,
    unknownHeadings: [],
  };
  for (const page of configurationPages(loaded)) {
    for (const heading of page.body.optionHeadings) {
      report.optionHeadings++;
      if (heading.entry === undefined) {
        report.unknownHeadings.push(
          new ContentError(
            page.entry.path,
            heading.line,
            `heading "${heading.path}" names an option that webpack ${model.webpackVersion}'s schema does not have (renamed or removed?)`,
          ),
        );
        continue;
      }
      report.linkedHeadings++;
      const list = guides.get(heading.entry) ?? [];
      list.push({ title: page.entry.title, url: `${page.entry.url}#${heading.id}` });
      guides.set(heading.entry, list);
    }
  }
  return { guides, report };
}

/** The configuration check page (`content/configuration/check.mdx`), when the content has it. */
export const CHECK_PAGE_URL = `/${CONFIGURATION_SECTION}/check/`;
const CHECK_PAGE_FILE = `${CONFIGURATION_SECTION}/check`;
/** A page that names a configuration file may have an example of one (config-examples.ts decides). */
const CONFIG_FILE_NAME = /webpack\.config\.(?:js|mjs|cjs|ts)\b/;

function checkPageOf(loaded: LoadedContent): string | undefined {
  return [...loaded.pages.values()].some((page) => page.entry.url === CHECK_PAGE_URL) ? CHECK_PAGE_URL : undefined;
}

/** The hand-written pages of the configuration section, by URL. */
function configurationPages(loaded: LoadedContent): LoadedPage[] {
  return [...loaded.pages.values()].filter((page) => isConfigurationPage(page)).sort((a, b) => a.entry.url.localeCompare(b.entry.url));
}

function isConfigurationPage(page: LoadedPage): boolean {
  return page.entry.url.startsWith(`/${CONFIGURATION_SECTION}/`) && page.entry.url !== REFERENCE_URL;
}
