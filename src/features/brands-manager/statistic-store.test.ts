// @vitest-environment node
// A brand's statistics on the device: the last 180 days are fetched and kept (replacing what was held, other brands
// untouched), periods within them are derived on the device with the previous period to compare, a longer period is
// not, and the CSV built from them has the right header, one quoted-when-needed row per day and CRLF line ends.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { BrandStatistics } from '@/domain/brand-manager/statistic';
import { addDays, fillDays, sumDays } from '@/domain/brand-manager/statistic-days';
import { CSV_VALUES, csvField, statisticsCsv } from './statistic-csv';
import { figuresFromStored, periodRange, rangeProblem } from './statistic-period';
import { readStoredStatistics, refreshBrandStatistics } from './statistic-store';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const TODAY = '2026-11-25';

/** The server's answer: one product view per day of the month's date, three banner views a day. */
function answer(url: URL): BrandStatistics {
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  const days = fillDays(from, to, []).map((d) => ({ ...d, product_views: Number(d.day.slice(8)), banner_views: 3 }));
  const none = sumDays([]);
  return { brand_id: 7, from, to, days, totals: sumDays(days), previous: none, followers: 12, generated_at: new Date(NOW).toISOString() };
}

signedInOnEmptyDatabase();
beforeEach(() => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
});

describe('the days kept on the device', () => {
  it('asks for the last 180 days up to today and keeps them, replacing the brand\'s older copy only', async () => {
    await db.brandStatDays.bulkPut([{ ...fillDays('2026-01-01', '2026-01-01', [])[0]!, brand_id: 7 }, { ...fillDays('2026-01-01', '2026-01-01', [])[0]!, brand_id: 8 }]);
    const sent = stubApi((_request, url) => Response.json(answer(url)));
    await refreshBrandStatistics(7, NOW);
    expect(sent).toHaveLength(1);
    const stored = (await readStoredStatistics(7))!;
    expect(stored.sync).toMatchObject({ from: addDays(TODAY, -179), to: TODAY, followers: 12 });
    expect(stored.days).toHaveLength(180);
    expect(stored.days[0]!.day).toBe(addDays(TODAY, -179));
    expect(await db.brandStatDays.where('brand_id').equals(7).count()).toBe(180);
    expect(await db.brandStatDays.where('brand_id').equals(8).count()).toBe(1);
    expect(await readStoredStatistics(8)).toBeNull();
  });

  it('derives the last 7, 30 and 90 days with the period before each, but not a year', async () => {
    stubApi((_request, url) => Response.json(answer(url)));
    await refreshBrandStatistics(7, NOW);
    const stored = (await readStoredStatistics(7))!;
    const last7 = periodRange({ days: 7 }, TODAY);
    const week = figuresFromStored(stored, last7.from, last7.to)!;
    expect(week.days.map((d) => d.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
    expect(week.totals.product_views).toBe(19 + 20 + 21 + 22 + 23 + 24 + 25);
    expect(week.previous.product_views).toBe(12 + 13 + 14 + 15 + 16 + 17 + 18);
    expect(week.followers).toBe(12);
    const quarter = periodRange({ days: 90 }, TODAY);
    expect(figuresFromStored(stored, quarter.from, quarter.to)!.previous.banner_views).toBe(270);
    const year = periodRange({ days: 365 }, TODAY);
    expect(figuresFromStored(stored, year.from, year.to)).toBeNull();
    expect(figuresFromStored(stored, '2026-11-01', '2026-11-26')).toBeNull();
  });

  it('names what is wrong with a custom period', () => {
    expect(rangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(rangeProblem('2026-11-31', '2026-11-30')).toBe('badDay');
    expect(rangeProblem('2026-11-30', '2026-11-01')).toBe('order');
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('tooLong');
  });
});

describe('the CSV file', () => {
  it('quotes only fields that need it, doubling their quotes', () => {
    expect(csvField('Views')).toBe('Views');
    expect(csvField('Views, total')).toBe('"Views, total"');
    expect(csvField('The "best"')).toBe('"The ""best"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('has a header and one row per day, CRLF-ended, with averages only where there was something to average', () => {
    const days = fillDays('2026-11-24', '2026-11-25', [{ day: '2026-11-25', reviews: 3, rating_sum: 25, banner_views: 300, banner_clicks: 7 }]);
    const csv = statisticsCsv([
      { label: 'Day', value: CSV_VALUES.day }, { label: 'Rating, average', value: CSV_VALUES.rating }, { label: 'CTR (%)', value: CSV_VALUES.ctr },
    ], days);
    expect(csv).toBe('Day,"Rating, average",CTR (%)\r\n2026-11-24,,\r\n2026-11-25,8.3,2.33\r\n');
  });
});
