// One compact chart: the condition's name and unit, the latest (or pointed) week's values, and the lazily loaded plot.
import { Suspense, useState } from 'react';
import { lazyWhenOnline } from '@/ui/lazy-when-online';
import { useTranslation } from '@/i18n/use-translation';
import { formatSeriesValue, type ConditionSeries } from '@/domain/diary/conditions-series';
import { seriesTitle } from './series-title';
import styles from './ConditionPanel.module.css';

/** uPlot and its CSS load only with this chunk, never with the first paint. */
const UPlotChart = lazyWhenOnline(() => import('./UPlotChart'));

interface Props {
  weeks: number[];
  phases: number[];
  /** One series, or day and night temperatures together. */
  series: ConditionSeries[];
  /** The panel is close to the viewport: time to load the plot. */
  near: boolean;
}

/** The last week with a value in any of the series. */
function lastFilled(series: readonly ConditionSeries[]): number {
  const length = series[0]?.values.length ?? 0;
  for (let index = length - 1; index > 0; index--) if (series.some((one) => one.values[index] != null)) return index;
  return 0;
}

export function ConditionPanel({ weeks, phases, series, near }: Props) {
  const { t, i18n } = useTranslation();
  const [pointed, setPointed] = useState<number | null>(null);
  const paired = series.length > 1;
  const first = series[0]!;
  const title = paired ? t('chart.temperature') : seriesTitle(t, first);
  const index = pointed ?? lastFilled(series);
  const skeleton = <div className={`skeleton ${styles.fill}`} />;
  return (
    <figure className={styles.panel}>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{first.unit ? `${title}, ${first.unit}` : title}</span>
        <span className={styles.readout}>
          {t('diaryScreen.weekNumber', { number: weeks[index] })}
          {series.map((one, position) => {
            const value = one.values[index];
            return (
              <span key={one.name} className={styles.value}>
                {paired && <span className={position === 0 ? styles.day : styles.night} />}
                {paired && `${t(position === 0 ? 'chart.day' : 'chart.night')} `}
                {value == null ? '–' : formatSeriesValue(one, value, i18n.language)}
              </span>
            );
          })}
        </span>
      </figcaption>
      <div className={styles.plot}>
        {near ? (
          <Suspense fallback={skeleton}>
            <UPlotChart weeks={weeks} phases={phases} series={series} xLabel={t('chart.week')} yLabel={first.unit || title} locale={i18n.language} onPoint={setPointed} />
          </Suspense>
        ) : skeleton}
      </div>
    </figure>
  );
}
