// @vitest-environment node
// The sliding-window limiter: blocks past the maximum, tells how long to wait, forgets after the window.
import { describe, expect, it } from 'vitest';
import { createMemoryLimiter } from './attempt-limiter';

describe('memory attempt limiter', () => {
  it('allows max attempts per window, then reports the wait until the oldest expires', () => {
    let now = 0;
    const limiter = createMemoryLimiter({ max: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('a')).toBe(0);
      limiter.record('a');
      now += 1_000;
    }
    expect(limiter.retryAfter('a')).toBe(57);
    expect(limiter.retryAfter('b')).toBe(0);
    now = 60_001;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('reset forgets a key', () => {
    const limiter = createMemoryLimiter({ max: 1, windowMs: 60_000 });
    limiter.record('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
});
