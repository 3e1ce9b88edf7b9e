import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { spawnDevServer, type DevServerProcess } from "../../../src/node/dev/spawn.ts";

/**
 * One development server for a spec file's tests, started before them on a copy of the fixture content (which the
 * tests may edit freely) and stopped after them; `prepare` changes the copy before the server starts. Returns the
 * copy's folder once the server is up.
 */
export function devServerOnFixtureCopy(port: number, prepare?: (content: string) => Promise<void>): { content(): string } {
  let server: DevServerProcess;
  let content: string;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    content = await mkdtemp(path.join(os.tmpdir(), "dev-content-"));
    await cp(path.resolve("tests/fixtures/content"), content, { recursive: true });
    await prepare?.(content);
    server = spawnDevServer(content, port, 150_000);
    await server.ready;
  });
  test.afterAll(async () => {
    await server.stop();
    await rm(content, { recursive: true, force: true });
  });
  return { content: () => content };
}
