// @vitest-environment node
// Nodes starting together on one PostgreSQL (runs with TEST_DATABASE_URL): the second node's start-up steps wait
// until the first node's have ended, and then run.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase } from './database';
import type { Database } from './types';
import { freshPostgresDatabase } from '../test-support';
import { withStartupLock } from './startup-lock';

let nodes: Kysely<Database>[];
beforeAll(async () => {
  const url = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
  nodes = [createDatabase(url).db, createDatabase(url).db];
});
afterAll(() => Promise.all(nodes.map((db) => db.destroy())));

/** Advisory locks asked for and not granted yet, in this database. */
async function waitingLocks(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(db);
  return Number(rows[0]!.n);
}

it('runs the second node\'s start-up only once the first node\'s has ended', async () => {
  const steps: string[] = [];
  let finishFirst!: () => void;
  const firstHolds = new Promise<void>((resolve) => { finishFirst = resolve; });
  let firstStarted!: () => void;
  const started = new Promise<void>((resolve) => { firstStarted = resolve; });
  const first = withStartupLock(nodes[0]!, 'postgres', async () => {
    steps.push('first starts');
    firstStarted();
    await firstHolds;
    steps.push('first ends');
  });
  await started;
  const second = withStartupLock(nodes[1]!, 'postgres', async () => { steps.push('second starts'); });
  await expect.poll(() => waitingLocks(nodes[0]!)).toBe(1);
  expect(steps).toEqual(['first starts']);
  finishFirst();
  await Promise.all([first, second]);
  expect(steps).toEqual(['first starts', 'first ends', 'second starts']);
  expect(await waitingLocks(nodes[0]!)).toBe(0);
});
