// Temporary ids of things created offline, and their replacement by the server's ids once known.

/** Ids below zero are temporary: made on the device before the server assigned a real one. */
export function isTempId(id: number): boolean {
  return Number.isInteger(id) && id < 0;
}

let lastTempId = 0;

/** A new temporary id, unique on this device (negative, from the clock, strictly decreasing). */
export function newTempId(now = Date.now()): number {
  lastTempId = Math.min(lastTempId - 1, -now);
  return lastTempId;
}

/** Body fields that hold the id of another thing and must follow a temp-to-real replacement. */
const ID_FIELDS = new Set(['id', 'diary_id', 'week_id', 'photo_id', 'comment_id', 'parent_id', 'problem_id', 'solution_id']);

/** Replaces temporary ids in the id fields of a body, at any depth. */
export function resolveBody<T>(body: T, realIds: ReadonlyMap<number, number>): T {
  if (Array.isArray(body)) return body.map((item) => resolveBody(item, realIds)) as T;
  if (body === null || typeof body !== 'object') return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    out[key] = typeof value === 'number' && ID_FIELDS.has(key) && realIds.has(value) ? realIds.get(value) : resolveBody(value, realIds);
  }
  return out as T;
}

/** Temporary ids a path or body still holds after resolution: the change can't be sent yet. */
export function unresolvedTempIds(path: string, body: unknown): number[] {
  const found = [...path.matchAll(/\/(-\d+)(?=\/|$|\?)/g)].map((m) => Number(m[1]));
  const walk = (value: unknown, key?: string): void => {
    if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (typeof value === 'number' && key && ID_FIELDS.has(key) && isTempId(value)) found.push(value);
  };
  walk(body);
  return [...new Set(found)];
}
