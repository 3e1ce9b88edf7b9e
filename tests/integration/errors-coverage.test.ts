import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSite } from "../../src/node/content/load-site.ts";
import { HISTORY_FILE, installedCatalogue, type MessageHistory } from "../../src/node/messages/catalogue.ts";
import { HISTORY_KINDS } from "../../src/node/messages/history.ts";
import type { ErrorsReport } from "../../src/node/messages/extension.ts";
import { hasWords } from "../../src/node/messages/template-text.ts";
import type { MessageCatalogue, MessageFact, MessageKind } from "../../src/node/messages/model.ts";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { siteOptions } from "../../src/node/site/site-options.ts";
import { ERRORS_SECTION } from "../../src/shared/site.ts";

/**
 * The errors catalogue covers what the installed packages print (README:
 * "The errors catalogue"). It reads webpack, webpack-dev-server and
 * webpack-cli wherever Node.js finds them from the repository (the site's
 * build reads all three), and fails
 * when a message has no entry and is not on the internal list
 * (`content/errors/internal-messages.json`, a reason for each), or when the
 * list names a message that is gone. An entry that names a message that is
 * gone stops the build itself, at its line.
 */
const INTERNAL_FILE = path.join(REPO_ROOT, "content", ERRORS_SECTION, "internal-messages.json");
const internal = JSON.parse(readFileSync(INTERNAL_FILE, "utf8")) as Record<string, string>;
const catalogue = installedCatalogue({ roots: [REPO_ROOT] });

let report: ErrorsReport | undefined;
const site = await loadSite(siteOptions({ onErrors: (found) => (report = found) }));
const shown = new Set(report?.uses.map(({ use }) => use.id) ?? []);

/** The messages of a kind (and package) that have no entry and are not on the internal list. */
export function withoutEntry(
  messages: readonly MessageFact[],
  entries: ReadonlySet<string>,
  internalIds: Readonly<Record<string, string>>,
): string[] {
  return messages.filter((fact) => !entries.has(fact.id) && !(fact.id in internalIds)).map((fact) => fact.id);
}

function ofKind(list: MessageCatalogue, kind: MessageKind, pkg?: string): MessageFact[] {
  return list.messages.filter((fact) => fact.kind === kind && (pkg === undefined || fact.package === pkg));
}

function versionOf(name: string): string {
  return catalogue.packages.find((pkg) => pkg.name === name)?.version ?? "not installed";
}

const KINDS: { title: string; kind: MessageKind; package?: string }[] = [
  { title: "every error and warning class of webpack (and schema-utils' ValidationError)", kind: "class" },
  { title: "every deprecation code (DEP_WEBPACK_*, DEP_MODULE_TEMPLATE_*)", kind: "deprecation" },
  { title: "every message webpack makes with new WebpackError(…) itself", kind: "direct" },
  { title: "every message of webpack's runtime", kind: "runtime" },
  { title: "every message webpack-dev-server prints", kind: "tool", package: "webpack-dev-server" },
  { title: "every message webpack-cli prints", kind: "tool", package: "webpack-cli" },
];

describe("the errors catalogue covers the installed packages", () => {
  it("reads webpack, webpack-dev-server and webpack-cli", () => {
    console.log(`errors catalogue read ${catalogue.packages.map((pkg) => `${pkg.name} ${pkg.version}`).join(", ")}`);
    expect(catalogue.packages.map((pkg) => pkg.name)).toEqual(expect.arrayContaining(["webpack", "webpack-dev-server", "webpack-cli"]));
    expect(ofKind(catalogue, "class").length).toBeGreaterThan(80);
    expect(ofKind(catalogue, "deprecation").length).toBeGreaterThan(80);
  });

  for (const { title, kind, package: pkg } of KINDS) {
    it(`${title} has an entry or is on the internal list`, () => {
      const messages = ofKind(catalogue, kind, pkg);
      const missing = withoutEntry(messages, shown, internal);
      console.log(
        `${title}${pkg ? ` (${pkg} ${versionOf(pkg)})` : ""}: ${messages.length - missing.length} of ${messages.length} covered ` +
          `(${messages.filter((fact) => shown.has(fact.id)).length} with an entry, ${messages.filter((fact) => fact.id in internal).length} internal)`,
      );
      expect(messages.length).toBeGreaterThan(0);
      expect(missing, `write an entry for each, or put it on ${path.relative(REPO_ROOT, INTERNAL_FILE)} with the reason`).toEqual([]);
    });
  }

  it("notices a message that has no entry", () => {
    const messages = ofKind(catalogue, "class");
    const oneLess = new Set([...shown].filter((id) => id !== "ModuleNotFoundError"));
    expect(withoutEntry(messages, oneLess, internal)).toContain("ModuleNotFoundError");
    expect(withoutEntry(messages, oneLess, { ...internal, ModuleNotFoundError: "a reason" })).not.toContain("ModuleNotFoundError");
  });

  it("the internal list names only messages the packages have, each with a reason, and none that has an entry", () => {
    const known = new Set(catalogue.messages.map((fact) => fact.id));
    expect(Object.keys(internal).filter((id) => !known.has(id))).toEqual([]);
    expect(Object.entries(internal).filter(([, reason]) => reason.trim().length < 40)).toEqual([]);
    expect(Object.keys(internal).filter((id) => shown.has(id))).toEqual([]);
  });

  it("data/message-history.json reaches the installed webpack and has every class and deprecation code of it", () => {
    const history = JSON.parse(readFileSync(HISTORY_FILE, "utf8")) as MessageHistory;
    const webpack = history.webpack;
    const refresh = "run npm run messages:history";
    expect(webpack?.checked.at(-1), refresh).toBe(versionOf("webpack"));
    const ids = catalogue.messages.filter((fact) => fact.package === "webpack" && HISTORY_KINDS.includes(fact.kind)).map((fact) => fact.id);
    expect(
      ids.filter((id) => !(id in webpack!.firstSeen)),
      refresh,
    ).toEqual([]);
  });

  it("every entry names a message of the installed packages", () => {
    const known = new Set(catalogue.messages.map((fact) => fact.id));
    expect([...shown].filter((id) => !known.has(id))).toEqual([]);
  });
});

describe("error-templates.json, the templates the search box reads", () => {
  it("holds every message an entry shows that has words of its own, with a URL whose heading exists and the heading's text", () => {
    expect(report).toBeDefined();
    const templates = report!.templates;
    const searchable = report!.uses.filter(({ use }) => hasWords(use.template));
    // Left out: only a class that prints another error's message as it is (`{message}`).
    expect(report!.uses.filter(({ use }) => !hasWords(use.template)).every(({ use }) => /^\{[A-Za-z_$][\w$]*\}$/.test(use.template))).toBe(true);
    expect(templates).toHaveLength(searchable.length);
    for (const [index, { page, use }] of searchable.entries()) {
      const template = templates[index]!;
      expect(template.template).toBe(use.template);
      const [url, hash] = template.url.split("#") as [string, string | undefined];
      expect(url).toBe(page.entry.url);
      expect(site.loaded.pages.get(url)).toBe(page);
      if (hash === undefined) {
        expect(template.title).toBe(page.entry.title);
      } else {
        const heading = page.body.headings.find((candidate) => candidate.id === hash);
        expect(heading, `${template.url}: no heading #${hash}`).toBeDefined();
        expect(template.title).toBe(heading!.text);
      }
    }
    console.log(
      `error-templates.json: ${templates.length} templates on ${new Set(templates.map((t) => t.url.split("#")[0])).size} pages ` +
        `(${report!.uses.length - searchable.length} messages left out that are another message as it is)`,
    );
  });
});
