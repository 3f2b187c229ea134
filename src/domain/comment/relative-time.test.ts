import { describe, expect, it } from 'vitest';
import { shortAge } from './relative-time';

const now = Date.parse('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('shortAge', () => {
  it('names each step of the spec', () => {
    expect(shortAge(ago(30_000), now)).toEqual({ n: 0, unit: 'now' });
    expect(shortAge(ago(60_000), now)).toEqual({ n: 1, unit: 'm' });
    expect(shortAge(ago(59 * 60_000), now)).toEqual({ n: 59, unit: 'm' });
    expect(shortAge(ago(3 * 3_600_000), now)).toEqual({ n: 3, unit: 'h' });
    expect(shortAge(ago(2 * 86_400_000), now)).toEqual({ n: 2, unit: 'd' });
    expect(shortAge(ago(15 * 86_400_000), now)).toEqual({ n: 2, unit: 'w' });
    expect(shortAge(ago(95 * 86_400_000), now)).toEqual({ n: 3, unit: 'mo' });
    expect(shortAge(ago(800 * 86_400_000), now)).toEqual({ n: 2, unit: 'y' });
  });

  it('treats a date in the future (a clock ahead) or an unreadable one as now', () => {
    expect(shortAge(ago(-5 * 60_000), now)).toEqual({ n: 0, unit: 'now' });
    expect(shortAge('not a date', now)).toEqual({ n: 0, unit: 'now' });
  });
});
