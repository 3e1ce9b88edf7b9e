/** The few fields of a Chrome trace event this reads. */
export interface TaskTraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, in microseconds: what the task cost, whatever else ran on the machine. */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean; url?: string } };
}

/** Lighthouse's mobile preset runs the page on a CPU four times slower (its simulated throttling multiplies). */
export const CPU_SLOWDOWN = 4;
/** A task blocks input for the part of it beyond 50 ms. */
const BLOCKING_AFTER_MS = 50;

/**
 * Total blocking time as Lighthouse's mobile preset would count it if every
 * task took only its own CPU time: the sum, over the page's main-thread tasks
 * from the evaluation of its first script file on, of the part beyond 50 ms of
 * 4 × the task's CPU time, and the longest of those tasks' CPU times.
 * Lighthouse multiplies wall time, which on a shared machine includes the time
 * other processes held the core; this figure does not move with the load
 * average. Its window is an approximation: Lighthouse counts from the first
 * paint of its simulated slow network, which comes before the scripts (they
 * do not block rendering) but after the first layout, and this trace's own
 * first paint is no guide to it. Undefined when the trace lacks the page's
 * navigation or a script.
 */
export function cpuBlocking(events: readonly TaskTraceEvent[], url: string): { blockingMs: number; longestTaskMs: number } | undefined {
  const navigation = events.find(
    (event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame && event.args.data.documentLoaderURL === url,
  );
  if (!navigation) return undefined;
  const onMainThread = (event: TaskTraceEvent) => event.pid === navigation.pid && event.tid === navigation.tid;
  const scripts = events.filter(
    (event) => event.name === "EvaluateScript" && onMainThread(event) && event.ts >= navigation.ts && /\.js(\?|$)/.test(event.args?.data?.url ?? ""),
  );
  if (!scripts.length) return undefined;
  const start = Math.min(...scripts.map((event) => event.ts));
  let blockingMs = 0;
  let longestTaskMs = 0;
  for (const event of events) {
    if (event.name !== "RunTask" || event.ph !== "X" || !onMainThread(event) || event.tdur === undefined) continue;
    // The task that evaluates the first script starts before its EvaluateScript event.
    if (event.ts + (event.dur ?? 0) < start) continue;
    const cpuMs = event.tdur / 1000;
    longestTaskMs = Math.max(longestTaskMs, cpuMs);
    blockingMs += Math.max(0, cpuMs * CPU_SLOWDOWN - BLOCKING_AFTER_MS);
  }
  return { blockingMs, longestTaskMs };
}
