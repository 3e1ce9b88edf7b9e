import { spawnSync } from "node:child_process";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { ensureChromium } from "./chromium.ts";
import { ensureNodeRelease, envWithNode } from "./node-release.ts";
import { parseCliArgs } from "../../src/node/cli/args.ts";

// No flags: a stray one is an error rather than silently ignored.
parseCliArgs({});

/** The newest Node.js major the project supports (package.json `engines`), besides the one running this. */
const NEWEST_NODE = 24;

/**
 * `npm test`: every check, in the order that fails fastest — lint, format,
 * types, unit and integration tests (on this Node.js, then on the newest
 * supported one, installed from the npm registry), the production build, the
 * same build again on that Node.js from a copy at another path (every file must
 * be the same), then the browser tests against the build served as `npm start`
 * serves it.
 */
const steps: [string, string[], { newestNode?: boolean }?][] = [
  ["lint", ["npx", "eslint", "."]],
  ["format", ["npx", "prettier", "--check", "."]],
  ["typecheck", ["npm", "run", "--silent", "typecheck"]],
  ["unit tests", ["npx", "vitest", "run"]],
  [`unit tests on Node.js ${NEWEST_NODE}`, ["npx", "vitest", "run"], { newestNode: true }],
  ["production build", ["npx", "tsx", "src/node/cli/build.ts"]],
  [
    `reproducible build (Node.js ${NEWEST_NODE}, another checkout path)`,
    ["npx", "tsx", "tests/tools/reproducible-build.ts", "--node", String(NEWEST_NODE)],
  ],
  [
    "fixture build (for browser tests)",
    ["npx", "tsx", "src/node/cli/build.ts", "--content", "tests/fixtures/content", "--out", ".cache/e2e-fixture-dist"],
  ],
  ["browser tests", ["npx", "playwright", "test"]],
];

let chromium: string;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

for (const [name, [command, ...args], options] of steps) {
  console.log(`\n▶ ${name}`);
  const start = performance.now();
  const env = { ...process.env, CHROMIUM_PATH: chromium };
  const result = spawnSync(command!, args, {
    cwd: REPO_ROOT,
    stdio: "inherit",
    env: options?.newestNode ? envWithNode(ensureNodeRelease(NEWEST_NODE), env) : env,
  });
  console.log(`  (${name}: ${((performance.now() - start) / 1000).toFixed(0)} s)`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    console.error(`checks: ${steps.findIndex(([step]) => step === name)} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ All checks passed.");
console.log(`checks: ${steps.length} passed, 0 failed`);
