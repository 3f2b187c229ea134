// The chart's numbers for screen readers: each week's phase and conditions with their units, visually hidden.
import { useTranslation } from '@/i18n/use-translation';
import { formatSeriesValue, type ConditionsSeries } from '@/domain/diary/conditions-series';
import { fazaName } from '@/domain/week/faza';
import { seriesTitle } from './series-title';

export function ConditionsTable({ chart }: { chart: ConditionsSeries }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="visually-hidden">
      <table>
        <caption>{t('chart.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.week')}</th>
            <th scope="col">{t('chart.phase')}</th>
            {chart.series.map((series) => <th scope="col" key={series.name}>{seriesTitle(t, series)}</th>)}
          </tr>
        </thead>
        <tbody>
          {chart.weeks.map((number, index) => (
            <tr key={number}>
              <th scope="row">{number}</th>
              <td>{t(`faza.${fazaName(chart.phases[index] ?? 0)}`)}</td>
              {chart.series.map((series) => {
                const value = series.values[index];
                return <td key={series.name}>{value == null ? '' : formatSeriesValue(series, value, i18n.language)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
