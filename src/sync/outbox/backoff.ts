// When to try a failed replay again: exponential backoff with full jitter, capped.

export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** Delay before attempt number `attempt` (1 = first retry): random in [0, min(max, base·2^(attempt-1))]. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(random() * ceiling);
}
