import { describe, expect, it } from "vitest";
import { cpuBlocking, type TaskTraceEvent } from "./cpu-blocking.ts";

const URL = "http://localhost:4000/concepts/";
const PAGE = { pid: 7, tid: 1 };
const task = (ts: number, cpuMs: number, where = PAGE): TaskTraceEvent => ({
  name: "RunTask",
  ph: "X",
  ...where,
  ts,
  dur: cpuMs * 3000,
  tdur: cpuMs * 1000,
});
const navigation: TaskTraceEvent = {
  name: "navigationStart",
  ph: "R",
  ...PAGE,
  ts: 1_000,
  args: { data: { documentLoaderURL: URL, isLoadingMainFrame: true } },
};
const script = (ts: number, file: string): TaskTraceEvent => ({
  name: "EvaluateScript",
  ph: "X",
  ...PAGE,
  ts,
  dur: 1000,
  args: { data: { url: file } },
});

describe("blocking time from CPU time", () => {
  it("counts 4 × CPU time beyond 50 ms, for the page's main-thread tasks from its first script file on", () => {
    const events = [
      navigation,
      task(50_000, 40), // the first layout
      script(80_000, URL), // an inline script of the document
      task(299_000, 20), // 80 ms at 4×: 30 blocking, and it evaluates the first script file
      script(300_000, "http://localhost:4000/assets/main.1234.js"),
      task(400_000, 10), // 40 ms: none
      task(500_000, 30, { pid: 7, tid: 2 }), // another thread
      task(600_000, 30, { pid: 9, tid: 1 }), // another process
      task(700_000, 15), // 60 ms: 10 blocking
    ];
    expect(cpuBlocking(events, URL)).toEqual({ blockingMs: 40, longestTaskMs: 20 });
  });

  it("needs the page's navigation and a script file", () => {
    const main = script(300_000, "http://localhost:4000/assets/main.1234.js");
    expect(cpuBlocking([navigation, task(300_000, 20)], URL)).toBeUndefined();
    expect(cpuBlocking([main, task(300_000, 20)], URL)).toBeUndefined();
    expect(cpuBlocking([navigation, main], "http://localhost:4000/other/")).toBeUndefined();
  });
});
