import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles its ceiling with each attempt and never passes the cap', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, () => 1))).toEqual([BACKOFF_BASE_MS, 2 * BACKOFF_BASE_MS, 4 * BACKOFF_BASE_MS, 8 * BACKOFF_BASE_MS]);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_MAX_MS);
  });
  it('spreads retries over the whole window (full jitter)', () => {
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(2 * BACKOFF_BASE_MS);
  });
});
