// A diary's conditions over its growing weeks as chart series in the user's measures (pure: no React, no Dexie).
import { FAZA } from '../week/faza';
import { displayProp, type Measures } from '../week/units';
import type { WeekProps } from '../week/week';
import { decimalFormat } from '../page/intl-formats';

/** The conditions charted, in display order. */
export const CHART_CONDITIONS = ['height', 'ph', 'ppm', 'air_temp', 'night_air_temp', 'air_hum', 'light'] as const;
export type ChartCondition = (typeof CHART_CONDITIONS)[number];

/** What the chart needs of a stored week. */
export interface ChartWeek { faza: number; props: WeekProps; is_remove: boolean }

/** One condition over the weeks: display values (null where a week has none) and their unit label. */
export interface ConditionSeries {
  name: ChartCondition;
  /** 'ec' when TDS is shown as electrical conductivity, else the condition's own name. */
  title: ChartCondition | 'ec';
  /** '°F', 'in', 'mS/cm', '%'...; '' for pH. */
  unit: string;
  values: (number | null)[];
}

/** The x axis (week numbers 1..n and each week's phase) and the series that have at least one value. */
export interface ConditionsSeries {
  weeks: number[];
  phases: number[];
  series: ConditionSeries[];
}

/** Series of the growing weeks in diary order; removed and harvest weeks are skipped. */
export function buildConditionsSeries(weeks: readonly ChartWeek[], measures: Measures): ConditionsSeries {
  const growing = weeks.filter((week) => !week.is_remove && week.faza !== FAZA.harvest);
  const series = CHART_CONDITIONS.map((name): ConditionSeries => {
    const values = growing.map((week) => {
      const canonical = week.props[name];
      return typeof canonical === 'number' && Number.isFinite(canonical) ? displayProp(name, canonical, measures).value : null;
    });
    const title = name === 'ppm' && measures.tds === 'ec' ? 'ec' : name;
    return { name, title, unit: displayProp(name, 0, measures).unit, values };
  });
  return {
    weeks: growing.map((_, index) => index + 1),
    phases: growing.map((week) => week.faza),
    series: series.filter((one) => one.values.some((value) => value !== null)),
  };
}

/** How many weeks have a value for at least one condition. */
export function countFilledWeeks({ weeks, series }: ConditionsSeries): number {
  return weeks.filter((_, index) => series.some((one) => one.values[index] !== null)).length;
}

/** A display value with its unit in a locale, e.g. "78.8 °F", "60%" or "6.2". */
export function formatSeriesValue(series: Pick<ConditionSeries, 'name' | 'unit'>, value: number, locale = 'en'): string {
  const number = decimalFormat(locale, { minimumFractionDigits: series.name === 'ph' ? 1 : 0, maximumFractionDigits: 2 }).format(value);
  if (!series.unit) return number;
  return series.unit === '%' ? `${number}%` : `${number} ${series.unit}`;
}
