// The translated name of a charted condition ("EC" when TDS is shown as conductivity).
import type { TFunction } from 'i18next';
import type { ConditionSeries } from '@/domain/diary/conditions-series';

export function seriesTitle(t: TFunction, series: Pick<ConditionSeries, 'title'>): string {
  return series.title === 'ec' ? t('chart.ec') : t(`props.${series.title}`);
}
