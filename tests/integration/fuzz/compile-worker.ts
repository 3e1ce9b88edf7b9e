// Runs one page through the content pipeline per message, in a worker thread so
// that the fuzz test can stop a case that hangs (a busy loop cannot be timed out
// on the thread that runs it).
import { parentPort } from "node:worker_threads";
import { ContentError } from "../../../src/node/errors.ts";
import { splitFrontMatter } from "../../../src/node/content/front-matter.ts";
import { compileBody } from "../../../src/node/markdown/compile.ts";
import { routeHead } from "../../../src/node/content/route-data.ts";
import { renderDocument } from "../../../src/node/site/document.ts";
import { DEFAULT_DESCRIPTION, titleWithSite } from "../../../src/shared/site.ts";

export interface CompileRequest {
  file: string;
  source: string;
  format: "md" | "mdx";
}

export type CompileOutcome =
  | { kind: "compiled"; title: string; description: string; document: string }
  | { kind: "content-error"; message: string }
  | { kind: "other-error"; name: string; message: string; stack?: string };

export const DOCUMENT_ASSETS = { scripts: ["/assets/app.js"], styles: ["/assets/app.css"], preloads: [] };

async function compilePage({ file, source, format }: CompileRequest): Promise<CompileOutcome> {
  try {
    const { frontMatter, markdown } = splitFrontMatter(file, source);
    const compiled = await compileBody(file, markdown, format);
    const head = routeHead({ title: titleWithSite(frontMatter.title), description: frontMatter.description, path: "/fuzz/page/" });
    return {
      kind: "compiled",
      title: head.title,
      description: head.description ?? DEFAULT_DESCRIPTION,
      document: renderDocument(head, compiled.html, DOCUMENT_ASSETS, { searchService: undefined }),
    };
  } catch (error) {
    if (error instanceof ContentError) return { kind: "content-error", message: error.message };
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    return { kind: "other-error", name, message, stack };
  }
}

parentPort?.on("message", (request: CompileRequest) => {
  void compilePage(request).then((outcome) => parentPort!.postMessage(outcome));
});
