import { defineConfig } from "vitest/config";

/**
 * From Node.js 25 on, `localStorage` is a global of Node's own, which reads as `undefined` without
 * `--localstorage-file`; Vitest 4's jsdom environment does not replace a global that already exists, so jsdom's
 * working Storage never arrives. `--no-webstorage` removes Node's, on the majors that have it.
 */
const NODE_MAJOR = Number(process.versions.node.split(".")[0]);

export default defineConfig({
  test: {
    include: [
      "src/node/**/*.test.ts",
      "src/app/**/*.test.{ts,tsx}",
      "src/shared/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/tools/**/*.test.ts",
    ],
    execArgv: NODE_MAJOR >= 25 ? ["--no-webstorage"] : [],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
