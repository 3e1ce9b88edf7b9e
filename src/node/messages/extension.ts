import type { ErrorTemplate } from "../../shared/error-templates.ts";
import { ERRORS_SECTION } from "../../shared/site.ts";
import { ContentError, ContentErrors } from "../errors.ts";
import type { ContentExtension, LoadedContent, LoadedPage } from "../content/index-types.ts";
import { REPO_ROOT } from "../paths.ts";
import { installedCatalogue } from "./catalogue.ts";
import type { MessageCatalogue, MessageFact } from "./model.ts";
import { PackageText } from "./package-text.ts";
import { findPackage } from "./packages.ts";
import { hasWords } from "./template-text.ts";

/** What the errors section holds once loaded: every message shown, where, and the templates the search box reads. */
export interface ErrorsReport {
  catalogue: MessageCatalogue;
  /** Every `<WebpackMessage>` of the section's pages, with its page. */
  uses: { page: LoadedPage; use: LoadedPage["body"]["messages"][number] }[];
  templates: ErrorTemplate[];
}

/**
 * The errors catalogue as a content extension (README: "The errors
 * catalogue"): a page of the `errors` section gets, with its compile, the
 * catalogue's facts for the messages it names, which `<WebpackMessage>`
 * shows (src/node/markdown/rehype-webpack-messages.ts). Once the pages are
 * compiled, every template a page wrote by hand is checked against the text
 * of the package that prints the message (a misquote stops the build at its
 * line), and the section's templates with their headings are handed on for
 * the search box (`error-templates.json`).
 */
export function errorsCatalogue(
  options: {
    catalogue?: () => MessageCatalogue;
    /** Where the packages are installed (the repository by default). */
    roots?: readonly string[];
    onReport?: (report: ErrorsReport) => void;
  } = {},
): ContentExtension {
  let catalogue: MessageCatalogue | undefined;
  let byId: Map<string, MessageFact> | undefined;
  const roots = options.roots ?? [REPO_ROOT];
  const catalogueOf = () => (catalogue ??= options.catalogue?.() ?? installedCatalogue({ roots }));
  return {
    name: "errors catalogue",
    compileOptions(relativePath, { markdown }) {
      if (!relativePath.startsWith(`${ERRORS_SECTION}/`)) return {};
      byId ??= new Map(catalogueOf().messages.map((fact) => [fact.id, fact]));
      const named = [...markdown.matchAll(/<WebpackMessage\b[^>]*?\bid\s*=\s*"([^"]*)"/g)].map((match) => match[1]!);
      return { messages: Object.fromEntries(named.flatMap((id) => (byId!.has(id) ? [[id, byId!.get(id)!]] : []))) };
    },
    // The messages an errors page shows, with their headings: the templates handed on and the written ones checked.
    reads: (page) => page.body.messages.map(({ id, template, written, pattern, heading }) => [id, template, written, pattern, heading]),
    extend(loaded) {
      const pages = sectionPages(loaded);
      if (!pages.length) return Promise.resolve({ pages: [] });
      const uses = pages.flatMap((page) => page.body.messages.map((use) => ({ page, use })));
      checkWrittenTemplates(uses, catalogueOf(), roots);
      options.onReport?.({ catalogue: catalogueOf(), uses, templates: errorTemplatesOf(uses) });
      return Promise.resolve({ pages: [] });
    },
  };
}

/** The pages of the errors section, in URL order. */
function sectionPages(loaded: LoadedContent): LoadedPage[] {
  return [...loaded.pages.values()]
    .filter((page) => page.entry.url.startsWith(`/${ERRORS_SECTION}/`))
    .sort((a, b) => a.entry.url.localeCompare(b.entry.url));
}

/** The id of the message webpack throws for a configuration its schema refuses (schema-utils' class); the configuration check links to its entry. */
export const VALIDATION_MESSAGE = "ValidationError";

/**
 * Each message shown, as the search box reads it: its template, and the
 * entry's URL with the heading it sits under. A template with no words of its
 * own (`{message}`: a class that prints another error's message as it is)
 * would match anything, and is left out.
 */
export function errorTemplatesOf(uses: ErrorsReport["uses"]): ErrorTemplate[] {
  return uses
    .filter(({ use }) => hasWords(use.template))
    .map(({ page, use }) => ({
      template: use.template,
      url: use.heading ? `${page.entry.url}#${use.heading.id}` : page.entry.url,
      title: use.heading?.text ?? page.entry.title,
    }));
}

/**
 * The part of a template the package's own code writes: for a deprecation, the message after the prefix Node.js
 * prints (`(node:{pid}) [code] DeprecationWarning: `); a template with another prefix keeps it, to be reported.
 */
export function printedByPackage(fact: MessageFact, template: string): string {
  const prefix = `(node:{pid}) [${fact.code ?? fact.id}] DeprecationWarning: `;
  return fact.kind === "deprecation" && template.startsWith(prefix) ? template.slice(prefix.length) : template;
}

/** Every hand-written template's fixed text must be the package's own: a misquote is an error at its line. */
function checkWrittenTemplates(uses: ErrorsReport["uses"], catalogue: MessageCatalogue, roots: readonly string[]): void {
  const byId = new Map(catalogue.messages.map((fact) => [fact.id, fact]));
  const texts = new Map<string, PackageText>();
  const errors: ContentError[] = [];
  for (const { page, use } of uses) {
    if (!use.written) continue;
    const fact = byId.get(use.id);
    if (!fact) continue;
    let text = texts.get(fact.package);
    if (!text) {
      const pkg = findPackage(fact.package, fact.package === "schema-utils" ? [findPackage("webpack", roots)!.dir] : roots);
      if (!pkg) continue;
      text = new PackageText(pkg);
      texts.set(fact.package, text);
    }
    const missing = text.missingPieces(printedByPackage(fact, use.template));
    if (missing.length) {
      errors.push(
        new ContentError(
          page.entry.path,
          use.line,
          `template of ${use.id} has text that ${fact.package} ${fact.version} never prints: ${missing.map((piece) => JSON.stringify(piece)).join(", ")} (a misquote, or a part to write as {placeholder})`,
        ),
      );
    }
  }
  if (errors.length) throw new ContentErrors(errors);
}

/**
 * The forms of "Invalid configuration object" the errors section shows, with their entries: webpack's own, not
 * those of another package that validates its options with the same class (the dev server's "Invalid options
 * object").
 */
export function validationMessagesOf(report: ErrorsReport): ErrorTemplate[] {
  return errorTemplatesOf(report.uses.filter(({ use }) => use.id === VALIDATION_MESSAGE && use.template.startsWith(WEBPACK_VALIDATION_HEADER)));
}

/** How webpack's message for a configuration its schema refuses starts (`lib/config/validateSchema.js` names it "Webpack"). */
const WEBPACK_VALIDATION_HEADER = "Invalid configuration object. Webpack has been initialized";
