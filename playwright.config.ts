import { defineConfig } from "@playwright/test";
import { findChromium } from "./tests/tools/chromium.ts";

/** The fixture site (stable content for behaviour tests) and the real site (smoke tests, budgets). */
export const FIXTURE_PORT = Number(process.env.E2E_FIXTURE_PORT ?? 4173);
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4174);

const launchOptions = {
  executablePath: findChromium(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    // A horizontal touch swipe across the page would otherwise be taken as the browser's "Back" gesture
    // (leaving the page under test); the drawer tests swipe on purpose.
    "--disable-features=OverscrollHistoryNavigation",
  ],
};

/** Browser tests run against production builds, served the way `npm start` serves them. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  // Service workers would answer requests that tests route or fail on purpose; the offline tests allow them.
  use: { browserName: "chromium", launchOptions, serviceWorkers: "block" },
  projects: [
    { name: "fixture", testMatch: /fixture\/.*\.spec\.ts/, use: { baseURL: `http://localhost:${FIXTURE_PORT}` } },
    { name: "site", testMatch: /site\/.*\.spec\.ts/, use: { baseURL: `http://localhost:${SITE_PORT}` } },
    // Starts its own development server on a copy of the fixture content.
    { name: "dev", testMatch: /dev\/.*\.spec\.ts/ },
  ],
  webServer: [
    {
      command: "npx tsx src/node/cli/serve.ts --dir .cache/e2e-fixture-dist",
      env: { PORT: String(FIXTURE_PORT) },
      url: `http://localhost:${FIXTURE_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "npx tsx src/node/cli/serve.ts",
      env: { PORT: String(SITE_PORT) },
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
