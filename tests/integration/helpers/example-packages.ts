import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { REPO_ROOT } from "../../../src/node/paths.ts";

/**
 * Where the tests of the content's examples find packages: `tests/content-examples/`, the package of what only
 * they use (loaders, plugins and tools the pages show that the site's build never reads). Resolving from there
 * also reaches the site's own `node_modules` one folder tree up, so one `requireExample` gives both, and every
 * loader and plugin gets the site's webpack (the package installs no peer dependencies of its own).
 */
export const EXAMPLES_PACKAGE = path.join(REPO_ROOT, "tests", "content-examples");
const MANIFEST = path.join(EXAMPLES_PACKAGE, "package.json");
const INSTALL_COMMAND = "npm install (at the repository root; or npm install --prefix tests/content-examples)";

/** The packages `tests/content-examples/package.json` declares. */
export const EXAMPLE_DEPENDENCIES: readonly string[] = Object.keys(
  (JSON.parse(readFileSync(MANIFEST, "utf8")) as { dependencies?: Record<string, string> }).dependencies ?? {},
);

const fromPackage = createRequire(MANIFEST);

/** The folder of an installed package, as Node.js finds it from the examples package (a package's `exports` may hide its files from `require.resolve`). */
function packageFolder(name: string): string | undefined {
  return fromPackage.resolve
    .paths(name)
    ?.map((folder) => path.join(folder, name))
    .find((folder) => existsSync(path.join(folder, "package.json")));
}

function missingError(names: string[]): Error {
  return new Error(
    `${names.join(", ")} ${names.length === 1 ? "is" : "are"} not installed: the content's example tests take ${names.length === 1 ? "it" : "them"} ` +
      `from tests/content-examples/. Run ${INSTALL_COMMAND}.`,
  );
}

/** Fails, naming what is missing and the command that installs it, unless every package the examples package declares is installed. */
export function assertExamplePackagesInstalled(): void {
  const missing = EXAMPLE_DEPENDENCIES.filter((name) => !packageFolder(name));
  if (missing.length) throw missingError(missing);
}

/** The package a bare specifier names: `@scope/name/file` → `@scope/name`, `name/file` → `name`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return parts.slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
}

/** `require` as a project inside the examples package sees it; a package that is not installed is named with the install command. */
export function requireExample(specifier: string): unknown {
  if (!packageFolder(packageOf(specifier))) throw missingError([packageOf(specifier)]);
  return fromPackage(specifier);
}

/** The absolute path of a file given as `<package>/<path inside it>` (the paths of `option-sources.ts`). */
export function examplePackageFile(file: string): string {
  const name = packageOf(file);
  const folder = packageFolder(name);
  if (!folder) throw missingError([name]);
  return path.join(folder, file.slice(name.length + 1));
}
