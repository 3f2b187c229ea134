// @vitest-environment node
// The push queue: never more than its limit at a time, in order, past a failing task, and drained when all are done.
import { describe, expect, it } from 'vitest';
import { createTaskQueue } from './task-queue';

/** A task the test finishes by hand. */
function heldTask(log: string[], name: string, fail = false) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => { finish = () => (fail ? reject(new Error(name)) : resolve()); });
  return { run: () => { log.push(`start ${name}`); return done; }, finish: () => finish() };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createTaskQueue', () => {
  it('runs at most its limit at once, in order, goes on past a failure, and drains when all finished', async () => {
    const log: string[] = [];
    const queue = createTaskQueue(2);
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name, name === 'a'));
    for (const task of tasks) queue.add(task.run);
    let drained = false;
    void queue.drain().then(() => { drained = true; });
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    tasks[0]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    tasks[1]!.finish();
    tasks[2]!.finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    expect(drained).toBe(false);
    tasks[3]!.finish();
    await settle();
    expect(drained).toBe(true);
    await expect(queue.drain()).resolves.toBeUndefined();
  });
});
