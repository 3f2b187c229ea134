// Performance ratings of spec §9: each metric the app records is good, needs-improvement or poor by its thresholds.

/** Web vitals reported by the web-vitals library. */
export const WEB_VITALS = ['FCP', 'LCP', 'CLS', 'INP', 'TTFB'] as const;
/** Metrics the app measures itself: time to interactive, in-app navigations, long tasks and script errors. */
export const APP_METRICS = ['HYDRATION', 'PAGE_NAVIGATION', 'LONG_TASK', 'JS_ERROR', 'UNHANDLED_REJECTION'] as const;
export const METRIC_NAMES = [...WEB_VITALS, ...APP_METRICS] as const;
export type MetricName = (typeof METRIC_NAMES)[number];
export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type Rating = (typeof RATINGS)[number];

/** Good up to the first value, poor above the second (milliseconds; CLS is a score). */
export const RATING_THRESHOLDS: Readonly<Record<Exclude<MetricName, 'LONG_TASK' | 'JS_ERROR' | 'UNHANDLED_REJECTION'>, readonly [number, number]>> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
  HYDRATION: [1000, 2500],
  PAGE_NAVIGATION: [200, 500],
};
/** A task is long, and poor, above 50 ms. */
export const LONG_TASK_MS = 50;

/** The rating of a metric's value; script errors are always poor. */
export function rateMetric(name: MetricName, value: number): Rating {
  if (name === 'JS_ERROR' || name === 'UNHANDLED_REJECTION') return 'poor';
  if (name === 'LONG_TASK') return value > LONG_TASK_MS ? 'poor' : 'good';
  const [good, poor] = RATING_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/** The 75th percentile by nearest rank (the value three quarters of visits stay at or under); null for no values. */
export function percentile75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}
