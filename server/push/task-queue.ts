// Runs async tasks at most `limit` at a time, in the order they came: a week of a diary with thousands of followers
// sends its pushes a few at a time instead of opening thousands of connections at once.

export interface TaskQueue {
  /** Queues the task; its failure is the task's own concern (it should not reject). */
  add(task: () => Promise<unknown>): void;
  /** Resolves once every task queued so far has finished. */
  drain(): Promise<void>;
}

export function createTaskQueue(limit: number): TaskQueue {
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;
  let idle: Array<() => void> = [];

  function next(): void {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running++;
      void task().catch(() => undefined).finally(() => {
        running--;
        next();
      });
    }
    if (running === 0 && waiting.length === 0) {
      for (const resolve of idle) resolve();
      idle = [];
    }
  }

  return {
    add(task) {
      waiting.push(task);
      next();
    },
    drain() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
  };
}
