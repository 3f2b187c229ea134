// The day arithmetic and sums a brand's statistics are built on: calendar days, periods and their predecessors,
// zero-filled days, averages and click-through rates, and the change against the previous period.
import { describe, expect, it } from 'vitest';
import { addDays, changePercent, daySpan, fillDays, isDay, previousPeriod, sumDays } from './statistic-days';

describe('days', () => {
  it('accepts real calendar days only', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
  });

  it('steps across months and years, and measures a period with both ends counted', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daySpan('2026-03-01', '2026-03-01')).toBe(1);
    expect(daySpan('2026-01-01', '2026-12-31')).toBe(365);
    expect(previousPeriod('2026-03-01', '2026-03-07')).toEqual({ from: '2026-02-22', to: '2026-02-28' });
  });
});

describe('sums', () => {
  it('fills every day of the period with zeros where nothing was counted, merging rows of the same day', () => {
    const days = fillDays('2026-03-01', '2026-03-03', [
      { day: '2026-03-02', product_views: 4 }, { day: '2026-03-02', banner_views: 10, banner_clicks: 1 }, { day: '2026-02-28', weeks: 9 },
    ]);
    expect(days.map((d) => [d.day, d.product_views, d.banner_views, d.weeks])).toEqual([
      ['2026-03-01', 0, 0, 0], ['2026-03-02', 4, 10, 0], ['2026-03-03', 0, 0, 0],
    ]);
  });

  it('averages the rating over the reviews and rates clicks against views; none without reviews or views', () => {
    const days = fillDays('2026-03-01', '2026-03-02', [
      { day: '2026-03-01', reviews: 2, rating_sum: 15, banner_views: 300, banner_clicks: 7, followers_gained: 1 },
      { day: '2026-03-02', reviews: 1, rating_sum: 4, followers_lost: 3 },
    ]);
    expect(sumDays(days)).toMatchObject({ reviews: 3, rating: 6.3, ctr: 2.33, followers_net: -2 });
    expect(sumDays(fillDays('2026-03-01', '2026-03-01', []))).toMatchObject({ rating: null, ctr: null, followers_net: 0 });
  });

  it('gives the change in whole percent, and none when the previous period had nothing', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(1, 3)).toBe(-67);
    expect(changePercent(5, 0)).toBeNull();
  });
});
