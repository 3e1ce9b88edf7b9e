import { spawn, type ChildProcess } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { FIXTURE_PORT } from "../../../playwright.config.ts";

const PORT = Number(process.env.E2E_DEV_PORT ?? 4175);
// One development server on one port for the whole file, and the printable comparison runs before the edit.
test.describe.configure({ mode: "serial" });
let server: ChildProcess;
let content: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A copy of the fixture content, so the test can edit it freely.
  content = await mkdtemp(path.join(os.tmpdir(), "dev-content-"));
  await cp(path.resolve("tests/fixtures/content"), content, { recursive: true });
  // tsx directly (not through npx), so stopping it reaches the server: tsx relays the signal.
  server = spawn(path.resolve("node_modules/.bin/tsx"), ["src/node/cli/dev.ts", "--content", content], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`the dev server did not start within 90 s:\n${output.slice(-2000)}`)), 90_000);
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      // webpack-dev-server colours its status line: strip the escape codes first.
      // eslint-disable-next-line no-control-regex
      if (output.replace(/\u001b\[[0-9;]*m/g, "").includes("compiled successfully")) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.on("exit", (code) => reject(new Error(`the dev server exited with code ${code}:\n${output.slice(-2000)}`)));
    server.stdout!.on("data", onOutput);
    server.stderr!.on("data", onOutput);
  });
});

test.afterAll(async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(content, { recursive: true, force: true });
});

/** The printable page as a reader gets it from `origin`: its head, its article, and the paths it requested. */
async function printablePage(page: Page, origin: string) {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.addInitScript(() => (window.print = () => undefined));
  await page.goto(`${origin}/concepts/printable/`);
  await expect(page.locator(".printable-page > h1")).toHaveText(["Concepts", "Alpha", "Beta", "Gamma"]);
  return {
    title: await page.title(),
    robots: await page.locator('meta[name="robots"]').getAttribute("content"),
    article: await page.locator("[data-article]").innerHTML(),
    articleFiles: requested.filter((file) => file.startsWith("/articles/")),
  };
}

// Runs before the test that edits the content: the fixture build is of the content as it is in the repository.
test("serves the same printable page as the build: a document of its own, no article file", async ({ page, browser }) => {
  const dev = await printablePage(page, `http://localhost:${PORT}`);
  const built = await printablePage(await browser.newPage(), `http://localhost:${FIXTURE_PORT}`);
  expect(dev).toEqual(built);
  expect(dev).toMatchObject({ title: "Combined printable page | webpack", robots: "noindex, nofollow", articleFiles: [] });
});

test("an edited Markdown file shows in the browser without a manual reload", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`http://localhost:${PORT}/concepts/gamma/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gamma");
  const file = path.join(content, "concepts/gamma.mdx");
  await writeFile(file, `${await readFile(file, "utf8")}\nA sentence added while the page is open.\n`);
  await expect(page.getByText("A sentence added while the page is open.")).toBeVisible({ timeout: 30_000 });
});
