// @vitest-environment node
// Polling on a fake clock: first load at 1 s, then every 30 s, every 5 minutes while hidden, none after stop; a failed
// load is logged and skipped and the next one still comes; a slow load is never doubled.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller } from './poller';

let hidden = false;
let visibilityListener: (() => void) | null = null;
const log = vi.fn();

function poller(load: () => Promise<unknown>) {
  return createPoller({
    load,
    isHidden: () => hidden,
    onVisibilityChange: (listener) => { visibilityListener = listener; return () => { visibilityListener = null; }; },
    log,
  });
}
const setHidden = (value: boolean) => { hidden = value; visibilityListener?.(); };

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  log.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('notification polling', () => {
  it('loads first 1 s after start, then every 30 s', async () => {
    const load = vi.fn(async () => {});
    const p = poller(load);
    p.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(4);
    p.stop();
  });

  it('loads every 5 minutes while hidden, and on the 30 s rhythm again once shown', async () => {
    const load = vi.fn(async () => {});
    const p = poller(load);
    p.start();
    await vi.advanceTimersByTimeAsync(1_000);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(4 * 60_000 + 59_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    // Shown 10 s after the last load: the next comes 30 s after it, so 20 s from now.
    setHidden(false);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    p.stop();
  });

  it('stops at sign-out: no load after stop, also not one scheduled before', async () => {
    const load = vi.fn(async () => {});
    const p = poller(load);
    p.start();
    await vi.advanceTimersByTimeAsync(1_000);
    p.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);
    // Signed in again: a first load 1 s later.
    p.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    p.stop();
  });

  it('logs a failed load, resets the loading flag and loads again at the next turn', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const p = poller(load);
    p.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(p.loading).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(load).toHaveBeenCalledTimes(2);
    p.stop();
  });

  it('never runs two loads at once: a load slower than the interval is not doubled', async () => {
    let finish!: () => void;
    const load = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const p = poller(load);
    p.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(p.loading).toBe(true);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(p.loading).toBe(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(load).toHaveBeenCalledTimes(2);
    p.stop();
  });
});
