import { readFile } from "node:fs/promises";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { CHUNK_LOADING_GLOBAL, articleChunkId, articleModuleId } from "../../../src/shared/article-chunks.ts";
import type { Anchor, RouteData } from "../../../src/shared/types.ts";

export interface ArticleExports {
  html: string;
  anchors: Anchor[];
  route: RouteData;
}

/**
 * Runs a page's article chunk (written under `<siteDir>/articles/`) as the
 * browser runs it, against a stand-in for webpack's chunk array, and returns
 * what its one module exports. Fails when the chunk does not push exactly
 * that page's chunk id with that page's module.
 */
export async function runArticleChunk(siteDir: string, key: string): Promise<ArticleExports> {
  const source = await readFile(path.join(siteDir, "articles", `${key}.js`), "utf8");
  const pushed: [string[], Record<string, (module: { exports: unknown }) => void>][] = [];
  runInNewContext(source, { self: { [CHUNK_LOADING_GLOBAL]: { push: (chunk: (typeof pushed)[number]) => pushed.push(chunk) } } }, { filename: key });
  if (pushed.length !== 1) throw new Error(`${key}: the chunk pushed ${pushed.length} chunks`);
  const [ids, modules] = pushed[0]!;
  if (JSON.stringify(ids) !== JSON.stringify([articleChunkId(key)])) throw new Error(`${key}: chunk ids ${JSON.stringify(ids)}`);
  const factory = modules[articleModuleId(key)];
  if (!factory || Object.keys(modules).length !== 1) throw new Error(`${key}: modules ${Object.keys(modules).join(", ")}`);
  const module = { exports: {} as ArticleExports };
  factory(module);
  return module.exports;
}
