// Worker threads run an esbuild bundle of their TypeScript rather than the `.ts` files through tsx's loader (Node 20
// strips no types itself) because it costs less: the content step with an empty Markdown cache, which
// `npm run bench -- --scale --sizes 1000` and `npx tsx src/node/cli/build.ts` time, takes 24-27 s of CPU for 1,000
// pages with the bundle against 29-30 s through tsx (two runs each), and 14.8 s against 16.7 s for the real site.
import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { Piscina } from "piscina";
import { REPO_ROOT } from "./paths.ts";

/** Piscina's constructor options (the package does not export their type by name). */
type PiscinaOptions = NonNullable<ConstructorParameters<typeof Piscina>[0]>;

/** Where worker bundles go: inside the repository, so that their package imports resolve from `node_modules`. */
const BUNDLE_DIR = path.join(REPO_ROOT, "node_modules", ".cache", "site-workers");

/** A worker's code as esbuild bundled it, and the hash of those bytes. */
export interface BundledCode {
  text: Uint8Array;
  hash: string;
}

const bundled = new Map<string, Promise<BundledCode>>();
const written = new Map<string, Promise<string>>();

/**
 * A worker thread's TypeScript (`source`, a file URL) as one ES module with
 * our own code bundled and packages left as imports, made with esbuild (about
 * 50 ms). Worker threads then need no TypeScript loader of their own, and
 * Node loads the packages as they are. Its hash covers every module of ours
 * the worker runs, so it also keys a cache of the worker's results.
 */
export async function bundleWorker(source: URL): Promise<BundledCode> {
  const result = await build({
    entryPoints: [fileURLToPath(source)],
    // Paths in the bundle's comments and source map are relative to this: a checkout gives the same bytes wherever it is.
    absWorkingDir: REPO_ROOT,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "inline",
    write: false,
    logLevel: "silent",
  });
  const text = result.outputFiles[0]!.contents;
  return { text, hash: createHash("sha256").update(text).digest("hex").slice(0, 12) };
}

/** `source`'s bundle (see bundleWorker), made once per process: the code its pool runs. */
export function workerCode(source: URL): Promise<BundledCode> {
  let code = bundled.get(source.href);
  if (!code) {
    code = bundleWorker(source);
    bundled.set(source.href, code);
  }
  return code;
}

/** The file URL of `source`'s bundle (see workerCode), written once per process. */
export function workerBundle(source: URL): Promise<string> {
  let file = written.get(source.href);
  if (!file) {
    file = workerCode(source).then((bundle) => writeBundle(source, bundle));
    written.set(source.href, file);
  }
  return file;
}

async function writeBundle(source: URL, bundle: BundledCode): Promise<string> {
  const entry = fileURLToPath(source);
  // Named by content: processes that bundle the same code at once (test workers) write the same file.
  const file = path.join(BUNDLE_DIR, `${path.basename(entry, path.extname(entry))}.${bundle.hash}.mjs`);
  if (!existsSync(file)) {
    await mkdir(BUNDLE_DIR, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, bundle.text);
    await rename(temporary, file);
  }
  return pathToFileURL(file).href;
}

/** This process's Node flags without tsx's loaders (a bundle needs none), with source maps for the workers' stack traces. */
function workerExecArgv(): string[] {
  const flags: string[] = [];
  const args = process.execArgv;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if ((arg === "--require" || arg === "-r" || arg === "--import") && args[index + 1]?.includes("tsx")) index++;
    else if (!/^--(require|import)=.*tsx/.test(arg)) flags.push(arg);
  }
  return [...flags, "--enable-source-maps"];
}

/** A Piscina pool running the bundle of `source` (see workerBundle). */
export async function createWorkerPool<Task, Result>(
  source: URL,
  options: Omit<PiscinaOptions, "filename" | "execArgv">,
): Promise<Piscina<Task, Result>> {
  return new Piscina<Task, Result>({ ...options, filename: await workerBundle(source), execArgv: workerExecArgv() });
}
