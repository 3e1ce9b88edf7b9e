import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "src/node/**/*.test.ts",
      "src/app/**/*.test.{ts,tsx}",
      "src/shared/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/tools/**/*.test.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
