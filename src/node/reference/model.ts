import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { computeDefaults, type OptionDefault, type WebpackDefaultsApi } from "./defaults.ts";
import { assignAnchorIds, findEntry, inPageOrder, sortChildren } from "./option-paths.ts";
import type { OptionEntry, Schema } from "./schema-types.ts";
import { walkOptions } from "./schema-walk.ts";

/** The top-level option whose sub-options come from webpack-dev-server's schema (webpack's own only knows `devServer` itself). */
export const DEV_SERVER = "devServer";

/**
 * Where a shared shape is documented when two places are equally shallow:
 * `module.rules` (a rule, its conditions) rather than `module.defaultRules`,
 * `optimization.minimizeOptions` rather than `optimization.minimize`.
 */
export const WALK_FIRST: Record<string, string[]> = {
  module: ["rules"],
  "module.rules[]": ["test", "include", "resourceQuery"],
  optimization: ["minimizeOptions"],
};

/** Everything the reference page shows, as plain data. */
export interface ReferenceModel {
  webpackVersion: string;
  devServerVersion?: string;
  /** All entries in page order; webpack-dev-server's under `devServer`. */
  entries: OptionEntry[];
  byPath: Map<string, OptionEntry>;
  defaults: Map<string, OptionDefault>;
  /** For an entry that takes another option's shape (`resolveLoader` → `resolve`): the sub-options whose defaults differ there. */
  differingDefaults: Map<string, { key: string; value: OptionDefault | undefined }[]>;
  /** Option paths from each schema. */
  counts: { webpack: number; devServer: number };
}

export interface SchemaSources {
  webpackSchema: Schema;
  webpackVersion: string;
  devServerSchema?: Schema;
  devServerVersion?: string;
  /** webpack's API, for its defaults; none when undefined. */
  webpack?: WebpackDefaultsApi;
}

/**
 * The installed webpack-dev-server's options schema and version. Read from the package's folder: its `exports`
 * do not list `lib/options.json`, so `require` of that path is refused.
 */
export function installedDevServerSchema(): { schema: Schema; version: string } {
  const manifest = createRequire(import.meta.url).resolve("webpack-dev-server/package.json");
  return {
    schema: JSON.parse(readFileSync(path.join(path.dirname(manifest), "lib", "options.json"), "utf8")) as Schema,
    version: (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version,
  };
}

/** The model for the installed webpack and webpack-dev-server. */
export function installedReferenceModel(): ReferenceModel {
  const require = createRequire(import.meta.url);
  const webpack = require("webpack") as WebpackDefaultsApi & { version: string };
  const devServer = installedDevServerSchema();
  return referenceModel({
    webpackSchema: require("webpack/schemas/WebpackOptions.json") as Schema,
    webpackVersion: webpack.version,
    devServerSchema: devServer.schema,
    devServerVersion: devServer.version,
    webpack,
  });
}

/** Walks both schemas, hangs webpack-dev-server's options under `devServer`, and adds webpack's defaults. */
export function referenceModel(sources: SchemaSources): ReferenceModel {
  const webpackEntries = walkOptions(sources.webpackSchema, { walkFirst: WALK_FIRST });
  const devServerEntries = sources.devServerSchema ? walkOptions(sources.devServerSchema, { root: DEV_SERVER }) : [];
  const devServer = webpackEntries.find((entry) => entry.path === DEV_SERVER);
  if (devServer) {
    for (const entry of devServerEntries) {
      if (entry.depth === 2) {
        entry.parent = DEV_SERVER;
        devServer.children.push(entry.path);
      }
    }
    sortChildren(devServer);
  }
  const entries = inPageOrder([...webpackEntries, ...devServerEntries]);
  assignAnchorIds(entries);
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));

  // Sub-options of an option that takes another one's shape, whose defaults may differ (resolveLoader.extensions).
  const borrowed: { entry: string; key: string; path: string; home: string }[] = [];
  for (const entry of webpackEntries) {
    for (const sameAs of entry.sameAs) {
      if (sameAs.at !== "" || sameAs.recursive) continue;
      for (const key of sameAs.keys) borrowed.push({ entry: entry.path, key, path: `${entry.path}.${key}`, home: `${sameAs.home}.${key}` });
    }
  }
  const defaults = sources.webpack
    ? computeDefaults(sources.webpack, [...webpackEntries.map((entry) => entry.path), ...borrowed.map((item) => item.path)])
    : new Map<string, OptionDefault>();
  const differingDefaults = new Map<string, { key: string; value: OptionDefault | undefined }[]>();
  for (const item of borrowed) {
    const own = defaults.get(item.path);
    // byCategory is a `resolve` matter: compare what applies to the option itself.
    const comparable = (value: OptionDefault | undefined) => JSON.stringify(value && { ...value, byCategory: undefined });
    if (comparable(own) === comparable(defaults.get(item.home))) continue;
    const list = differingDefaults.get(item.entry) ?? [];
    list.push({ key: item.key, value: own });
    differingDefaults.set(item.entry, list);
  }
  for (const item of borrowed) defaults.delete(item.path);

  return {
    webpackVersion: sources.webpackVersion,
    devServerVersion: sources.devServerVersion,
    entries,
    byPath,
    defaults,
    differingDefaults,
    counts: { webpack: webpackEntries.length, devServer: devServerEntries.length },
  };
}

/** The entry documenting a path (following "same options as" pointers), or undefined. */
export function entryFor(model: ReferenceModel, path: string): OptionEntry | undefined {
  return findEntry(path, model.byPath);
}
