// The statistics tab: the brand's figures for a chosen period (the last 7, 30, 90 days or a year, or days chosen), with
// how old they are. The last 180 days are kept on the device, so any period within the last 90 days (with the one
// before it, to compare) opens offline; a year or an older range is asked of the server, online.
import { useState, type FormEvent } from 'react';
import { shortAge } from '@/domain/comment/relative-time';
import { addDays, dayOf, STATISTIC_PRESETS } from '@/domain/brand-manager/statistic-days';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceButtons } from '@/ui/ChoiceButtons';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { StatisticFigures } from './StatisticFigures';
import { useMinuteClock, useRemoteStatistics, useStoredStatistics } from './statistic-hooks';
import { figuresFromAnswer, figuresFromStored, periodRange, rangeProblem, type StatisticPeriod } from './statistic-period';
import { useChosenBrand } from './use-brands-manager';
import shared from './BrandsManager.module.css';
import styles from './Statistics.module.css';

const AGE_UNITS = { m: 'minute', h: 'hour', d: 'day', w: 'week', mo: 'month', y: 'year' } as const;

/** "Figures from 3 hours ago": when the figures shown were answered. */
function FiguresAge({ at }: { at: number }) {
  const { t, i18n } = useTranslation();
  const now = useMinuteClock();
  const { n, unit } = shortAge(new Date(at).toISOString(), Math.max(now, Date.now()));
  const age = unit === 'now' ? t('brandStatistics.ageNow') : new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(-n, AGE_UNITS[unit]);
  return <p className={styles.age} data-testid="statistics-age">{t('brandStatistics.age', { age })}</p>;
}

function PeriodPicker({ period, lastDay, onChange }: { period: StatisticPeriod; lastDay: string; onChange: (next: StatisticPeriod) => void }) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState(() => ({ open: !('days' in period), ...periodRange(period, lastDay) }));
  const [problem, setProblem] = useState<ReturnType<typeof rangeProblem>>(null);
  const chosen = custom.open ? 'custom' : 'days' in period ? String(period.days) : 'custom';
  const options = [...STATISTIC_PRESETS.map((days) => ({ value: String(days), label: t(`brandStatistics.presets.${days}`) })), { value: 'custom', label: t('brandStatistics.presets.custom') }];
  const choose = (value: string) => {
    if (value === 'custom') setCustom((c) => ({ ...c, open: true }));
    else {
      setCustom((c) => ({ ...c, open: false }));
      onChange({ days: Number(value) });
    }
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(custom.from, custom.to);
    setProblem(found);
    if (!found) onChange({ from: custom.from, to: custom.to });
  };
  return (
    <div className={styles.period}>
      <ChoiceButtons legend={t('brandStatistics.period')} options={options} value={chosen} onChange={choose} />
      {custom.open && (
        <form className={styles.custom} onSubmit={apply} noValidate>
          <label className="field">
            {t('brandStatistics.from')}
            <input type="date" className="text-input" value={custom.from} max={custom.to} onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              aria-invalid={problem !== null} data-testid="statistics-from" />
          </label>
          <label className="field">
            {t('brandStatistics.to')}
            <input type="date" className="text-input" value={custom.to} min={custom.from} max={addDays(dayOf(Date.now()), 1)}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))} aria-invalid={problem !== null} data-testid="statistics-to" />
          </label>
          <button type="submit" className="button button-primary">{t('brandStatistics.show')}</button>
          {problem && <p className="message message-error" role="alert">{t(`brandStatistics.errors.${problem}`)}</p>}
        </form>
      )}
    </div>
  );
}

/** A period the device does not keep: the server's answer, online only. */
function RemoteFigures({ brandId, brandName, from, to }: { brandId: number; brandName: string; from: string; to: string }) {
  const { t } = useTranslation();
  const { data, refresh } = useRemoteStatistics(brandId, from, to);
  return (
    <>
      <RefreshStatus state={refresh} hasData={data !== undefined} offlineText={t('brandStatistics.needsConnection')} />
      {data === undefined
        ? refresh.status === 'loading' && <div className={`skeleton ${shared.skeleton}`} aria-busy="true" />
        : (
          <>
            <FiguresAge at={Date.parse(data.generated_at)} />
            <StatisticFigures figures={figuresFromAnswer(data)} brandName={brandName} />
          </>
        )}
    </>
  );
}

export function StatisticsTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const { stored, refresh } = useStoredStatistics(brand.id);
  const [period, setPeriod] = useState<StatisticPeriod>({ days: 30 });
  const lastDay = stored?.sync.to ?? dayOf(Date.now());
  const { from, to } = periodRange(period, lastDay);
  const local = stored ? figuresFromStored(stored, from, to) : null;
  let body;
  if (local && stored) {
    body = (
      <>
        <RefreshStatus state={refresh} hasData offlineText={t('brandStatistics.offlineMissing')} />
        <FiguresAge at={stored.sync.fetched_at} />
        <StatisticFigures figures={local} brandName={brand.name} />
      </>
    );
  } else if (stored === undefined || (stored === null && 'days' in period && period.days <= 90)) {
    // The kept days are read, or fetched for the first time on this device.
    body = (
      <>
        <RefreshStatus state={refresh} hasData={false} offlineText={t('brandStatistics.offlineMissing')} />
        {(stored === undefined || refresh.status === 'loading') && <div className={`skeleton ${shared.skeleton}`} aria-busy="true" />}
      </>
    );
  } else body = <RemoteFigures brandId={brand.id} brandName={brand.name} from={from} to={to} />;
  return (
    <section className={shared.section} aria-labelledby="brand-statistics">
      <h2 id="brand-statistics" className={styles.title}>{t('brandStatistics.title')}</h2>
      <PeriodPicker period={period} lastDay={lastDay} onChange={setPeriod} />
      <p className={styles.range} data-testid="statistics-range">{t('brandStatistics.range', { from, to })}</p>
      {body}
    </section>
  );
}
