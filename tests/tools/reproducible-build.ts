import { execFileSync, spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { parseCliArgs } from "../../src/node/cli/args.ts";
import { retainedAssetsOf } from "../../src/node/site/retained-assets.ts";
import { compareTrees } from "./compare-trees.ts";
import { ensureNodeRelease, envWithNode } from "./node-release.ts";

/**
 * `npx tsx tests/tools/reproducible-build.ts [--node 24] [--content <dir>] [--against <dir>]`
 *
 * Builds this checkout again from a copy at another path (under the system's temporary folder, with a cold cache),
 * on the Node.js major given (from the npm registry) or this one, and compares every file of that build, precompressed
 * copies included (not the assets it keeps from earlier builds), with the build in `--against` (`dist` by default: run
 * `npm run build` first). Exits 1 naming the
 * files that differ: the same commit and content must give the same bytes on every machine and supported Node.js.
 */
const { values: flags } = parseCliArgs({ node: { type: "string" }, content: { type: "string" }, against: { type: "string" } });
const content = flags.content ?? "content";
const against = path.resolve(REPO_ROOT, flags.against ?? "dist");
if (path.isAbsolute(content) || content.startsWith("..")) {
  console.error("--content must be a folder inside the repository (it is built from the copy).");
  process.exit(2);
}
if (!existsSync(against)) {
  console.error(`${path.relative(REPO_ROOT, against)} does not exist: build it first (npm run build).`);
  process.exit(2);
}
const nodeBin = flags.node ? ensureNodeRelease(Number(flags.node)) : path.dirname(process.execPath);
const env = envWithNode(nodeBin);

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
const started = performance.now();
const copy = path.join(await mkdtemp(path.join(os.tmpdir(), "webpack-docs-reproducible-")), "checkout");
// The working tree as it is (tracked and new files, ignored ones left out), so uncommitted changes are compared too.
const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: REPO_ROOT, encoding: "utf8" })
  .split("\0")
  .filter((file) => file && existsSync(path.join(REPO_ROOT, file)));
await mkdir(copy, { recursive: true });
for (const file of files) await cp(path.join(REPO_ROOT, file), path.join(copy, file), { recursive: true });
// Hard links where the system's cp makes them (instant, no space), a plain copy otherwise.
const linked = spawnSync("cp", ["-al", path.join(REPO_ROOT, "node_modules"), path.join(copy, "node_modules")]);
if (linked.status !== 0) await cp(path.join(REPO_ROOT, "node_modules"), path.join(copy, "node_modules"), { recursive: true, verbatimSymlinks: true });
console.log(`copied ${files.length} files and node_modules to ${copy} in ${seconds(started)}`);

const version = execFileSync("node", ["--version"], { env, encoding: "utf8" }).trim();
const buildStart = performance.now();
// The copy reads this checkout's git history, as the build here does: a page's "Last updated" date comes from it.
const gitDir = path.resolve(REPO_ROOT, execFileSync("git", ["rev-parse", "--git-dir"], { cwd: REPO_ROOT, encoding: "utf8" }).trim());
const build = spawnSync("npx", ["tsx", "src/node/cli/build.ts", "--content", content, "--out", "dist"], {
  cwd: copy,
  env: { ...env, GIT_DIR: gitDir, GIT_WORK_TREE: copy },
  stdio: "inherit",
});
if (build.status !== 0) {
  console.error(`The build in ${copy} (Node.js ${version}) failed.`);
  process.exit(1);
}
console.log(`built ${content} on Node.js ${version} in ${seconds(buildStart)}`);

// Assets kept from earlier builds in this checkout (for tabs opened before them) are not this build's bytes.
const retained = new Set([...(await retainedAssetsOf(against)), ...(await retainedAssetsOf(path.join(copy, "dist")))]);
const differences = (await compareTrees(against, path.join(copy, "dist"))).filter(({ file }) => !retained.has(file));
if (differences.length) {
  console.error(`\n${differences.length} files differ between ${path.relative(REPO_ROOT, against)} (Node.js ${process.version}, ${REPO_ROOT})`);
  console.error(`and the build on Node.js ${version} in ${copy}:`);
  for (const { file, kind } of differences.slice(0, 30)) console.error(`  ${kind}: ${file}`);
  if (differences.length > 30) console.error(`  … and ${differences.length - 30} more`);
  console.error(`The copy is kept for inspection: compare with diff -r ${against} ${path.join(copy, "dist")}`);
  process.exit(1);
}
await rm(path.dirname(copy), { recursive: true, force: true });
console.log(`reproducible: every file is the same (${seconds(started)} in all)`);
