import { describe, expect, it } from 'vitest';
import { buildConditionsSeries, countFilledWeeks, formatSeriesValue, type ChartWeek } from './conditions-series';
import { ENGLISH_MEASURES, METRIC_MEASURES } from '../week/units';

const week = (faza: number, props: ChartWeek['props'], is_remove = false): ChartWeek => ({ faza, props, is_remove });

describe('buildConditionsSeries', () => {
  it('converts to °F, inches and EC, with their unit labels', () => {
    const chart = buildConditionsSeries(
      [week(0, { height: 30.48, air_temp: 25, night_air_temp: 20, ppm: 700, ph: 6.2 }), week(1, { height: 50.8, air_temp: 24 })],
      { ...ENGLISH_MEASURES, tds: 'ec' },
    );
    const byName = Object.fromEntries(chart.series.map((one) => [one.name, one]));
    expect(byName.height).toMatchObject({ unit: 'in', values: [12, 20] });
    expect(byName.air_temp).toMatchObject({ unit: '°F', values: [77, 75.2] });
    expect(byName.night_air_temp).toMatchObject({ unit: '°F', values: [68, null] });
    expect(byName.ppm).toMatchObject({ title: 'ec', unit: 'mS/cm', values: [1.4, null] });
    expect(byName.ph).toMatchObject({ title: 'ph', unit: '', values: [6.2, null] });
  });

  it('keeps metric values and calls TDS ppm', () => {
    const chart = buildConditionsSeries([week(0, { ppm: 700, air_hum: 60, light: 18 })], METRIC_MEASURES);
    expect(chart.series.map(({ name, title, unit, values }) => [name, title, unit, values])).toEqual([
      ['ppm', 'ppm', 'ppm', [700]],
      ['air_hum', 'air_hum', '%', [60]],
      ['light', 'light', 'h', [18]],
    ]);
  });

  it('leaves gaps, not zeros, for weeks without a value', () => {
    const chart = buildConditionsSeries([week(0, { height: 10 }), week(0, {}), week(0, { height: null }), week(1, { height: 40 })], METRIC_MEASURES);
    expect(chart.series).toEqual([{ name: 'height', title: 'height', unit: 'cm', values: [10, null, null, 40] }]);
    expect(countFilledWeeks(chart)).toBe(2);
  });

  it('skips removed and harvest weeks, numbering the rest 1..n with their phases', () => {
    const chart = buildConditionsSeries(
      [week(-1, { height: 1 }), week(0, { height: 5 }, true), week(0, { height: 9 }), week(1, { height: 30 }), week(2, { height: 99 })],
      METRIC_MEASURES,
    );
    expect(chart.weeks).toEqual([1, 2, 3]);
    expect(chart.phases).toEqual([-1, 0, 1]);
    expect(chart.series[0]?.values).toEqual([1, 9, 30]);
  });

  it('gives no series for an empty diary or one without conditions', () => {
    expect(buildConditionsSeries([], METRIC_MEASURES)).toEqual({ weeks: [], phases: [], series: [] });
    const bare = buildConditionsSeries([week(0, {}), week(1, { co2: 800 })], METRIC_MEASURES);
    expect(bare.series).toEqual([]);
    expect(countFilledWeeks(bare)).toBe(0);
  });
});

describe('formatSeriesValue', () => {
  it('joins the unit the way the conditions list does', () => {
    expect(formatSeriesValue({ name: 'air_temp', unit: '°F' }, 75.2)).toBe('75.2 °F');
    expect(formatSeriesValue({ name: 'air_hum', unit: '%' }, 60)).toBe('60%');
    expect(formatSeriesValue({ name: 'ph', unit: '' }, 6)).toBe('6.0');
    expect(formatSeriesValue({ name: 'height', unit: 'cm' }, 1234.5, 'de')).toBe('1.234,5 cm');
  });
});
