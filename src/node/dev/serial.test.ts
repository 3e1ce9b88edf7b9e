import { describe, expect, it } from "vitest";
import { serialRunner } from "./serial.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("saves handled one run at a time", () => {
  it("never overlaps runs, gathers the saves made during a run into the next, and ends with the last save", async () => {
    const runs: string[][] = [];
    let active = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const runner = serialRunner(async (files) => {
      active++;
      most = Math.max(most, active);
      runs.push(files);
      // The first run is slow: the saves below arrive while it is busy.
      if (runs.length === 1) await new Promise<void>((resolve) => (release = resolve));
      active--;
    }, 5);
    runner.schedule("a.md");
    await wait(30);
    expect(runs).toEqual([["a.md"]]);
    runner.schedule("b.md");
    runner.schedule("a.md");
    runner.schedule("b.md");
    await wait(30);
    // Still one run: the others wait for it.
    expect(runs).toHaveLength(1);
    release();
    await runner.idle();
    expect(runs).toEqual([["a.md"], ["b.md", "a.md"]]);
    expect(most).toBe(1);
  });

  it("makes one run of saves that come close together", async () => {
    const runs: string[][] = [];
    const runner = serialRunner((files) => {
      runs.push(files);
      return Promise.resolve();
    }, 20);
    runner.schedule("a.md");
    runner.schedule("a.md");
    runner.schedule("b.md");
    await runner.idle();
    expect(runs).toEqual([["a.md", "b.md"]]);
  });

  it("goes on after a run that fails", async () => {
    const runs: string[][] = [];
    const errors: unknown[] = [];
    const error = console.error;
    console.error = (value: unknown) => errors.push(value);
    try {
      const runner = serialRunner((files) => {
        runs.push(files);
        return runs.length === 1 ? Promise.reject(new Error("broken")) : Promise.resolve();
      }, 5);
      runner.schedule("a.md");
      await runner.idle();
      runner.schedule("b.md");
      await runner.idle();
    } finally {
      console.error = error;
    }
    expect(runs).toEqual([["a.md"], ["b.md"]]);
    expect(errors).toHaveLength(1);
  });
});
