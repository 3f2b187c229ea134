// @vitest-environment node
// The live channel shared by two nodes on one PostgreSQL (runs with TEST_DATABASE_URL): an event published on either
// node reaches every connection on both, in one order of rising ids; a client that reconnects to the other node resumes
// exactly after its last id (no gap, no repeat); a large event travels through the table; a resume older than what is
// kept answers reset.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/types';
import { freshPostgresDatabase } from '../test-support';
import type { DeliveredEvent } from './channel';
import { createPostgresChannel, type PostgresChannel } from './postgres-channel';

let db: Kysely<Database>;
let nodeA: PostgresChannel;
let nodeB: PostgresChannel;

beforeAll(async () => {
  const url = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!);
  const handle = createDatabase(url);
  db = handle.db;
  await migrateToLatest(db, handle.dialect);
  nodeA = createPostgresChannel(db, url);
  nodeB = createPostgresChannel(db, url);
  await Promise.all([nodeA.start(), nodeB.start()]);
});
afterAll(async () => {
  await Promise.all([nodeA.close(), nodeB.close()]);
  await db.destroy();
});

/** A listener that keeps what it hears and resolves `until(n)` once it heard n events. */
function recorder() {
  const heard: DeliveredEvent[] = [];
  const waits: { n: number; resolve: () => void }[] = [];
  return {
    heard,
    listener: (event: DeliveredEvent) => {
      heard.push(event);
      for (const wait of waits.filter((w) => heard.length >= w.n)) wait.resolve();
    },
    until: (n: number) => new Promise<void>((resolve) => {
      if (heard.length >= n) resolve();
      else waits.push({ n, resolve });
    }),
  };
}

describe('the PostgreSQL live channel', () => {
  it('delivers what either node publishes to the grower on both nodes, once, in one order of rising ids', async () => {
    const onA = recorder();
    const onB = recorder();
    const other = recorder();
    nodeA.subscribe(1, null, onA.listener);
    nodeB.subscribe(1, null, onB.listener);
    nodeB.subscribe(2, null, other.listener);
    for (let n = 0; n < 40; n++) (n % 2 ? nodeA : nodeB).publish([1], { type: 'chat.message', data: { n } });
    nodeA.publish([2], { type: 'notification', data: { only: 'two' } });
    await Promise.all([onA.until(41), onB.until(41), other.until(2)]);
    const live = (events: DeliveredEvent[]) => events.filter((event) => event.type !== 'ready');
    expect(live(onA.heard).map((e) => e.id)).toEqual(live(onB.heard).map((e) => e.id));
    const ids = live(onA.heard).map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(40);
    expect(live(onA.heard).map((e) => (e.data as { n: number }).n).sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    expect(live(other.heard)).toEqual([expect.objectContaining({ type: 'notification', data: { only: 'two' } })]);
  });

  it('resumes on the other node right after the last id the client saw, then goes on live, without repeats', async () => {
    const first = recorder();
    const stop = nodeA.subscribe(3, null, first.listener);
    nodeA.publish([3], { type: 'chat.message', data: { n: 1 } });
    nodeA.publish([3], { type: 'chat.message', data: { n: 2 } });
    await first.until(3);
    stop();
    const lastSeen = first.heard.at(-1)!.id;
    // While disconnected: two events for this grower, one for someone else, and one too large for NOTIFY's payload
    // (another device of the grower, on node A, hears them stored before the marker is published on node B: ids follow
    // the order in which the nodes store events, which two nodes publishing at once do not fix).
    const otherDevice = recorder();
    nodeA.subscribe(3, null, otherDevice.listener);
    await otherDevice.until(1);
    nodeA.publish([3], { type: 'chat.message', data: { n: 3 } });
    nodeB.publish([4], { type: 'chat.message', data: { n: 99 } });
    nodeA.publish([3], { type: 'chat.message', data: { n: 4, text: 'x'.repeat(20_000) } });
    await otherDevice.until(3);
    const probe = recorder();
    nodeB.subscribe(3, null, probe.listener);
    nodeB.publish([3], { type: 'marker', data: null });
    await probe.until(2);

    const resumed = recorder();
    nodeB.subscribe(3, lastSeen, resumed.listener);
    nodeA.publish([3], { type: 'chat.message', data: { n: 5 } });
    await resumed.until(4);
    expect(resumed.heard.map((e) => (e.data as { n?: number } | null)?.n ?? e.type)).toEqual([3, 4, 'marker', 5]);
    expect((resumed.heard[1]!.data as { text: string }).text).toHaveLength(20_000);
    const ids = resumed.heard.map((e) => e.id);
    expect(ids.every((id, i) => id > (i ? ids[i - 1]! : lastSeen))).toBe(true);
  });

  it('answers reset to a client whose missed events are no longer kept', async () => {
    const seen = recorder();
    nodeA.subscribe(5, null, seen.listener);
    nodeA.publish([5], { type: 'chat.message', data: { n: 1 } });
    await seen.until(2);
    const lastSeen = seen.heard.at(-1)!.id;
    // Node B hears the missed event before it is pruned (else it could still hand it over live, with no gap to reset).
    const onB = recorder();
    nodeB.subscribe(5, null, onB.listener);
    await onB.until(1);
    nodeA.publish([5], { type: 'chat.message', data: { n: 2 } });
    await Promise.all([seen.until(3), onB.until(2)]);
    await nodeA.prune(new Date(Date.now() + 24 * 3_600_000));
    nodeA.publish([6], { type: 'later', data: null });
    const late = recorder();
    nodeB.subscribe(5, lastSeen, late.listener);
    await late.until(1);
    expect(late.heard[0]!.type).toBe('reset');
  });
});
