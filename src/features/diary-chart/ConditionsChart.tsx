// A diary's conditions over its weeks (height, pH, EC/ppm, temperatures, humidity, light) as small charts in the user's units.
import { useId, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { buildConditionsSeries, countFilledWeeks, type ConditionSeries } from '@/domain/diary/conditions-series';
import { fazaName } from '@/domain/week/faza';
import { useMeasures } from '@/features/account/use-measures';
import { useStoredWeeks } from '@/features/diaries/use-diaries';
import { ConditionPanel } from './ConditionPanel';
import { ConditionsTable } from './ConditionsTable';
import { useNearViewport } from './use-near-viewport';
import styles from './ConditionsChart.module.css';

/** The plots start loading when the section is this close to the viewport. */
const LOAD_MARGIN_PX = 300;

/** One panel per unit: day and night temperatures share one, every other condition has its own. */
function groupPanels(series: readonly ConditionSeries[]): ConditionSeries[][] {
  const panels: ConditionSeries[][] = [];
  for (const one of series) {
    const day = panels.find((panel) => panel[0]?.name === 'air_temp');
    if (one.name === 'night_air_temp' && day) day.push(one);
    else panels.push([one]);
  }
  return panels;
}

export function ConditionsChart({ diaryId }: { diaryId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const weeks = useStoredWeeks(diaryId);
  const [measures] = useMeasures();
  const chart = useMemo(() => buildConditionsSeries(weeks ?? [], measures), [weeks, measures]);
  const panels = useMemo(() => groupPanels(chart.series), [chart]);
  const [sectionRef, near] = useNearViewport(LOAD_MARGIN_PX);
  if (countFilledWeeks(chart) < 2) return null;
  const phases = [...new Set(chart.phases.map(fazaName))];
  return (
    <section ref={sectionRef} className={styles.chart} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>{t('chart.title')}</h2>
      <div aria-hidden="true">
        <ul className={styles.legend}>
          {phases.map((name) => <li key={name}><span className={`${styles.swatch} ${styles[name]}`} />{t(`faza.${name}`)}</li>)}
        </ul>
        <div className={styles.panels}>
          {panels.map((series) => (
            <ConditionPanel key={series[0]!.name} weeks={chart.weeks} phases={chart.phases} series={series} near={near} />
          ))}
        </div>
      </div>
      <ConditionsTable chart={chart} />
    </section>
  );
}
