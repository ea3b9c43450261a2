/**
 * Periodic background tasks (the answer batch, clean-ups). Each task's run says whether more work is waiting;
 * then it runs again at once, otherwise after its interval. Work is claimed inside the task's own transaction and
 * lock, so any number of instances may run the same tasks. Durable: nothing lives only in this process's memory.
 */
export interface BackgroundTask {
  name: string;
  intervalMs: number;
  /** True when more work is waiting. */
  run(): Promise<boolean>;
}

interface Logger {
  error(obj: unknown, msg: string): void;
}

export function backgroundRunner(tasks: readonly BackgroundTask[], log: Logger) {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<boolean>>();
  let stopped = true;

  function runTask(task: BackgroundTask): Promise<boolean> {
    let current = running.get(task.name);
    if (!current) {
      current = task.run().finally(() => running.delete(task.name));
      running.set(task.name, current);
    }
    return current;
  }

  function schedule(task: BackgroundTask, delay: number): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      runTask(task).then(
        (more) => schedule(task, more ? 0 : task.intervalMs),
        (err: unknown) => {
          log.error({ err, task: task.name }, "background task failed; retrying");
          schedule(task, Math.max(task.intervalMs, 5_000));
        },
      );
    }, delay);
    timer.unref();
    timers.set(task.name, timer);
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      for (const task of tasks) schedule(task, task.intervalMs);
    },

    /** Runs a task now instead of at its next interval (new work just arrived); no-op when stopped or running. */
    kick(name: string): void {
      const task = tasks.find((t) => t.name === name);
      if (!task || stopped || running.has(name)) return;
      clearTimeout(timers.get(name));
      schedule(task, 0);
    },

    /** Runs every task until none has work left (tests, and a clean shutdown). */
    async drain(): Promise<void> {
      for (let round = 0; round < 1000; round++) {
        let more = false;
        for (const task of tasks) more = (await runTask(task)) || more;
        if (!more) return;
      }
    },

    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(running.values());
    },
  };
}
export type BackgroundRunner = ReturnType<typeof backgroundRunner>;
