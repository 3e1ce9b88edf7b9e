import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
export const INSTALL_COMMAND = "sudo apt-get update && sudo apt-get install -y chromium";

/**
 * A Chromium for the browser tests: `CHROMIUM_PATH`, Debian's
 * `/usr/bin/chromium`, or Playwright's own download where one exists.
 * Returns undefined when there is none.
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  try {
    const { chromium } = require("playwright-core") as { chromium: { executablePath(): string } };
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core not resolvable this way: fall through.
  }
  return undefined;
}

/** Installs Debian's chromium when running as root with apt; otherwise explains what to run. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("No Chromium found: installing Debian's chromium package (about a minute)…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }
  throw new Error(
    `The browser tests need Chromium and none was found. Install it with:\n\n  ${INSTALL_COMMAND}\n\nor point CHROMIUM_PATH at a Chromium or Chrome binary.`,
  );
}
