import { execFile } from "node:child_process";
import { readFile, realpath } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * When each file under a folder last changed, by its path in the folder
 * (`concepts/index.mdx`): the date (UTC, `YYYY-MM-DD`) of
 * the last commit that changed it, for every file at once from one `git log`
 * walk (newest first: a file's first mention is its last change). The same
 * commit gives the same dates on any machine, so the output stays the same.
 *
 * A date is left out rather than wrong: there is none without git history (an
 * archive, a folder outside a repository, git missing), for a file no commit
 * has, and, in a shallow clone, for a file last mentioned by a commit at the
 * clone's edge, which shows every file it has as added (its real last change
 * is older and not in the clone).
 */
export async function lastChangeDates(folder: string): Promise<Map<string, string>> {
  /** Paths under the folder, with `/`, as git's own paths (from the top of the repository) seen from the folder. */
  let fromFolder: (file: string) => string;
  const dates = new Map<string, string>();
  const git = async (...args: string[]) => (await run("git", ["-C", folder, ...args], { maxBuffer: 512 * 1024 * 1024 })).stdout;
  let top: string;
  let log: string;
  let edge = new Set<string>();
  try {
    top = (await git("rev-parse", "--show-toplevel")).trim();
    const real = await realpath(folder);
    fromFolder = (file) => path.relative(real, path.join(top, file)).split(path.sep).join("/");
    if ((await git("rev-parse", "--is-shallow-repository")).trim() === "true") {
      const shallowFile = path.resolve(folder, (await git("rev-parse", "--git-path", "shallow")).trim());
      edge = new Set((await readFile(shallowFile, "utf8")).split("\n").filter(Boolean));
    }
    log = await git("log", "-z", "--name-only", "--format=%x01%H %cI", "--", ".");
  } catch {
    return dates;
  }
  const seen = new Set<string>();
  for (const record of log.split("\x01")) {
    const [header, ...names] = record.split("\0");
    const [hash, committed] = (header ?? "").split(" ");
    if (!hash || !committed) continue;
    const date = new Date(committed).toISOString().slice(0, 10);
    for (const name of names) {
      const file = name.replace(/^\n/, "");
      if (!file || seen.has(file)) continue;
      seen.add(file);
      if (!edge.has(hash)) dates.set(fromFolder(file), date);
    }
  }
  return dates;
}
