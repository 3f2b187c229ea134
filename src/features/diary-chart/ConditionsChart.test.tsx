import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredWeek } from '@/db/database';
import { ConditionsChart } from './ConditionsChart';
import { mountRootPerTest } from '../../../tests/helpers/dom';

const stored = vi.hoisted(() => ({ weeks: [] as unknown[] }));
vi.mock('@/features/diaries/use-diaries', () => ({ useStoredWeeks: () => stored.weeks }));
vi.mock('@/features/account/use-measures', async () => {
  const units = await import('@/domain/week/units');
  return { useMeasures: () => [units.ENGLISH_MEASURES, () => undefined] };
});
// The lazy plot draws on a canvas jsdom lacks: a stub stands in for it.
vi.mock('./UPlotChart', () => ({ default: ({ yLabel }: { yLabel: string }) => <div data-plot={yLabel} /> }));

/** An IntersectionObserver that reports every observed element in view at once. */
class InViewObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

const week = (id: number, faza: number, props: StoredWeek['props'], is_remove = false) => ({ id, diary_id: 1, position: id, faza, days: 7, props, is_remove }) as StoredWeek;

const dom = mountRootPerTest();

async function renderChart() {
  await act(async () => dom.root.render(<ConditionsChart diaryId={1} />));
  // Let the lazy chunk (the stub) resolve.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}


beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InViewObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConditionsChart', () => {
  it('gives screen readers a table of the weeks in the user\'s English measures', async () => {
    stored.weeks = [
      week(1, 0, { height: 30.48, air_temp: 25, air_hum: 60 }),
      week(2, 0, {}, true),
      week(3, 1, { height: 50.8, air_temp: 24, night_air_temp: 20, ph: 6 }),
      week(4, 2, { height: 99 }),
    ];
    await renderChart();

    const table = dom.container.querySelector('table')!;
    expect(table.closest('.visually-hidden')).not.toBeNull();
    const rows = [...table.querySelectorAll('tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Week', 'Phase', 'Height', 'pH', 'Day temperature', 'Night temperature', 'Humidity'],
      ['1', 'Vegetation', '12 in', '', '77 °F', '', '60%'],
      ['2', 'Flowering', '20 in', '6.0', '75.2 °F', '68 °F', ''],
    ]);
  });

  it('draws one plot per unit, day and night sharing one, out of the accessibility tree', async () => {
    stored.weeks = [week(1, -1, { height: 5, air_temp: 22 }), week(2, 0, { height: 10, air_temp: 24, night_air_temp: 18 })];
    await renderChart();

    const plots = [...dom.container.querySelectorAll('[data-plot]')];
    expect(plots.map((plot) => plot.getAttribute('data-plot'))).toEqual(['in', '°F']);
    expect(plots.every((plot) => plot.closest('[aria-hidden="true"]'))).toBe(true);
    expect(dom.container.textContent).toContain('Temperature, °F');
    expect(dom.container.textContent).toContain('Germination');
  });

  it('shows nothing when fewer than two weeks have a condition', async () => {
    stored.weeks = [week(1, 0, { height: 10 }), week(2, 0, {}), week(3, 2, { height: 40 })];
    await renderChart();
    expect(dom.container.innerHTML).toBe('');
  });
});
