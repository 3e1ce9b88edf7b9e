/** What the configuration check page gets from the build (`@generated/config-check/data.json`). */

/**
 * The start of the check's chunk names (the `webpackChunkName`s in Article.tsx and src/shared/read-config.ts), and the
 * cache that keeps them: they are not precached for every reader, only kept once the check page is read.
 */
export const CONFIG_CHECK_CHUNKS = "/assets/config-check";
export const CONFIG_CHECK_CACHE = "config-check";

/** The id of webpack's own options schema among the generated validators; the others are the schema's file under node_modules. */
export const WEBPACK_SCHEMA_ID = "webpack";

/** One option path of the options reference, as the check page explains it. */
export interface CheckOption {
  path: string;
  /** Its entry's anchor on the reference page. */
  id: string;
  description: string;
  /** TypeScript-like type, the alternatives joined with ` | `. */
  type: string;
  /** The version of webpack that added it, where the schema says. */
  added?: string;
  deprecated?: boolean;
  /** What webpack sets when the configuration leaves it out, per mode (the default target). */
  production?: string;
  development?: string;
  none?: string;
  /** The sections of the configuration pages that explain it (the reference entry's Guide links). */
  guides?: { title: string; url: string }[];
  /** A sentence instead of a value, for a default that depends on the project. */
  note?: string;
}

/** A plugin or loader whose page documents its options from the package's own schema. */
export interface CheckPackage {
  kind: "plugin" | "loader";
  /** The plugin's class name or the loader's package name, as a configuration writes it. */
  name: string;
  /** Its page on this site. */
  url: string;
  schemaId: string;
}

export interface CheckData {
  referenceUrl: string;
  options: CheckOption[];
  packages: CheckPackage[];
}
