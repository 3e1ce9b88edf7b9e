import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { paths } from "../paths.ts";
import { computeDefaults, type WebpackDefaultsApi } from "../reference/defaults.ts";
import { installedReferenceModel, type ReferenceModel } from "../reference/model.ts";
import { compareVersions } from "../../shared/releases.ts";
import { OPTION_SOURCES } from "../reference/option-sources.ts";
import { optionFactsOf, shownDefault } from "../reference/option-facts.ts";
import { REFERENCE_URL, type GuideLink } from "../reference/render.ts";
import type { CheckData, CheckOption, CheckPackage } from "../../shared/config-check-data.ts";
import { WEBPACK_SCHEMA_ID } from "../../shared/config-check-data.ts";
import type { ErrorTemplate } from "../../shared/error-templates.ts";
import { generateValidatorsModule, type SchemaToCompile } from "./validators.ts";

const require = createRequire(import.meta.url);

/**
 * Writes what the configuration check page loads (`<generatedDir>/config-check/`): `validators.cjs`, the
 * validators of webpack's options schema and of each documented plugin's and loader's options schema, and
 * `data.json`, what the page says about each option (from the options reference's model: descriptions, types,
 * defaults per mode, the guide sections that explain it) and which plugins and loaders it knows. Both come from the installed packages; the
 * validators are cached by the schemas' content, since compiling them takes a few seconds.
 */
export async function writeConfigCheckModules(
  generatedDir: string,
  options: {
    cacheDir?: string;
    contentDir?: string;
    guides?: ReadonlyMap<string, GuideLink[]>;
    /** The errors catalogue's forms of "Invalid configuration object", with their entries (none without an errors section). */
    validationMessages?: ErrorTemplate[];
  } = {},
): Promise<void> {
  const folder = path.join(generatedDir, "config-check");
  await mkdir(folder, { recursive: true });
  const packages = documentedPackages(options.contentDir ?? paths.content);
  const schemas: SchemaToCompile[] = [
    { id: WEBPACK_SCHEMA_ID, schema: require("webpack/schemas/WebpackOptions.json") as object },
    ...packages.map((entry) => ({ id: entry.schemaId, schema: require(entry.schemaFile) as object })),
  ];
  await writeFile(path.join(folder, "validators.cjs"), await cachedValidators(schemas, options.cacheDir ?? paths.cache));
  const model = installedReferenceModel();
  const data: CheckData = {
    referenceUrl: REFERENCE_URL,
    webpackVersion: model.webpackVersion,
    releases: [...new Set([...model.releases, model.webpackVersion])].sort(compareVersions),
    options: optionData(model, options.guides),
    packages: packages.map(({ schemaFile: _file, ...rest }) => rest),
    validationMessages: options.validationMessages ?? [],
  };
  await writeFile(path.join(folder, "data.json"), JSON.stringify(data));
}

async function cachedValidators(schemas: SchemaToCompile[], cacheDir: string): Promise<string> {
  const generator = readFileSync(fileURLToPath(new URL("./validators.ts", import.meta.url)), "utf8");
  const ajvVersion = (createRequire(require.resolve("schema-utils/package.json"))("ajv/package.json") as { version: string }).version;
  const key = createHash("sha256").update(generator).update(ajvVersion).update(JSON.stringify(schemas)).digest("hex").slice(0, 16);
  const file = path.join(cacheDir, "config-check", `validators-${key}.cjs`);
  if (existsSync(file)) return readFile(file, "utf8");
  const code = generateValidatorsModule(schemas);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, code);
  return code;
}

/**
 * Each option path of the reference with what the page shows about it: its facts, its history of releases (for the
 * release choice), its default in mode `none` and its guide sections.
 */
function optionData(model: ReferenceModel, guides: ReadonlyMap<string, GuideLink[]> = new Map()): CheckOption[] {
  // The reference shows production and development; the check's mode switch also offers none, computed the same way.
  const noneDefaults = computeDefaults(
    require("webpack") as WebpackDefaultsApi,
    model.entries.map((entry) => entry.path),
    ["none"],
  );
  const entries = new Map(model.entries.map((entry) => [entry.path, entry]));
  return optionFactsOf(model).map((option) => {
    const entry = entries.get(option.path)!;
    const sections = guides.get(option.path);
    const none = option.note ? undefined : shownDefault(noneDefaults.get(option.path)?.none);
    return {
      ...option,
      ...(entry.gaps ? { gaps: entry.gaps } : {}),
      ...(entry.valueHistory
        ? {
            values: Object.fromEntries(
              Object.entries(entry.valueHistory).map(([value, { added, gaps }]) => [value, gaps ? { added, gaps } : { added }]),
            ),
          }
        : {}),
      ...(sections?.length ? { guides: sections.map(({ title, url }) => ({ title, url })) } : {}),
      ...(none && model.defaults.has(option.path) ? { none } : {}),
    };
  });
}

/**
 * The plugins and loaders whose page's options follow one JSON schema (`option-sources.ts`): a plugin is
 * recognised by its class name (the page's title), a loader by its package name (the page's file name).
 */
function documentedPackages(contentDir: string): (CheckPackage & { schemaFile: string })[] {
  const found: (CheckPackage & { schemaFile: string })[] = [];
  for (const [page, sections] of Object.entries(OPTION_SOURCES)) {
    const source = sections.Options;
    if (source?.kind !== "schema" || source.definition) continue;
    const file = path.join(contentDir, page);
    const kind = page.startsWith("loaders/") ? "loader" : "plugin";
    const name = kind === "loader" ? path.basename(page).replace(/\.mdx?$/, "") : titleOf(file);
    if (!name) continue;
    found.push({
      kind,
      name,
      url: `/${page.replace(/\.mdx?$/, "")}/`,
      schemaId: source.file,
      schemaFile: require.resolve(source.file),
    });
  }
  return found;
}

function titleOf(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  return /^title:\s*(.+)$/m.exec(readFileSync(file, "utf8"))?.[1]?.trim();
}
