import { ContentError } from "../errors.ts";
import type { ContentExtension, LoadedContent, LoadedPage } from "../content/index-types.ts";
import { insertAfterHeadings, optionHeadings, referenceLinkHtml } from "./headings.ts";
import { entryFor, installedReferenceModel, type ReferenceModel } from "./model.ts";
import { REFERENCE_FILE, REFERENCE_URL, renderReference, type GuideLink } from "./render.ts";

/** The section whose hand-written pages document options. */
export const CONFIGURATION_SECTION = "configuration";

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
 * 2. links every hand-written option heading of that section to its entry
 *    (and warns, naming file and line, about a heading whose option the schema
 *    does not have: a renamed or removed option),
 * 3. returns the reference page, whose entries link back to those headings.
 */
export function configurationReference(
  options: {
    model?: () => ReferenceModel;
    /** Also hands on the guide sections found per option path (the configuration check page shows them too). */
    onReport?: (report: ReferenceReport, guides: ReadonlyMap<string, GuideLink[]>) => void;
  } = {},
): ContentExtension {
  return {
    name: "configuration reference",
    extend(loaded) {
      const section = loaded.root.children.find((child) => child.type === "directory" && child.name === CONFIGURATION_SECTION);
      if (!section) return Promise.resolve({ pages: [] });
      const model = options.model?.() ?? (cachedModel ??= installedReferenceModel());
      const { guides, report } = linkOptionHeadings(loaded, model);
      options.onReport?.(report, guides);
      return Promise.resolve({
        pages: [{ relativePath: REFERENCE_FILE, source: renderReference(model, guides, { checkPageUrl: checkPageOf(loaded) }), hideAnchors: true }],
        warnings: report.unknownHeadings,
      });
    },
  };
}

/**
 * Adds a "Reference" link to every option heading of the configuration pages
 * (after the heading's title, where the compiler recorded it ends; recorded
 * for the link check) and collects, per option path, the headings its entry
 * links back to.
 */
export function linkOptionHeadings(loaded: LoadedContent, model: ReferenceModel): { guides: Map<string, GuideLink[]>; report: ReferenceReport } {
  const topLevel = new Set(model.entries.filter((entry) => entry.depth === 1).map((entry) => entry.path));
  const guides = new Map<string, GuideLink[]>();
  const report: ReferenceReport = {
    optionPaths: model.counts.webpack + model.counts.devServer,
    devServerPaths: model.counts.devServer,
    optionHeadings: 0,
    linkedHeadings: 0,
    unknownHeadings: [],
  };
  const pages = [...loaded.pages.values()].filter((page) => isConfigurationPage(page)).sort((a, b) => a.entry.url.localeCompare(b.entry.url));
  for (const page of pages) {
    const headings = optionHeadings(page.body.headings, topLevel);
    if (!headings.length) continue;
    const insertions = new Map<string, string>();
    const links = [...page.body.links];
    for (const { heading, path } of headings) {
      report.optionHeadings++;
      const entry = entryFor(model, path);
      if (!entry) {
        report.unknownHeadings.push(
          new ContentError(
            page.entry.path,
            heading.line,
            `heading "${path}" names an option that webpack ${model.webpackVersion}'s schema does not have (renamed or removed?)`,
          ),
        );
        continue;
      }
      insertions.set(heading.id, referenceLinkHtml(`${REFERENCE_URL}#${entry.id}`, path));
      links.push({ path: REFERENCE_URL, hash: entry.id, line: heading.line });
      report.linkedHeadings++;
      const list = guides.get(entry.path) ?? [];
      list.push({ title: page.entry.title, url: `${page.entry.url}#${heading.id}` });
      guides.set(entry.path, list);
    }
    // The facts may come from the Markdown cache: make new ones, never change the cached object.
    page.body = { ...insertAfterHeadings(page.body, insertions), links };
  }
  return { guides, report };
}

/** The configuration check page (`content/configuration/check.mdx`), when the content has it. */
export const CHECK_PAGE_URL = `/${CONFIGURATION_SECTION}/check/`;

function checkPageOf(loaded: LoadedContent): string | undefined {
  return [...loaded.pages.values()].some((page) => page.entry.url === CHECK_PAGE_URL) ? CHECK_PAGE_URL : undefined;
}

function isConfigurationPage(page: LoadedPage): boolean {
  return page.entry.url.startsWith(`/${CONFIGURATION_SECTION}/`) && page.entry.url !== REFERENCE_URL;
}
