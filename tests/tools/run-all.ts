import { spawnSync } from "node:child_process";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { ensureChromium } from "./chromium.ts";
import { parseCliArgs } from "../../src/node/cli/args.ts";

// No flags: a stray one is an error rather than silently ignored.
parseCliArgs({});

/**
 * `npm test`: every check, in the order that fails fastest — lint, format,
 * types, unit tests, the production build, then the browser tests against
 * that build served as `npm start` serves it.
 */
const steps: [string, string[]][] = [
  ["lint", ["npx", "eslint", "."]],
  ["format", ["npx", "prettier", "--check", "."]],
  ["typecheck", ["npm", "run", "--silent", "typecheck"]],
  ["unit tests", ["npx", "vitest", "run"]],
  ["production build", ["npx", "tsx", "src/node/cli/build.ts"]],
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

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command!, args, { cwd: REPO_ROOT, stdio: "inherit", env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    console.error(`checks: ${steps.findIndex(([step]) => step === name)} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ All checks passed.");
console.log(`checks: ${steps.length} passed, 0 failed`);
