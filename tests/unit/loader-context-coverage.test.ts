import { readFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../build/paths.ts";

// Every member of webpack's exported `LoaderContext` type (the intersection of
// NormalModuleLoaderContext, LoaderRunnerMutableContext,
// LoaderRunnerReadonlyContext, LoaderPluginLoaderContext and
// HotModuleReplacementPluginLoaderContext in types.d.ts) must have a
// `### this.<member>` heading on the Loader Interface page, and the page must
// not document a member the type does not have.

const PAGE = path.join(REPO_ROOT, "content/api/loaders.mdx");
const PROBE = path.join(REPO_ROOT, "__loader-context-probe__.ts");
const PROBE_TEXT = 'import type { LoaderContext } from "webpack";\nexport declare const probe: LoaderContext<Record<string, unknown>>;\n';

function loaderContextMembers(): string[] {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: [],
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === PROBE ? ts.createSourceFile(name, PROBE_TEXT, language) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === PROBE || fileExists(name);
  const program = ts.createProgram([PROBE], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(PROBE)!;
  const webpackTypes = program.getSourceFiles().find((file) => file.fileName.endsWith("webpack/types.d.ts"));
  if (!webpackTypes) throw new Error("webpack/types.d.ts was not loaded");
  let members: string[] = [];
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    const declaration = node.declarationList.declarations[0]!;
    const type = checker.getTypeAtLocation(declaration.name);
    members = checker.getPropertiesOfType(type).map((symbol) => symbol.getName());
  });
  return members.sort();
}

async function documentedMembers(): Promise<string[]> {
  const text = await readFile(PAGE, "utf8");
  return [...text.matchAll(/^### this\.([A-Za-z_$][\w$]*)\s*$/gm)].map((match) => match[1]!).sort();
}

describe("loader context coverage", () => {
  it("documents every member of LoaderContext and nothing else", async () => {
    const members = loaderContextMembers();
    const documented = await documentedMembers();
    console.log(`LoaderContext: ${members.length} members in types.d.ts, ${documented.length} documented on api/loaders.mdx`);
    expect(members.length).toBeGreaterThan(40);
    expect(members.filter((member) => !documented.includes(member))).toEqual([]);
    expect(documented.filter((member) => !members.includes(member))).toEqual([]);
    expect(documented.filter((member, index) => documented.indexOf(member) !== index)).toEqual([]);
  });
});
