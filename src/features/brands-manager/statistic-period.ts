// The figures the statistics tab shows for a period: derived on the device from the days it keeps when they cover the
// period and the one before it (so the last 90 days open offline), else taken from the server's answer for the period.
import type { BrandStatistics } from '@/domain/brand-manager/statistic';
import {
  addDays, daySpan, isDay, MAX_STATISTIC_DAYS, previousPeriod, sumDays, type StatisticDay, type StatisticTotals,
} from '@/domain/brand-manager/statistic-days';
import type { StoredStatistics } from './statistic-store';

/** A preset: the last `days` days up to the latest day known; or a custom range of days. */
export type StatisticPeriod = { days: number } | { from: string; to: string };

export interface StatisticFigures {
  from: string;
  to: string;
  days: StatisticDay[];
  totals: StatisticTotals;
  previous: StatisticTotals;
  followers: number;
}

/** The first and last day of the period; a preset ends on `lastDay` (the newest day the figures know). */
export function periodRange(period: StatisticPeriod, lastDay: string): { from: string; to: string } {
  return 'days' in period ? { from: addDays(lastDay, 1 - period.days), to: lastDay } : period;
}

/** Why a custom range cannot be asked for, as a key of brandStatistics.errors; null when it can. */
export function rangeProblem(from: string, to: string): 'badDay' | 'order' | 'tooLong' | null {
  if (!isDay(from) || !isDay(to)) return 'badDay';
  if (to < from) return 'order';
  return daySpan(from, to) > MAX_STATISTIC_DAYS ? 'tooLong' : null;
}

/** The figures of [from, to] from the days the device keeps; null unless they cover the period and the one before. */
export function figuresFromStored(stored: StoredStatistics, from: string, to: string): StatisticFigures | null {
  const before = previousPeriod(from, to);
  if (before.from < stored.sync.from || to > stored.sync.to) return null;
  const inRange = (lo: string, hi: string) => stored.days.filter((d) => d.day >= lo && d.day <= hi).map(({ brand_id: _brand, ...day }) => day);
  const days = inRange(from, to);
  return { from, to, days, totals: sumDays(days), previous: sumDays(inRange(before.from, before.to)), followers: stored.sync.followers };
}

/** The figures of the server's answer. */
export const figuresFromAnswer = ({ from, to, days, totals, previous, followers }: BrandStatistics): StatisticFigures =>
  ({ from, to, days, totals, previous, followers });
