// How long ago something was written, in the short labels of spec §9: now, 1m, Nm, 1h, Nh, 1d, Nd, 1w, 1mo, 1y.

export type AgeUnit = 'now' | 'm' | 'h' | 'd' | 'w' | 'mo' | 'y';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The age of `iso` at `now` as a count and a unit (whole units, rounded down; a date in the future is now). */
export function shortAge(iso: string, now: number): { n: number; unit: AgeUnit } {
  const age = now - Date.parse(iso);
  if (!(age >= MINUTE)) return { n: 0, unit: 'now' };
  if (age < HOUR) return { n: Math.floor(age / MINUTE), unit: 'm' };
  if (age < DAY) return { n: Math.floor(age / HOUR), unit: 'h' };
  if (age < 7 * DAY) return { n: Math.floor(age / DAY), unit: 'd' };
  if (age < 30 * DAY) return { n: Math.floor(age / (7 * DAY)), unit: 'w' };
  if (age < 365 * DAY) return { n: Math.floor(age / (30 * DAY)), unit: 'mo' };
  return { n: Math.floor(age / (365 * DAY)), unit: 'y' };
}
