import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["build/**/*.test.ts", "app/**/*.test.{ts,tsx}", "common/**/*.test.ts", "tests/unit/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
