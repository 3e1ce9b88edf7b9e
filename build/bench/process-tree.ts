import { readdirSync, readFileSync } from "node:fs";

/**
 * Resident memory of a process and all its descendants, read from `/proc`
 * (Linux): the sum of VmRSS over the tree, in bytes. Processes that end
 * while being read are skipped.
 */
export function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readOrUndefined(`/proc/${name}/stat`);
    if (!stat) continue;
    // The command name is in parentheses and may hold spaces: the parent pid is the 2nd field after it.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    const list = children.get(parent) ?? [];
    list.push(Number(name));
    children.set(parent, list);
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    const status = readOrUndefined(`/proc/${pid}/status`);
    const kilobytes = status && /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    if (kilobytes) total += Number(kilobytes) * 1024;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
