import { spawnSync } from "node:child_process";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { ensureChromium } from "./chromium.ts";
import { ensureNodeRelease, envWithNode, supportedNodeMajors } from "./node-release.ts";
import { parseCliArgs } from "../../src/node/cli/args.ts";

// No flags: a stray one is an error rather than silently ignored.
parseCliArgs({});

const RUNNING_NODE = Number(process.versions.node.split(".")[0]);
const SUPPORTED = supportedNodeMajors();
if (!SUPPORTED.includes(RUNNING_NODE)) {
  console.error(`npm test runs on a supported Node.js (${SUPPORTED.join(", ")}: package.json engines); this is ${process.version}.`);
  process.exit(1);
}
/** The supported majors besides the running one, each installed from the npm registry into .cache/node-<major>/. */
const OTHER_NODES = SUPPORTED.filter((major) => major !== RUNNING_NODE);
/** The second build runs on another major than the first: the newest of the others. */
const SECOND_BUILD_NODE = OTHER_NODES.at(-1)!;

/**
 * `npm test`: every check, in the order that fails fastest — lint, format,
 * types, unit and integration tests (on this Node.js, then on every other
 * supported major), the production build, the same build again on another
 * supported major from a copy at another path (every file must be the same),
 * then the browser tests against the build served as `npm start` serves it.
 */
const steps: [string, string[], { node?: number }?][] = [
  ["lint", ["npx", "eslint", "."]],
  ["format", ["npx", "prettier", "--check", "."]],
  ["typecheck", ["npm", "run", "--silent", "typecheck"]],
  [`unit tests on Node.js ${RUNNING_NODE}`, ["npx", "vitest", "run"]],
  ...OTHER_NODES.map((major): [string, string[], { node: number }] => [`unit tests on Node.js ${major}`, ["npx", "vitest", "run"], { node: major }]),
  ["production build", ["npx", "tsx", "src/node/cli/build.ts"]],
  [
    `reproducible build (Node.js ${SECOND_BUILD_NODE}, another checkout path)`,
    ["npx", "tsx", "tests/tools/reproducible-build.ts", "--node", String(SECOND_BUILD_NODE)],
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
    env: options?.node ? envWithNode(ensureNodeRelease(options.node), env) : env,
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
