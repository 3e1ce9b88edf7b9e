import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastChangeDates } from "./last-updated.ts";

let work: string;
let repo: string;

/** Runs git in a folder, as a fixed person at a fixed time (committer dates are what the site shows). */
function git(cwd: string, args: string[], date = "2024-01-01T12:00:00+00:00"): string {
  const identity = { GIT_AUTHOR_NAME: "Test", GIT_AUTHOR_EMAIL: "test@example.com", GIT_COMMITTER_NAME: "Test", GIT_COMMITTER_EMAIL: "test@example.com" };
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...identity, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_NOSYSTEM: "1", HOME: work },
  });
}

function commit(files: Record<string, string>, date: string): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
  git(repo, ["add", "-A"], date);
  git(repo, ["commit", "-q", "-m", `change ${Object.keys(files).join(", ")}`], date);
}

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), "last-updated-"));
  repo = path.join(work, "repo");
  mkdirSync(repo);
  git(repo, ["init", "-q", "-b", "main"]);
  commit({ "content/a.md": "a", "content/b.md": "b", "content/nested/c.md": "c", "other.md": "o" }, "2023-03-04T10:00:00+00:00");
  commit({ "content/b.md": "b2" }, "2024-05-06T10:00:00+00:00");
  // Late in the evening west of Greenwich: already the next day in UTC.
  commit({ "content/nested/c.md": "c2", "other.md": "o2" }, "2025-07-08T22:30:00-05:00");
  commit({ "content/nested/ü space.md": "d" }, "2025-09-10T10:00:00+00:00");
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("when each page's source last changed", () => {
  it("is the date of the last commit that changed the file, in UTC, for every file under the folder at once", async () => {
    const dates = await lastChangeDates(path.join(repo, "content"));
    expect(Object.fromEntries(dates)).toEqual({
      "a.md": "2023-03-04",
      "b.md": "2024-05-06",
      "nested/c.md": "2025-07-09",
      "nested/ü space.md": "2025-09-10",
    });
  });

  it("does not move with uncommitted edits: one commit, one set of dates", async () => {
    const before = await lastChangeDates(path.join(repo, "content"));
    writeFileSync(path.join(repo, "content/a.md"), "edited, not committed");
    expect(await lastChangeDates(path.join(repo, "content"))).toEqual(before);
    git(repo, ["checkout", "-q", "--", "content/a.md"]);
  });

  it("is unknown for a file no commit has", async () => {
    writeFileSync(path.join(repo, "content/new.md"), "new");
    expect((await lastChangeDates(path.join(repo, "content"))).has("new.md")).toBe(false);
    rmSync(path.join(repo, "content/new.md"));
  });

  it("is unknown without git history: a folder outside any repository, an archive of the content", async () => {
    const archive = path.join(work, "archive");
    mkdirSync(archive);
    writeFileSync(path.join(archive, "a.md"), "a");
    expect((await lastChangeDates(archive)).size).toBe(0);
  });

  it("in a shallow clone, is known only for files changed after the clone's edge, whose commit shows every file as new", async () => {
    const shallow = path.join(work, "shallow");
    git(work, ["clone", "-q", "--depth", "2", `file://${repo}`, shallow]);
    expect(git(shallow, ["rev-parse", "--is-shallow-repository"]).trim()).toBe("true");
    // The two newest commits are in the clone; the older ones (where a.md and b.md last changed) are not.
    expect(Object.fromEntries(await lastChangeDates(path.join(shallow, "content")))).toEqual({ "nested/ü space.md": "2025-09-10" });
    const single = path.join(work, "single");
    git(work, ["clone", "-q", "--depth", "1", `file://${repo}`, single]);
    expect((await lastChangeDates(path.join(single, "content"))).size).toBe(0);
  });
});
