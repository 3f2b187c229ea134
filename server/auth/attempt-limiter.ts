// Counts attempts per key in a sliding window (failed sign-ins, registrations).
// Kept in process memory: a deployment with several server processes needs a shared store
// (a database table or Redis) behind this same interface, or each process counts alone.

export interface AttemptLimiter {
  /** Seconds until the key may try again, 0 when it may try now. */
  retryAfter(key: string): number;
  /** Counts one attempt for the key. */
  record(key: string): void;
  /** Forgets the key's attempts (a successful sign-in). */
  reset(key: string): void;
}

export interface LimiterOptions {
  max: number;
  windowMs: number;
  now?: () => number;
}

// Above this many keys, expired ones are swept so memory stays bounded.
const SWEEP_THRESHOLD = 10_000;

/** An in-memory sliding-window limiter: at most `max` attempts per key within `windowMs`. */
export function createMemoryLimiter({ max, windowMs, now = Date.now }: LimiterOptions): AttemptLimiter {
  const attempts = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    const kept = (attempts.get(key) ?? []).filter((t) => t > at - windowMs);
    if (kept.length === 0) attempts.delete(key);
    else attempts.set(key, kept);
    return kept;
  }

  function sweep(at: number): void {
    for (const key of [...attempts.keys()]) recent(key, at);
  }

  return {
    retryAfter(key) {
      const at = now();
      const times = recent(key, at);
      if (times.length < max) return 0;
      // Allowed again once the oldest attempt that still counts leaves the window.
      const oldest = times[times.length - max] ?? at;
      return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
    },
    record(key) {
      const at = now();
      if (attempts.size > SWEEP_THRESHOLD) sweep(at);
      attempts.set(key, [...recent(key, at), at]);
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}

/** The limits of spec-less abuse protection: sign-in failures and registrations. */
export interface AuthLimiters {
  signInPerAccount: AttemptLimiter;
  signInPerAddress: AttemptLimiter;
  signUpPerAddress: AttemptLimiter;
}

const MINUTE = 60_000;

/** `scale` multiplies the sign-up limit (1 in production; test servers sign many growers up); sign-in failures never scale. */
export function createAuthLimiters(scale = 1): AuthLimiters {
  return {
    signInPerAccount: createMemoryLimiter({ max: 5, windowMs: 15 * MINUTE }),
    signInPerAddress: createMemoryLimiter({ max: 20, windowMs: 15 * MINUTE }),
    signUpPerAddress: createMemoryLimiter({ max: 10 * scale, windowMs: 60 * MINUTE }),
  };
}
