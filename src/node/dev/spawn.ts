import { spawn, type ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../paths.ts";
import { devWorkDir } from "./work-dir.ts";

/** `npm run dev` on a copy of the content and a port, in a child process (the benchmark's and the browser tests'). */
export interface DevServerProcess {
  child: ChildProcess;
  /** Resolves with the time it took to start, once webpack's first build is done; rejects if it exits first. */
  ready: Promise<number>;
  /** Everything it printed so far. */
  output(): string;
  /** Stops it, and removes its work folder under `.cache` (78 MB for the real content: each copy of the content has its own). */
  stop(): Promise<void>;
}

export function spawnDevServer(contentDir: string, port: number, startTimeoutMs = 300_000): DevServerProcess {
  const begun = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(REPO_ROOT, "src/node/cli/dev.ts"), "--content", contentDir], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the dev server did not start in ${startTimeoutMs / 1000} s:\n${output.slice(-2000)}`)),
      startTimeoutMs,
    );
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      // webpack-dev-server colours its status line: strip the escape codes first.
      // eslint-disable-next-line no-control-regex
      if (output.replace(/\u001b\[[0-9;]*m/g, "").includes("compiled successfully")) {
        clearTimeout(timer);
        resolve(performance.now() - begun);
      }
    };
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the dev server exited with code ${code}:\n${output.slice(-2000)}`));
    });
    child.stdout.on("data", onOutput);
    child.stderr.on("data", onOutput);
  });
  ready.catch(() => undefined); // the caller awaits it
  return {
    child,
    ready,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(devWorkDir(contentDir), { recursive: true, force: true });
    },
  };
}
