import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

export interface TreeDifference {
  /** Path relative to both roots, with forward slashes. */
  file: string;
  kind: "only in first" | "only in second" | "content differs";
}

/** Every file under `root` (links followed, so a `dist` link compares as the site it points to), relative, sorted. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.push(path.relative(root, full).split(path.sep).join("/"));
  }
  return files.sort();
}

async function digest(file: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(file))
    .digest("hex");
}

/**
 * Compares two folders file by file, byte for byte: what a reproducible build
 * must give from two checkouts of the same commit. An empty list means equal.
 */
export async function compareTrees(first: string, second: string): Promise<TreeDifference[]> {
  const [a, b] = await Promise.all([filesUnder(first), filesUnder(second)]);
  const inB = new Set(b);
  const inA = new Set(a);
  const differences: TreeDifference[] = [];
  for (const file of a) {
    if (!inB.has(file)) differences.push({ file, kind: "only in first" });
    else if ((await digest(path.join(first, file))) !== (await digest(path.join(second, file)))) differences.push({ file, kind: "content differs" });
  }
  for (const file of b) if (!inA.has(file)) differences.push({ file, kind: "only in second" });
  return differences.sort((x, y) => x.file.localeCompare(y.file));
}
