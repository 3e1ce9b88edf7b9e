import { readdirSync, readFileSync } from "node:fs";

export interface TreeSample {
  /** Sum of VmRSS over the tree, in bytes. */
  rss: number;
  /** CPU time (user + system, threads included) each process of the tree has used so far, in ms, by pid. */
  cpuMs: Map<number, number>;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux.

/**
 * Resident memory and CPU time of a process and all its descendants, read
 * from `/proc` (Linux). Processes that end while being read are skipped.
 */
export function sampleTree(rootPid: number): TreeSample {
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
  let rss = 0;
  const cpuMs = new Map<number, number>();
  const pending = [rootPid];
  while (pending.length) {
    const pid = pending.pop()!;
    const status = readOrUndefined(`/proc/${pid}/status`);
    const kilobytes = status && /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    if (kilobytes) rss += Number(kilobytes) * 1024;
    const stat = readOrUndefined(`/proc/${pid}/stat`);
    if (stat) {
      // utime and stime are the 12th and 13th fields after the command name.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      cpuMs.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return { rss, cpuMs };
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
