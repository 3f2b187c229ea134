// The pure rules of premium: when it is active and how a purchase extends it.
import { describe, expect, it } from 'vitest';
import { isPremiumActive, premiumUntilAfter } from './premium-limits';

const NOW = Date.parse('2026-11-25T08:00:00Z');
const DAY = 86_400_000;

describe('premium rules', () => {
  it('is active only strictly before its end', () => {
    expect(isPremiumActive(null, NOW)).toBe(false);
    expect(isPremiumActive(undefined, NOW)).toBe(false);
    expect(isPremiumActive(new Date(NOW + 1).toISOString(), NOW)).toBe(true);
    expect(isPremiumActive(new Date(NOW).toISOString(), NOW)).toBe(false);
  });

  it('starts a new plan now, or at the end of a premium still running', () => {
    expect(premiumUntilAfter(null, 30, NOW)).toBe(new Date(NOW + 30 * DAY).toISOString());
    const expired = new Date(NOW - 5 * DAY).toISOString();
    expect(premiumUntilAfter(expired, 30, NOW)).toBe(new Date(NOW + 30 * DAY).toISOString());
    const running = new Date(NOW + 10 * DAY).toISOString();
    expect(premiumUntilAfter(running, 365, NOW)).toBe(new Date(NOW + 375 * DAY).toISOString());
  });
});
