/**
 * Runs `run` for saved files one run at a time: saves that come during a run
 * are gathered and handed to the next run, so runs never overlap, and since
 * each run reads the files as they are then, the last save wins. Saves within
 * `settleMs` of each other (an editor's write can be seen as several) make one run.
 */
export function serialRunner(run: (files: string[]) => Promise<void>, settleMs = 20): { schedule(file: string): void; idle(): Promise<void> } {
  let pending = new Set<string>();
  let chain = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const drain = async () => {
    while (pending.size) {
      const files = [...pending];
      pending = new Set();
      try {
        await run(files);
      } catch (error) {
        console.error(error);
      }
    }
  };
  return {
    schedule(file) {
      pending.add(file);
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        chain = chain.then(drain);
      }, settleMs);
    },
    async idle() {
      while (timer || pending.size) await new Promise((resolve) => setTimeout(resolve, settleMs));
      await chain;
    },
  };
}
