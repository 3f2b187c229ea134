// The statistics tab from the days kept on the device: offline it shows the last 30 and 7 days with their age, the
// change on the previous period and the table; a year it cannot derive says it needs a connection; the CSV file holds
// the header and a row per day shown; a custom period whose last day comes first is refused with a message.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, dayOf, fillDays } from '@/domain/brand-manager/statistic-days';
import { NetworkError } from '@/sync/transport/http';
import { mountRootPerTest, typeInto, waitFor } from '../../../tests/helpers/dom';
import { StatisticsTab } from './StatisticsTab';

const TODAY = dayOf(Date.now());
const FETCHED = Date.now() - 3 * 60 * 60 * 1000;
const offline = { status: 'failed' as const, error: new NetworkError(), retry: () => undefined };
const kept = vi.hoisted(() => ({ stored: null as unknown }));
vi.mock('./use-brands-manager', () => ({ useChosenBrand: () => ({ id: 7, name: 'Root Juice' }) }));
vi.mock('./statistic-hooks', () => ({
  useStoredStatistics: () => ({ stored: kept.stored, refresh: offline }),
  useRemoteStatistics: () => ({ data: undefined, refresh: offline }),
  useMinuteClock: () => Date.now(),
}));
// The lazy plot draws on a canvas jsdom lacks: a stub stands in for it.
vi.mock('./StatisticChart', () => ({ default: ({ label }: { label: string }) => <div data-plot={label} /> }));

const dom = mountRootPerTest();
const rows = () => dom.container.querySelectorAll('[data-testid="statistics-table"] tbody tr');
const button = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!;

beforeEach(() => {
  const from = addDays(TODAY, -179);
  // 10 product page views a day in the last 30 days, 5 a day before them.
  const days = fillDays(from, TODAY, []).map((d) => ({ ...d, brand_id: 7, product_views: d.day > addDays(TODAY, -30) ? 10 : 5 }));
  kept.stored = { sync: { brand_id: 7, from, to: TODAY, followers: 3, fetched_at: FETCHED }, days };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StatisticsTab offline', () => {
  it('shows the last 30 days kept on the device with their age and the change on the 30 days before', async () => {
    dom.render(<StatisticsTab />);
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(dom.container.querySelector('[data-testid="statistics-age"]')!.textContent).toBe('Figures from 3 hours ago');
    const tile = dom.container.querySelector('[data-testid="statistic-product_views"]')!;
    expect(tile.textContent).toContain('300');
    expect(tile.textContent).toContain('+100 % on the previous period');
    expect(dom.container.textContent).toContain('3 followers now');
    act(() => button('7 days').click());
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(rows()[0]!.querySelector('th')!.textContent).toBe(TODAY);
  });

  it('says a year needs a connection', async () => {
    dom.render(<StatisticsTab />);
    act(() => button('1 year').click());
    await waitFor(() => expect(dom.container.textContent).toContain('a longer or older period needs a connection'));
    expect(rows()).toHaveLength(0);
  });

  it('downloads the days shown as CSV: the header and one row per day', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(Object.create(URL) as typeof URL, {
      createObjectURL: (blob: Blob) => { saved.push(blob); return 'blob:statistics'; },
      revokeObjectURL: () => undefined,
    }));
    dom.render(<StatisticsTab />);
    act(() => button('7 days').click());
    await waitFor(() => expect(rows()).toHaveLength(7));
    act(() => (dom.container.querySelector('[data-testid="statistics-csv"]') as HTMLButtonElement).click());
    const lines = (await saved[0]!.text()).split('\r\n');
    expect(lines[0]).toBe('Day,Product page views,Diary weeks with your products,Reviews,Average rating,Banner views,Banner clicks,Click-through rate,New followers,Followers lost');
    expect(lines.slice(1, -1)).toHaveLength(7);
    expect(lines.at(-2)).toBe(`${TODAY},10,0,0,,0,0,,0,0`);
  });

  it('refuses a custom period that ends before it starts', async () => {
    dom.render(<StatisticsTab />);
    act(() => button('Choose days').click());
    const [from, to] = [...dom.container.querySelectorAll('input[type="date"]')] as HTMLInputElement[];
    act(() => typeInto(from!, '2026-11-20'));
    act(() => typeInto(to!, '2026-11-01'));
    act(() => button('Show').click());
    await waitFor(() => expect(dom.container.querySelector('[role="alert"]')!.textContent).toBe('The last day is on or after the first one.'));
    expect(rows()).toHaveLength(30);
  });
});
