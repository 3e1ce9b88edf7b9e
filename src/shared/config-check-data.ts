import type { ReleaseSpan } from "./releases.ts";
import { ASSETS_PATH } from "./site.ts";

/** What the configuration check page gets from the build (`@generated/config-check/data.json`). */

import type { ErrorTemplate } from "./error-templates.ts";

/**
 * The start of the check's chunk names (the `webpackChunkName`s in Article.tsx and src/shared/read-config.ts), and the
 * cache that keeps them: they are not precached for every reader, only kept once the check page is read.
 */
export const CONFIG_CHECK_CHUNKS = `${ASSETS_PATH}config-check`;
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
  /** The webpack release that added it, when after the first webpack 5 release (from the option history). */
  added?: string;
  /** Releases after `added` that did not accept it: the first without it, and the one that accepted it again. */
  gaps?: [string, string][];
  /** String values it lists that came later than the option itself (or went away for a while), by value. */
  values?: Record<string, ReleaseSpan>;
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
  /** The webpack the site documents (and validates with). */
  webpackVersion: string;
  /** The webpack 5 releases a reader may say they use, oldest first (the option history's, with the documented one). */
  releases: string[];
  options: CheckOption[];
  packages: CheckPackage[];
  /** The errors catalogue's forms of "Invalid configuration object" (schema-utils' `ValidationError`), each with its entry: a problem links to the form it is. */
  validationMessages: ErrorTemplate[];
}
