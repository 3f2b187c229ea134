// The awards' pure rules: links, their pages, and the voting phase on a clock.
import { describe, expect, it } from 'vitest';
import { awardPath, awardPhase, isAwardLink } from './award-limits';

describe('award links', () => {
  it('takes years and event slugs, nothing else', () => {
    expect(['2025', 'cdc-2022', 'poty-2022', 'grow-awards'].every(isAwardLink)).toBe(true);
    expect(['1999', '20255', 'CDC', '-x', '', 'a', '../x', 'x y'].some(isAwardLink)).toBe(false);
  });

  it('puts a year under /awards and an event at the top level', () => {
    expect(awardPath('2025')).toBe('/awards/2025');
    expect(awardPath('cdc-2022')).toBe('/cdc-2022');
  });
});

describe('awardPhase', () => {
  const start = '2026-03-01T00:00:00.000Z';
  const end = '2026-04-01T00:00:00.000Z';
  it('is upcoming before the start, open until the end, closed from the end on', () => {
    expect(awardPhase(start, end, new Date('2026-02-28T23:59:59Z'))).toBe('upcoming');
    expect(awardPhase(start, end, new Date(start))).toBe('open');
    expect(awardPhase(start, end, new Date('2026-03-31T23:59:59.999Z'))).toBe('open');
    expect(awardPhase(start, end, new Date(end))).toBe('closed');
  });
});
