import { readdirSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";

/**
 * Every package the code imports is declared in package.json, so a fresh
 * `npm install` gives a working checkout (a package that is only there as
 * another's dependency can vanish with an update). Imports are read by
 * TypeScript's own pre-processor: static, dynamic, `export … from` and
 * `require()`.
 */
const FOLDERS = ["src", "tests"];
/** Not source of this package: the older webpack's own project, and content fixtures. */
const SKIPPED = new Set(["node_modules", "legacy-webpack", "fixtures"]);
/** Module aliases of the webpack configuration (src/node/webpack/config.ts), not packages. */
const ALIASES = ["@generated"];

const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as Record<string, Record<string, string> | undefined>;
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(full);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [full] : [];
  });
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

function bareImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => !specifier.startsWith(".") && !specifier.startsWith("/") && !isBuiltin(specifier))
    .filter((specifier) => !ALIASES.some((alias) => specifier === alias || specifier.startsWith(`${alias}/`)));
}

describe("package.json", () => {
  it("declares every package imported by src/node/, src/app/, src/shared/ and tests/ (types through their @types package)", () => {
    const undeclared = new Map<string, string>();
    const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(REPO_ROOT, folder)));
    for (const file of files) {
      for (const name of bareImports(file).map(packageOf)) {
        if (!declared.has(name) && !declared.has(`@types/${name}`) && !undeclared.has(name)) undeclared.set(name, path.relative(REPO_ROOT, file));
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect([...undeclared].map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
  });

  it("the check sees every kind of import", () => {
    const probe = path.join(REPO_ROOT, "src/node/markdown/compile.ts");
    expect(bareImports(probe)).toEqual(expect.arrayContaining(["vfile", "unified", "remark-rehype"]));
    expect(packageOf("@types/hast")).toBe("@types/hast");
    expect(packageOf("webpack-dev-server/lib/options.json")).toBe("webpack-dev-server");
  });
});
