// The figures of one period on the statistics tab: a tile per figure with its total and the change from the previous
// period (a tile picks the figure the chart draws), the lazily loaded chart of that figure per day against the previous
// period, the table day by day (newest first), and the CSV file of the same days built on the device.
import { Suspense, useMemo, useState } from 'react';
import { lazyWhenOnline } from '@/ui/lazy-when-online';
import { changePercent, type StatisticTotals } from '@/domain/brand-manager/statistic-days';
import { useTranslation } from '@/i18n/use-translation';
import { CSV_COLUMN_KEYS, CSV_VALUES, statisticsCsv, type CsvColumnKey } from './statistic-csv';
import type { StatisticFigures as Figures } from './statistic-period';
import styles from './Statistics.module.css';

const StatisticChart = lazyWhenOnline(() => import('./StatisticChart'));

type Metric = Exclude<CsvColumnKey, 'day'>;
const METRICS = CSV_COLUMN_KEYS.filter((key): key is Metric => key !== 'day');
/** Figures that are averages: compared by their earlier value, not in percent. */
const AVERAGES = new Set<Metric>(['rating', 'ctr']);

/** A day's value of a figure as a number (null where there is nothing to average). */
const valueOf = (metric: Metric, day: Figures['days'][number]): number | null => {
  const value = CSV_VALUES[metric](day);
  return value === null ? null : Number(value);
};

function Tile({ metric, figures, chosen, onChoose }: { metric: Metric; figures: Figures; chosen: boolean; onChoose: () => void }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const format = (value: number | null) => (value === null ? '–' : `${numbers.format(value)}${metric === 'ctr' ? ' %' : ''}`);
  const now = figures.totals[metric as keyof StatisticTotals] as number | null;
  const before = figures.previous[metric as keyof StatisticTotals] as number | null;
  let comparison: string;
  if (AVERAGES.has(metric)) comparison = t('brandStatistics.before', { value: format(before) });
  else {
    const change = changePercent(now ?? 0, before ?? 0);
    comparison = change === null ? t('brandStatistics.noChange') : t('brandStatistics.change', { change: `${change > 0 ? '+' : ''}${change} %` });
  }
  return (
    <button type="button" className={styles.tile} aria-pressed={chosen} onClick={onChoose} data-testid={`statistic-${metric}`}>
      <span className={styles.tileLabel}>{t(`brandStatistics.metrics.${metric}`)}</span>
      <span className={styles.tileValue}>{format(now)}</span>
      <span className={styles.tileChange}>{comparison}</span>
    </button>
  );
}

function Chart({ figures, metric }: { figures: Figures; metric: Metric }) {
  const { t, i18n } = useTranslation();
  const label = t(`brandStatistics.metrics.${metric}`);
  const { days, values, previous } = useMemo(() => ({
    days: figures.days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
    values: figures.days.map((d) => valueOf(metric, d)),
    // The previous period is not kept as days by the server's answer: the chart compares with its daily average.
    previous: figures.days.map(() => {
      const total = figures.previous[metric as keyof StatisticTotals] as number | null;
      return total === null ? null : AVERAGES.has(metric) ? total : Math.round((total / figures.days.length) * 100) / 100;
    }),
  }), [figures, metric]);
  return (
    <figure className={styles.chartBox}>
      <figcaption className={styles.chartTitle}>{t('brandStatistics.chartTitle', { metric: label })}</figcaption>
      <div className={styles.chart} data-testid="statistics-chart">
        <Suspense fallback={<div className="skeleton" style={{ height: '100%' }} />}>
          <StatisticChart days={days} values={values} previous={previous} label={label} previousLabel={t('brandStatistics.chartPrevious')} locale={i18n.language} />
        </Suspense>
      </div>
      <p className={styles.hint}>{t('brandStatistics.chartHint')}</p>
    </figure>
  );
}

/** Saves the CSV file of the days through a link the browser downloads. */
function downloadCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function StatisticFigures({ figures, brandName }: { figures: Figures; brandName: string }) {
  const { t, i18n } = useTranslation();
  const [metric, setMetric] = useState<Metric>('product_views');
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const columns = CSV_COLUMN_KEYS.map((key) => ({ key, label: t(key === 'day' ? 'brandStatistics.day' : `brandStatistics.metrics.${key}`), value: CSV_VALUES[key] }));
  const saveCsv = () => {
    const slug = brandName.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'brand';
    downloadCsv(statisticsCsv(columns, figures.days), `${slug}-${t('brandStatistics.csvName')}-${figures.from}-${figures.to}.csv`);
  };
  return (
    <>
      <p className={styles.followers} data-testid="statistics-followers">{t('brandStatistics.followersNow', { count: figures.followers })}</p>
      <div className={styles.tiles}>
        {METRICS.map((key) => <Tile key={key} metric={key} figures={figures} chosen={key === metric} onChoose={() => setMetric(key)} />)}
      </div>
      <Chart figures={figures} metric={metric} />
      <div className={styles.toolbar}>
        <h3 className={styles.tableTitle}>{t('brandStatistics.tableTitle')}</h3>
        <button type="button" className="button" onClick={saveCsv} data-testid="statistics-csv">{t('brandStatistics.csv')}</button>
      </div>
      <div className={styles.tableBox}>
        <table className={styles.table} data-testid="statistics-table">
          <thead>
            <tr>{columns.map((c) => <th key={c.key} scope="col">{c.label}</th>)}</tr>
          </thead>
          <tbody>
            {[...figures.days].reverse().map((day) => (
              <tr key={day.day}>
                {columns.map((c) => {
                  const value = c.value(day);
                  return c.key === 'day'
                    ? <th key={c.key} scope="row">{day.day}</th>
                    : <td key={c.key}>{value === null ? '' : numbers.format(Number(value))}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
