// The shell's database loader: one load for every caller, and a load that failed (its file unreachable) is tried
// again by the next caller rather than failing for the rest of the visit.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./live-database');
  vi.resetModules();
});

describe('loadDatabase', () => {
  it('gives every caller the app\'s one database', async () => {
    const { loadDatabase, loadLiveDatabase } = await import('./load-database');
    const { db } = await import('./database');
    const [first, second, live] = await Promise.all([loadDatabase(), loadDatabase(), loadLiveDatabase()]);
    expect(first).toBe(db);
    expect(second).toBe(db);
    expect(live.db).toBe(db);
    expect(typeof live.liveQuery).toBe('function');
  });

  it('tries again after a failed load', async () => {
    vi.doMock('./live-database', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadDatabase } = await import('./load-database');
    await expect(loadDatabase()).rejects.toThrow();

    vi.doUnmock('./live-database');
    vi.resetModules();
    const { db } = await import('./database');
    await expect(loadDatabase()).resolves.toBe(db);
  });
});
