import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttleProgress } from './upload-progress';

afterEach(() => vi.useRealTimers());

describe('throttleProgress', () => {
  it('writes at once, then at most every interval with the latest value, the last one included', () => {
    vi.useFakeTimers();
    const writes: number[] = [];
    const progress = throttleProgress((sent) => writes.push(sent), 250);
    progress.report(10);
    progress.report(20);
    progress.report(30);
    expect(writes).toEqual([10]);
    vi.advanceTimersByTime(250);
    expect(writes).toEqual([10, 30]);
    progress.report(40);
    vi.advanceTimersByTime(100);
    progress.report(50);
    vi.advanceTimersByTime(150);
    expect(writes).toEqual([10, 30, 50]);
  });

  it('drops a pending write when cancelled', () => {
    vi.useFakeTimers();
    const writes: number[] = [];
    const progress = throttleProgress((sent) => writes.push(sent), 250);
    progress.report(1);
    progress.report(2);
    progress.cancel();
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual([1]);
  });
});
