import { mkdtempSync, mkdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/**
 * A default as shown: source text (`"[name].js"`, `Infinity`, `/.*\/`,
 * `[".js"]`), or one of the markers for values that are not written out.
 */
export type DefaultText = string;

/** Marks a default that is an object: its own options carry their defaults. */
export const OBJECT = "\0object";
/** Marks a default that is a function webpack provides. */
export const FUNCTION = "\0function";
/** Marks a default that cannot be written as source text (a list of plugin instances, a stream). */
export const OTHER = "\0other";

/** What webpack sets an option to when the configuration leaves it out. */
export interface OptionDefault {
  /** For the default target (`web` when the project has no browserslist configuration), by mode; `undefined`: not set. */
  production?: DefaultText;
  development?: DefaultText;
  /** Only when asked for (the reference shows production and development; the configuration check also `mode: "none"`). */
  none?: DefaultText;
  /** With `target: "node"`, only when that differs from the default target. */
  node?: { production?: DefaultText; development?: DefaultText; none?: DefaultText };
  /** `resolve` options: the values webpack sets per dependency category in `resolve.byDependency` (production, default target). */
  byCategory?: { categories: string[]; value: DefaultText }[];
  /** The default is computed from something outside the configuration: no value is shown. */
  dependsOn?: string;
  /** A fixed sentence, for the few options webpack's defaults do not set (mode, target, context). */
  note?: string;
  /**
   * The defaults where `experiments.typescript` resolves to `false`, when they differ. Its `"auto"` default is `true`
   * unless a rule in `module.rules` handles TypeScript files, so the values above are taken with it on.
   */
  withoutTypeScript?: OptionDefault;
}

/** The two functions of webpack's API that turn a configuration into the options webpack runs with. */
export interface WebpackDefaultsApi {
  config: {
    getNormalizedWebpackOptions(config: object): object;
    applyWebpackOptionsDefaults(options: object): void;
  };
}

export type DefaultsMode = "production" | "development" | "none";
/** The modes the options reference shows. */
const REFERENCE_MODES: readonly DefaultsMode[] = ["production", "development"];

/**
 * Options webpack's `applyWebpackOptionsDefaults` does not fill in from the
 * configuration alone (node_modules/webpack/lib/config/defaults.js and target.js).
 */
const NOTES: Record<string, string> = {
  mode: "not set: webpack then uses the production defaults and warns that `mode` is missing (NoModeWarning).",
  target: 'depends on the project: `"browserslist"` when it has a browserslist configuration, otherwise `"web"`.',
  context: "depends on the project: the current working directory (`process.cwd()`).",
  "experiments.typescript":
    '`"auto"`, which webpack turns into `false` when a rule in `module.rules` matches `.ts`, `.mts` or `.cts` files ' +
    "(a loader handles TypeScript), and into `true` otherwise.",
};

/**
 * Both values `experiments.typescript` can resolve to: the reference shows the first (what `"auto"` gives a
 * configuration without a TypeScript rule) and notes where the second differs.
 */
const TYPESCRIPT = [true, false] as const;

/**
 * Webpack's own defaults for an empty configuration: normalizes and applies
 * defaults for each mode, for the default target and for `target: "node"`, in
 * two throwaway project folders whose package.json names differ, so values
 * that come from the project (paths, the package name) are recognised as such
 * and not shown. Functions and objects are left out (an object's own options
 * carry their defaults).
 */
export function computeDefaults(
  webpack: WebpackDefaultsApi,
  optionPaths: readonly string[],
  modes: readonly DefaultsMode[] = REFERENCE_MODES,
): Map<string, OptionDefault> {
  const base = mkdtempSync(path.join(os.tmpdir(), "webpack-docs-defaults-"));
  try {
    const projects = ["a", "b"].map((name) => {
      const dir = path.join(base, `project-${name}`);
      mkdirSync(dir);
      writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: `defaults-probe-${name}` }));
      return dir;
    });
    const run = (mode: DefaultsMode, target: string | undefined, context: string, typescript: boolean) => {
      const options = webpack.config.getNormalizedWebpackOptions({ mode, context, experiments: { typescript }, ...(target ? { target } : {}) });
      webpack.config.applyWebpackOptionsDefaults(options);
      return options;
    };
    const results = new Map<string, Record<string, unknown>>();
    for (const typescript of TYPESCRIPT) {
      for (const mode of modes) {
        for (const target of ["default", "node"]) {
          projects.forEach((project, index) =>
            results.set(
              `${mode}/${target}/${index}/${typescript}`,
              run(mode, target === "node" ? "node" : undefined, project, typescript) as Record<string, unknown>,
            ),
          );
        }
      }
    }
    const defaults = new Map<string, OptionDefault>();
    for (const optionPath of optionPaths) {
      if (NOTES[optionPath]) {
        defaults.set(optionPath, { note: NOTES[optionPath] });
        continue;
      }
      // Only plain property paths: the items of a list or the values of a map have no default of their own.
      if (optionPath.includes("[]") || optionPath.includes("{name}")) continue;
      const segments = optionPath.split(".");
      const [plain, withoutTypeScript] = TYPESCRIPT.map((typescript) =>
        defaultOf(segments, (key) => results.get(`${key}/${typescript}`), base, modes),
      );
      if (!plain && !withoutTypeScript) continue;
      const shown: OptionDefault = plain ?? {};
      if (withoutTypeScript && JSON.stringify(withoutTypeScript) !== JSON.stringify(plain)) shown.withoutTypeScript = withoutTypeScript;
      defaults.set(optionPath, shown);
    }
    return defaults;
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

/**
 * One option's default from the runs with one `experiments.typescript` value (keyed `mode/target/project`), or
 * undefined when webpack sets nothing for it. `base` is the folder of the throwaway projects.
 */
function defaultOf(
  segments: string[],
  resultOf: (key: string) => Record<string, unknown> | undefined,
  base: string,
  modes: readonly DefaultsMode[],
): OptionDefault | undefined {
  // Values that name a folder of this machine depend on where things are, not on the configuration.
  const install = installFolder();
  const cwd = process.cwd();
  const value = (mode: DefaultsMode, target: string, project: number) => formatDefault(valueAt(resultOf(`${mode}/${target}/${project}`), segments));
  let dependsOn: string | undefined;
  for (const mode of modes) {
    for (const target of ["default", "node"]) {
      const [a, b] = [value(mode, target, 0), value(mode, target, 1)];
      if (a === undefined && b === undefined) continue;
      if ([a, b].some((text) => text?.includes(base))) dependsOn = "where the project is on disk (`context`)";
      else if (a !== b) dependsOn = "the `name` in the project's package.json";
      else if (a!.includes(install)) dependsOn = "where webpack is installed (its `node_modules` folder)";
      else if (a!.includes(cwd)) dependsOn = "the current working directory (`process.cwd()`)";
    }
  }
  if (dependsOn) return { dependsOn };
  const found: OptionDefault = {};
  for (const mode of modes) {
    const web = value(mode, "default", 0);
    if (web !== undefined) found[mode] = web;
  }
  if (modes.some((mode) => value(mode, "node", 0) !== value(mode, "default", 0))) {
    found.node = {};
    for (const mode of modes) {
      const nodeValue = value(mode, "node", 0);
      if (nodeValue !== undefined) found.node[mode] = nodeValue;
    }
  }
  const categories = segments.length === 2 && segments[0] === "resolve" ? byCategory(resultOf(`${modes[0]}/default/0`), segments[1]!) : [];
  if (categories.length) found.byCategory = categories;
  return modes.some((mode) => found[mode] !== undefined) || found.node || found.byCategory ? found : undefined;
}

/** The values `resolve.byDependency` gives one resolve option, categories with equal values grouped. */
function byCategory(options: Record<string, unknown> | undefined, key: string): { categories: string[]; value: DefaultText }[] {
  const categories = valueAt(options, ["resolve", "byDependency"]);
  if (!categories || typeof categories !== "object") return [];
  const groups: { categories: string[]; value: DefaultText }[] = [];
  for (const [category, settings] of Object.entries(categories as Record<string, unknown>)) {
    const text = formatDefault(valueAt(settings, [key]));
    if (text === undefined) continue;
    const group = groups.find((known) => known.value === text);
    if (group) group.categories.push(category);
    else groups.push({ categories: [category], value: text });
  }
  return groups;
}

/** The node_modules folder webpack is installed in (its defaults name it, e.g. `snapshot.managedPaths`). */
function installFolder(): string {
  const webpackPackage = realpathSync(createRequire(import.meta.url).resolve("webpack/package.json"));
  return path.dirname(path.dirname(webpackPackage));
}

function valueAt(root: unknown, segments: string[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (current === null || typeof current !== "object" || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A default as {@link DefaultText}; undefined when not set. */
export function formatDefault(value: unknown): DefaultText | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : value > 0 ? "Infinity" : "-Infinity";
  if (value instanceof RegExp) return String(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => formatDefault(item));
    if (items.some((item) => item === undefined || item.startsWith("\0"))) return OTHER;
    return `[${items.join(", ")}]`;
  }
  if (typeof value === "function") return FUNCTION;
  if (Object.getPrototypeOf(value) === Object.prototype) return OBJECT;
  return OTHER;
}
