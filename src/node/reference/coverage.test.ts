import { createRequire } from "node:module";
import webpack from "webpack";
import { describe, expect, it } from "vitest";
import { optionHeadings } from "./headings.ts";
import { DEV_SERVER, WALK_FIRST, installedDevServerSchema, installedReferenceModel } from "./model.ts";
import { REFERENCE_URL } from "./render.ts";
import { findEntry } from "./option-paths.ts";
import type { Schema } from "./schema-types.ts";
import { walkOptions } from "./schema-walk.ts";
import type { LoadedPage } from "../content/index-types.ts";
import { loadSite } from "../content/load-site.ts";
import { siteOptions } from "../site/site-options.ts";

/**
 * The reference against the real content and the installed packages. An
 * option path is what `walkOptions` documents (see `OptionEntry`): every
 * property name the schema lists, joined with dots, `[]` for the items of a
 * list of objects, `{name}` for the values of a map of objects; a shape shared
 * by several options (or nested in itself) is documented once and the other
 * places point to it. The checks read the rendered page (its HTML and the
 * headings of its syntax tree), not the model it was rendered from.
 */
const require = createRequire(import.meta.url);
const webpackSchema = require("webpack/schemas/WebpackOptions.json") as Schema;
const devServerSchema = installedDevServerSchema().schema;

// Strict: a broken link of the configuration section fails the load, and with it this file.
const { loaded } = await loadSite(siteOptions());
const referencePage = loaded.pages.get(REFERENCE_URL);

/** Heading id → heading text (levels 2 to 6) of a compiled page. */
function renderedHeadings(page: LoadedPage | undefined): Map<string, string> {
  return new Map((page?.body.headings ?? []).filter((heading) => heading.level >= 2).map((heading) => [heading.id, heading.text]));
}

/** The inner HTML of the heading with this id. */
function headingMarkup(html: string, id: string): string {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<h([1-6]) id="${escaped}"[^>]*>(.*?)</h\\1>`).exec(html)?.[2] ?? "";
}

/** The option paths that have no heading of their own on the rendered page. */
function missingFrom(page: LoadedPage | undefined, optionPaths: string[]): string[] {
  const texts = new Set(renderedHeadings(page).values());
  return optionPaths.filter((optionPath) => !texts.has(optionPath));
}

describe("the options reference covers the schema", () => {
  const rendered = renderedHeadings(referencePage);
  const idOf = new Map([...rendered].map(([id, text]) => [text, id]));

  it("is a page of the configuration section", () => {
    expect(referencePage?.entry).toMatchObject({ title: "Options Reference", group: "Reference", url: REFERENCE_URL });
  });

  it("has a heading for every option path of webpack's schema and of webpack-dev-server's (under devServer)", () => {
    const webpackPaths = walkOptions(webpackSchema, { walkFirst: WALK_FIRST }).map((entry) => entry.path);
    const devServerPaths = walkOptions(devServerSchema, { root: DEV_SERVER }).map((entry) => entry.path);
    const all = [...webpackPaths, ...devServerPaths];
    const missing = missingFrom(referencePage, all);
    console.log(
      `reference covers ${all.length - missing.length} of ${all.length} schema option paths ` +
        `(${webpackPaths.length} of webpack ${webpack.version}, ${devServerPaths.length} of webpack-dev-server under devServer)`,
    );
    expect(missing).toEqual([]);
    expect(all.length).toBeGreaterThan(800);
    // Every heading's id is the one links use: GitHub's slug of the path.
    expect(idOf.get("output.filename")).toBe("outputfilename");
    expect(idOf.get("module.rules[].test")).toBe("modulerulestest");
  });

  it("the coverage check notices an option without a heading", () => {
    const withoutHeading: LoadedPage = {
      ...referencePage!,
      body: { ...referencePage!.body, headings: referencePage!.body.headings.filter((heading) => heading.id !== "outputfilename") },
    };
    expect(missingFrom(withoutHeading, ["output.filename", "output.path"])).toEqual(["output.filename"]);
  });

  it("documents every option webpack's own command line knows (an independent walk of both schemas)", () => {
    const model = installedReferenceModel();
    const cliPaths = new Set<string>();
    const collect = (schema: Schema, prefix: string) => {
      const flags = webpack.cli.getArguments(schema as Parameters<typeof webpack.cli.getArguments>[0]);
      for (const flag of Object.values(flags)) for (const config of flag.configs) cliPaths.add(prefix + config.path.replace(/\[\]$/, ""));
    };
    collect(webpackSchema, "");
    collect(devServerSchema, `${DEV_SERVER}.`);
    const unresolved = [...cliPaths].filter((cliPath) => {
      const entry = findEntry(cliPath, model.byPath);
      return !entry || rendered.get(entry.id) !== entry.path;
    });
    console.log(`${cliPaths.size - unresolved.length} of ${cliPaths.size} command-line option paths lead to a reference entry`);
    expect(unresolved).toEqual([]);
    expect(cliPaths.size).toBeGreaterThan(1000);
  });
});

describe("hand-written option headings and the reference link each other", () => {
  const referenceIds = new Set(referencePage?.body.ids ?? []);
  const topLevel = new Set(Object.keys(webpackSchema.properties ?? {}));
  const configurationPages = [...loaded.pages.values()].filter((page) => page.entry.url.startsWith("/configuration/") && page !== referencePage);

  it("every option a hand-written heading names exists in the schema", () => {
    expect(loaded.warnings.map((warning) => warning.message)).toEqual([]);
  });

  it("every option heading has a Reference link to an entry that exists", () => {
    const problems: string[] = [];
    let linked = 0;
    for (const page of configurationPages) {
      for (const { heading, path: optionPath } of optionHeadings(page.body.headings, topLevel)) {
        const markup = headingMarkup(page.body.html, heading.id);
        const href = /class="option-reference-link" href="([^"]+)"/.exec(markup)?.[1];
        const [target, hash] = href?.split("#") ?? [];
        if (target !== REFERENCE_URL || !hash || !referenceIds.has(hash)) problems.push(`${page.entry.path}: ${optionPath} → ${href ?? "no link"}`);
        else linked++;
      }
    }
    console.log(`${linked} hand-written option headings on ${configurationPages.length} configuration pages link to the reference`);
    expect(problems).toEqual([]);
    expect(linked).toBeGreaterThan(400);
  });

  it("entries link back to the hand-written sections, and every link of the section resolves", () => {
    const guides = [...referencePage!.body.html.matchAll(/<strong>Guide:<\/strong> (.*?)<\/li>/g)].length;
    console.log(`${guides} reference entries link back to a hand-written section`);
    expect(guides).toBeGreaterThan(400);
    // The links themselves were checked by loadSite (strict) above.
    expect(loaded.pages.get("/configuration/output/")!.body.links.filter((link) => link.path === REFERENCE_URL).length).toBeGreaterThan(10);
  });
});
