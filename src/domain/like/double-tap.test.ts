import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDoubleTapDetector, DOUBLE_TAP_MS } from './double-tap';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createDoubleTapDetector', () => {
  it('sees a second tap within 300 ms at the same place as a double tap', () => {
    const detector = createDoubleTapDetector();
    expect(detector.tap(100, 100)).toBe(false);
    vi.advanceTimersByTime(DOUBLE_TAP_MS);
    expect(detector.tap(104, 97)).toBe(true);
  });

  it('sees two taps more than 300 ms apart as two single taps', () => {
    const detector = createDoubleTapDetector();
    detector.tap(100, 100);
    vi.advanceTimersByTime(DOUBLE_TAP_MS + 1);
    expect(detector.tap(100, 100)).toBe(false);
    // ...but the late tap starts a new pair.
    vi.advanceTimersByTime(120);
    expect(detector.tap(100, 100)).toBe(true);
  });

  it('does not pair taps far apart on the screen', () => {
    const detector = createDoubleTapDetector();
    detector.tap(100, 100);
    vi.advanceTimersByTime(50);
    expect(detector.tap(100, 111)).toBe(false);
  });

  it('starts over after a double tap: a third quick tap is a single one', () => {
    const detector = createDoubleTapDetector();
    detector.tap(10, 10);
    vi.advanceTimersByTime(100);
    expect(detector.tap(10, 10)).toBe(true);
    vi.advanceTimersByTime(100);
    expect(detector.tap(10, 10)).toBe(false);
    vi.advanceTimersByTime(100);
    expect(detector.tap(10, 10)).toBe(true);
  });
});
