// @vitest-environment node
// Upload locks on the shared folder, between two nodes (two lockers on one directory): the second asks the holder to
// let go and gets the lock once it did; a lock whose lease ran out is taken over; a request that stops waiting fails
// as tus's own locker does; a holder never removes a lock that is no longer its own; old leftovers are swept.
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ERRORS } from '@tus/server';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { FileLocker } from './file-locker';

let dir: string;
beforeEach(async () => { dir = await mkdtemp(path.join(os.tmpdir(), 'gd-locks-')); });
afterEach(() => rm(dir, { recursive: true, force: true }));

const timing = { acquireTimeoutMs: 10_000, leaseMs: 5_000, pollMs: 10 };
const never = new AbortController().signal;

it('hands the lock of an upload from one node to the other when the other asks', async () => {
  const steps: string[] = [];
  const [nodeA, nodeB] = [new FileLocker(dir, timing), new FileLocker(dir, timing)];
  const held = nodeA.newLock('upload1');
  let released!: () => void;
  const releaseAsked = new Promise<void>((resolve) => { released = resolve; });
  await held.lock(never, () => released());
  const taken = nodeB.newLock('upload1').lock(never, () => undefined).then(() => steps.push('B holds'));
  await releaseAsked;
  steps.push('A asked to let go');
  expect(steps).toEqual(['A asked to let go']);
  await held.unlock();
  steps.push('A let go');
  await taken;
  expect(steps).toEqual(['A asked to let go', 'A let go', 'B holds']);
  // Another upload's lock is apart.
  const other = nodeA.newLock('upload2');
  await other.lock(never, () => undefined);
  await other.unlock();
});

it('takes over a lock whose lease ran out (its node died)', async () => {
  await writeFile(path.join(dir, 'upload1.lock'), 'a node that died');
  const longAgo = new Date(Date.now() - 60_000);
  await utimes(path.join(dir, 'upload1.lock'), longAgo, longAgo);
  const lock = new FileLocker(dir, timing).newLock('upload1');
  await lock.lock(never, () => undefined);
  await lock.unlock();
  expect(await readdir(dir)).toEqual([]);
});

it('fails as tus does when the request stops waiting', async () => {
  const holder = new FileLocker(dir, timing).newLock('upload1');
  await holder.lock(never, () => undefined);
  const stop = new AbortController();
  const waiting = new FileLocker(dir, timing).newLock('upload1').lock(stop.signal, () => undefined);
  stop.abort();
  await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
  await holder.unlock();
});

it('never removes a lock another holder took after this one\'s lease ran out', async () => {
  const slow = new FileLocker(dir, { ...timing, leaseMs: 0 }).newLock('upload1');
  await slow.lock(never, () => undefined);
  const longAgo = new Date(Date.now() - 60_000);
  await utimes(path.join(dir, 'upload1.lock'), longAgo, longAgo);
  const next = new FileLocker(dir, { ...timing, leaseMs: 0 }).newLock('upload1');
  await next.lock(never, () => undefined);
  await slow.unlock();
  expect(await readdir(dir)).toContain('upload1.lock');
  await next.unlock();
  expect(await readdir(dir)).toEqual([]);
});

it('sweeps the locks and release requests left untouched for a day, and no other file', async () => {
  const day = 86_400_000;
  const yesterday = new Date(Date.now() - day - 60_000);
  for (const name of ['dead.lock', 'dead.release', 'dead.json', 'live.lock']) await writeFile(path.join(dir, name), '');
  for (const name of ['dead.lock', 'dead.release', 'dead.json']) await utimes(path.join(dir, name), yesterday, yesterday);
  expect(await new FileLocker(dir, timing).sweep(day)).toBe(2);
  expect((await readdir(dir)).sort()).toEqual(['dead.json', 'live.lock']);
});
