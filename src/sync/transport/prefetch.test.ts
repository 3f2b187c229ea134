// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch, takePrefetched } from './prefetch';

afterEach(() => vi.useRealTimers());

describe('prefetch', () => {
  it('hands a loader\'s answer to the first load of its key, once', async () => {
    const load = vi.fn(async () => 'strain 7');
    prefetch('strain:7', load);
    prefetch('strain:7', load);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(takePrefetched('strain:7')).resolves.toBe('strain 7');
    expect(takePrefetched('strain:7')).toBeUndefined();
  });

  it('forgets an answer nobody took within 30 s, so a screen never shows it stale', () => {
    vi.useFakeTimers();
    prefetch('strain:8', async () => 'old');
    vi.advanceTimersByTime(30_001);
    expect(takePrefetched('strain:8')).toBeUndefined();
  });

  it('keeps a failed prefetch for the screen to show, without an unhandled rejection', async () => {
    prefetch('strain:9', () => Promise.reject(new Error('offline')));
    await expect(takePrefetched('strain:9')).rejects.toThrow('offline');
  });
});
