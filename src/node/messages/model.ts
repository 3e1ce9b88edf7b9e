/**
 * The errors catalogue's facts: every message the installed packages can
 * print, read from their code (README: "The errors catalogue"). Plain data:
 * cached as JSON, and handed to the compile of the pages that name them.
 */

/**
 * - `class`: an error or warning class of webpack (`lib/errors/*.js`, any
 *   class extending `WebpackError`), and schema-utils' `ValidationError`,
 *   which webpack throws for an invalid configuration;
 * - `deprecation`: a `DEP_WEBPACK_*` code, printed by Node.js's `util.deprecate`;
 * - `direct`: a message webpack makes with its base class itself (`new WebpackError("…")`), which has no
 *   class of its own;
 * - `runtime`: a message webpack's runtime code throws in the browser (or Node.js);
 * - `tool`: a message webpack-dev-server or webpack-cli prints.
 */
export type MessageKind = "class" | "deprecation" | "direct" | "runtime" | "tool";

export interface SourcePlace {
  /** The file inside its package (`lib/errors/ModuleNotFoundError.js`). */
  file: string;
  line: number;
  /** That line in the package's repository at the installed version, where its published files are the repository's. */
  url?: string;
}

export interface MessageFact {
  /** How an entry names it: the class name, the deprecation code, or `<WebpackError|runtime|package>/<words of the message>`. */
  id: string;
  kind: MessageKind;
  /** The package that prints it, and its version. */
  package: string;
  version: string;
  /** The class name (kind `class`). */
  className?: string;
  /** The `name` an instance carries, where it is not the class name. */
  errorName?: string;
  /** The deprecation code (kind `deprecation`). */
  code?: string;
  /**
   * The message as printed, variable parts as `{name}`, a conditional part in
   * its general case (the plural; an optional part left out); undefined where
   * the code that builds it is too dynamic to read.
   */
  template?: string;
  /** Where the message has conditional parts: the template with each of them a placeholder, which every case of the message matches. */
  pattern?: string;
  /** Where the class is defined. */
  defined?: SourcePlace;
  /** Where it is raised: `new X(…)`, the deprecation call, the runtime code. */
  raised: SourcePlace[];
  /** The first release of the package whose code has it, where the recorded history says so (`data/message-history.json`). */
  since?: string;
}

export interface MessageCatalogue {
  /** The packages read, with their versions. */
  packages: { name: string; version: string }[];
  messages: MessageFact[];
}
