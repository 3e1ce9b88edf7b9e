import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../paths.ts";

const tsx = path.join(REPO_ROOT, "node_modules/.bin/tsx");
const run = (script: string, args: string[]) =>
  spawnSync(tsx, [path.join(REPO_ROOT, "src/node/cli", script), ...args], { cwd: REPO_ROOT, encoding: "utf8" });

describe("command-line flags", () => {
  it("a misspelt flag stops the build with a message naming it and the flags there are, before building anything", () => {
    const result = run("build.ts", ["--contnt", "tests/fixtures/content", "--out", ".cache/never-built"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("build.ts: Unknown option '--contnt'");
    expect(result.stderr).toContain("Flags: --content <value> --out <value>");
    expect(result.stdout).not.toContain("Built");
  });

  it("a command without flags rejects any", () => {
    const result = run("content-report.ts", ["--verbose"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Unknown option '--verbose'");
    expect(result.stderr).toContain("It takes no flags.");
  });
});
