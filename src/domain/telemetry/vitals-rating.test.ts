// The ratings of spec §9 at their boundaries, and the 75th percentile.
import { describe, expect, it } from 'vitest';
import { percentile75, rateMetric, RATING_THRESHOLDS, type MetricName } from './vitals-rating';

describe('rateMetric', () => {
  const cases: [MetricName, number, number][] = [
    ['FCP', 1800, 3000], ['LCP', 2500, 4000], ['CLS', 0.1, 0.25], ['INP', 200, 500],
    ['TTFB', 800, 1800], ['HYDRATION', 1000, 2500], ['PAGE_NAVIGATION', 200, 500],
  ];
  it.each(cases)('%s is good up to %s, poor above %s', (name, good, poor) => {
    expect(RATING_THRESHOLDS[name as keyof typeof RATING_THRESHOLDS]).toEqual([good, poor]);
    const step = name === 'CLS' ? 0.001 : 1;
    expect(rateMetric(name, 0)).toBe('good');
    expect(rateMetric(name, good)).toBe('good');
    expect(rateMetric(name, good + step)).toBe('needs-improvement');
    expect(rateMetric(name, poor)).toBe('needs-improvement');
    expect(rateMetric(name, poor + step)).toBe('poor');
  });

  it('rates a task poor only above 50 ms', () => {
    expect(rateMetric('LONG_TASK', 50)).toBe('good');
    expect(rateMetric('LONG_TASK', 51)).toBe('poor');
  });

  it('rates script errors and unhandled rejections poor', () => {
    expect(rateMetric('JS_ERROR', 0)).toBe('poor');
    expect(rateMetric('UNHANDLED_REJECTION', 0)).toBe('poor');
  });
});

describe('percentile75', () => {
  it('takes the nearest rank: the value three quarters of the values stay at or under', () => {
    expect(percentile75([])).toBeNull();
    expect(percentile75([7])).toBe(7);
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([5, 1, 4, 2, 3])).toBe(4);
    expect(percentile75(Array.from({ length: 100 }, (_, i) => 100 - i))).toBe(75);
  });
});
