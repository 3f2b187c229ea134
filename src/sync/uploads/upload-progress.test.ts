// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttleProgress } from './upload-progress';

afterEach(() => vi.useRealTimers());

describe('throttleProgress', () => {
  it('writes one interval after the start, then at most every interval with the latest value, the last one included', () => {
    vi.useFakeTimers();
    const writes: number[] = [];
    const progress = throttleProgress((sent) => writes.push(sent), 250);
    progress.report(10);
    progress.report(20);
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(writes).toEqual([20]);
    progress.report(30);
    vi.advanceTimersByTime(100);
    progress.report(40);
    vi.advanceTimersByTime(150);
    expect(writes).toEqual([20, 40]);
  });

  it('writes that the transfer started even before any progress, and nothing for one done within the interval', () => {
    vi.useFakeTimers();
    const slow: number[] = [];
    throttleProgress((sent) => slow.push(sent), 250);
    vi.advanceTimersByTime(250);
    expect(slow).toEqual([0]);

    const fast: number[] = [];
    const progress = throttleProgress((sent) => fast.push(sent), 250);
    progress.report(1);
    progress.report(2);
    progress.cancel();
    vi.advanceTimersByTime(1000);
    expect(fast).toEqual([]);
  });
});
