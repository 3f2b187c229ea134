import { describe, expect, it } from 'vitest';
import { pageTitle, publishedDate, shortDescription, STRUCTURED_DESCRIPTION_MAX } from './page-meta';

describe('page metadata rules', () => {
  it('names the page, then the page number from page 2, then the product', () => {
    expect(pageTitle('Fresh grow diaries')).toBe('Fresh grow diaries — GrowDiaries');
    expect(pageTitle('Strains', 1)).toBe('Strains — GrowDiaries');
    expect(pageTitle('Strains', 3)).toBe('Strains, page 3 — GrowDiaries');
  });

  it('keeps a short description as it is, with its whitespace made single', () => {
    expect(shortDescription('  Topped,\n\nraised the lamp.  ')).toBe('Topped, raised the lamp.');
    const exact = 'a'.repeat(STRUCTURED_DESCRIPTION_MAX);
    expect(shortDescription(exact)).toBe(exact);
  });

  it('cuts a long one at a word boundary to 200 characters at most, ending in an ellipsis', () => {
    const long = 'Week four under the LED: '.repeat(20);
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(STRUCTURED_DESCRIPTION_MAX);
    expect(short.endsWith('…')).toBe(true);
    expect(long.startsWith(short.slice(0, -1))).toBe(true);
    expect(short.slice(0, -1)).not.toMatch(/[\s:]$/);
    // One unbroken word is cut inside it rather than left empty.
    expect(shortDescription('x'.repeat(300))).toHaveLength(STRUCTURED_DESCRIPTION_MAX);
  });

  it('gives published dates as the same instant at +02:00', () => {
    expect(publishedDate('2026-03-01T10:00:00.000Z')).toBe('2026-03-01T12:00:00+02:00');
    expect(publishedDate('2026-12-31T23:30:00Z')).toBe('2027-01-01T01:30:00+02:00');
    expect(publishedDate('2026-03-01T12:00:00+02:00')).toBe('2026-03-01T12:00:00+02:00');
    expect(publishedDate(null)).toBeNull();
    expect(publishedDate('not a date')).toBeNull();
  });
});
