// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { BACKOFF_BASE_MS } from './backoff';
import { replayQueuedWork } from './background-replay';
import { requestSync } from './sync-engine';
import { getSyncState } from './sync-state';

vi.mock('./background-replay', () => ({ OUTBOX_SYNC_TAG: 'growdiaries-outbox', replayQueuedWork: vi.fn() }));
const replay = vi.mocked(replayQueuedWork);

const queue = (count: number) =>
  db.outbox.bulkAdd(Array.from({ length: count }, (_, i) => ({ key: `k${i}`, mutator: 'week.update', args: { diary_id: 1, week_id: i, body: {} }, target: `diary:1/week:${i}`, label: '', status: 'pending' as const, created_at: 0, attempts: 0 })));

/** Runs one pass and gives how long the engine waits before the next one. */
async function passAndDelay(): Promise<number> {
  await requestSync();
  return getSyncState().retryAt! - Date.now();
}

beforeEach(async () => {
  await db.outbox.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.spyOn(Math, 'random').mockReturnValue(1);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the sync engine', () => {
  it('waits longer after each pass that sent nothing, and starts over after a pass that sent something', async () => {
    await queue(3);
    replay.mockResolvedValue('unavailable');
    expect(await passAndDelay()).toBe(BACKOFF_BASE_MS);
    expect(await passAndDelay()).toBe(2 * BACKOFF_BASE_MS);
    expect(await passAndDelay()).toBe(4 * BACKOFF_BASE_MS);
    // This pass sends one change before the server fails again: the server is there, the wait starts over.
    replay.mockImplementationOnce(async () => {
      await db.outbox.limit(1).delete();
      return 'unavailable';
    });
    expect(await passAndDelay()).toBe(BACKOFF_BASE_MS);
    expect(getSyncState()).toMatchObject({ running: false, outcome: 'unavailable' });
  });
});
