import { readdirSync, readFileSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { OPTION_SOURCES } from "../../src/node/reference/option-sources.ts";
import { EXAMPLE_DEPENDENCIES, examplePackageFile, packageOf } from "./helpers/example-packages.ts";

/**
 * Every package the code imports is declared, so a fresh `npm install` gives a working checkout (a package that is
 * only there as another's dependency can vanish with an update): the site's code by the site's package.json, the
 * tests by it or by tests/content-examples/package.json, the packages only the content's example tests use.
 * Imports are read by TypeScript's own pre-processor: static, dynamic, `export … from` and `require()`.
 */
/** Not source of this package: the older webpack's own project, the examples' packages and content fixtures. */
const SKIPPED = new Set(["node_modules", "legacy-webpack", "content-examples", "fixtures"]);
/** Module aliases of the webpack configuration (src/node/webpack/config.ts), not packages. */
const ALIASES = ["@generated"];

const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as Record<string, Record<string, string> | undefined>;
const siteDeclared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
const testsDeclared = new Set([...siteDeclared, ...EXAMPLE_DEPENDENCIES]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [full] : [];
  });
}

function bareImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("/") && !isBuiltin(specifier))
    .filter((specifier) => !ALIASES.some((alias) => specifier === alias || specifier.startsWith(`${alias}/`)));
}

/** `name (imported by file)` for each package the files import that `declared` lacks (types count through their @types package). */
function undeclaredImports(folder: string, declared: Set<string>): string[] {
  const undeclared = new Map<string, string>();
  const files = sourceFiles(path.join(REPO_ROOT, folder));
  for (const file of files) {
    for (const name of bareImports(file).map(packageOf)) {
      if (!declared.has(name) && !declared.has(`@types/${name}`) && !undeclared.has(name)) undeclared.set(name, path.relative(REPO_ROOT, file));
    }
  }
  expect(files.length).toBeGreaterThan(50);
  return [...undeclared].map(([name, file]) => `${name} (imported by ${file})`);
}

describe("package.json", () => {
  it("declares every package imported by src/node/, src/app/ and src/shared/ (types through their @types package)", () => {
    expect(undeclaredImports("src", siteDeclared)).toEqual([]);
  });

  it("declares, with tests/content-examples/package.json, every package imported by tests/", () => {
    expect(undeclaredImports("tests", testsDeclared)).toEqual([]);
  });

  it("the check sees every kind of import", () => {
    const probe = path.join(REPO_ROOT, "src/node/markdown/compile.ts");
    expect(bareImports(probe)).toEqual(expect.arrayContaining(["vfile", "unified", "remark-rehype"]));
    expect(packageOf("@types/hast")).toBe("@types/hast");
    expect(packageOf("webpack-dev-server/lib/options.json")).toBe("webpack-dev-server");
  });
});

describe("tests/content-examples/package.json", () => {
  it("leaves to the site's package.json every package whose options schema the site's build reads", () => {
    const schemaPackages = new Set(
      Object.values(OPTION_SOURCES).flatMap((sections) =>
        Object.values(sections).flatMap((source) => (source.kind === "schema" ? [packageOf(source.file)] : [])),
      ),
    );
    expect(schemaPackages.size).toBeGreaterThan(20);
    expect([...schemaPackages].filter((name) => !siteDeclared.has(name))).toEqual([]);
  });

  it("declares no package the site's package.json declares, so each is installed once", () => {
    expect(EXAMPLE_DEPENDENCIES.length).toBeGreaterThan(0);
    expect(EXAMPLE_DEPENDENCIES.filter((name) => siteDeclared.has(name))).toEqual([]);
  });

  it("gives every package it declares the webpack the tests run", () => {
    const testsWebpack = createRequire(import.meta.url).resolve("webpack");
    const others = EXAMPLE_DEPENDENCIES.map(
      (name) => [name, createRequire(examplePackageFile(`${name}/package.json`)).resolve("webpack")] as const,
    ).filter(([, found]) => found !== testsWebpack);
    expect(others.map(([name, found]) => `${name} finds ${path.relative(REPO_ROOT, found)}`)).toEqual([]);
  });
});
