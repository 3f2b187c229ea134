// /brands-manager/banners/statistic (every banner of the brand summed) and /banners/statistic/{kind}/{id} (one banner):
// views, clicks and CTR per day of a chosen period (the last 7, 30, 90 or 365 days, or two days chosen), as totals, a
// uPlot chart and a table. Each period's figures are kept on the device, so one seen before opens offline with its age.
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { lazyWhenOnline } from '@/ui/lazy-when-online';
import type { BannerStatistic } from '@/domain/brand-manager/banner';
import { addDays, clickThrough, dayOf, isDay, MAX_BANNER_STAT_DAYS, type EditableBannerKind } from '@/domain/brand-manager/banner-limits';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { useBannerStatistic, useBrandBanner, useBrandBanners } from './banner-hooks';
import type { StatScope } from './banner-store';
import { useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';
import own from './Banners.module.css';

const BannerChart = lazyWhenOnline(() => import('./BannerChart'));
const PRESETS = [7, 30, 90, 365] as const;
type Period = { days: number } | { from: string; to: string };

/** The days of a period: a preset ends today (UTC); a chosen one must be in order and at most a year long. */
function periodDays(period: Period): { from: string; to: string } | null {
  if ('days' in period) {
    const to = dayOf(Date.now());
    return { from: addDays(to, 1 - period.days), to };
  }
  const { from, to } = period;
  if (!isDay(from) || !isDay(to) || from > to || addDays(from, MAX_BANNER_STAT_DAYS - 1) < to) return null;
  return period;
}

function Figures({ statistic }: { statistic: BannerStatistic & { synced_at: number } }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const ctrOf = (views: number, clicks: number) => {
    const ctr = clickThrough(views, clicks);
    return ctr === null ? t('brandBanners.noCtr') : `${number.format(ctr)} %`;
  };
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(statistic.synced_at);
  const dayName = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const { total } = statistic;
  return (
    <>
      <p className={styles.note} data-testid="banner-stat-age">{t('brandBanners.stats.age', { time: when })}</p>
      <dl className={own.totals} data-testid="banner-stat-totals">
        <div className={own.total}><dt>{t('brandBanners.stats.views')}</dt><dd>{number.format(total.views)}</dd></div>
        <div className={own.total}><dt>{t('brandBanners.stats.clicks')}</dt><dd>{number.format(total.clicks)}</dd></div>
        <div className={own.total}><dt>{t('brandBanners.stats.ctr')}</dt><dd>{ctrOf(total.views, total.clicks)}</dd></div>
      </dl>
      {total.views === 0 && total.clicks === 0 ? <p className={styles.note}>{t('brandBanners.stats.none')}</p> : (
        <figure className={own.chart} aria-label={t('brandBanners.stats.chartLabel')}>
          <Suspense fallback={<div className="skeleton" style={{ height: 240 }} aria-busy="true" />}>
            <BannerChart days={statistic.days} viewsLabel={t('brandBanners.stats.views')} clicksLabel={t('brandBanners.stats.clicks')} locale={i18n.language} />
          </Suspense>
          <figcaption className={own.legend}>
            <span className={own.viewsKey}>{t('brandBanners.stats.views')}</span>
            <span className={own.clicksKey}>{t('brandBanners.stats.clicks')}</span>
          </figcaption>
        </figure>
      )}
      <div className={own.tableWrap} tabIndex={0} role="region" aria-label={t('brandBanners.stats.tableLabel')}>
        <table className={own.table} data-testid="banner-stat-table">
          <thead>
            <tr>
              <th scope="col">{t('brandBanners.stats.day')}</th>
              <th scope="col">{t('brandBanners.stats.views')}</th>
              <th scope="col">{t('brandBanners.stats.clicks')}</th>
              <th scope="col">{t('brandBanners.stats.ctr')}</th>
            </tr>
          </thead>
          <tbody>
            {[...statistic.days].reverse().map((day) => (
              <tr key={day.day} data-day={day.day}>
                <th scope="row"><time dateTime={day.day}>{dayName.format(new Date(`${day.day}T00:00:00Z`))}</time></th>
                <td>{number.format(day.views)}</td>
                <td>{number.format(day.clicks)}</td>
                <td>{ctrOf(day.views, day.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PeriodFigures({ scope, from, to }: { scope: StatScope; from: string; to: string }) {
  const { t } = useTranslation();
  const { statistic, refresh } = useBannerStatistic(scope, from, to);
  return (
    <>
      <RefreshStatus state={refresh} hasData={Boolean(statistic)} offlineText={t('brandBanners.stats.offlineMissing')} />
      {statistic ? <Figures statistic={statistic} /> : (statistic === undefined || refresh.status === 'loading') && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />}
    </>
  );
}

function Statistics({ scope, title }: { scope: StatScope; title: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  const [period, setPeriod] = useState<Period>({ days: 30 });
  const [custom, setCustom] = useState(() => ({ from: addDays(dayOf(Date.now()), -29), to: dayOf(Date.now()) }));
  const days = periodDays(period);
  const choose = (next: { from: string; to: string }) => {
    setCustom(next);
    setPeriod(next);
  };
  return (
    <section className={styles.section} aria-labelledby="banner-stats">
      <div className={styles.toolbar}>
        <h2 id="banner-stats">{title}</h2>
        <Link to="/brands-manager/banners" className="button">{t('brandBanners.stats.back')}</Link>
      </div>
      <div className={own.periods} role="group" aria-label={t('brandBanners.stats.period')}>
        {PRESETS.map((count) => (
          <button key={count} type="button" className="button" aria-pressed={'days' in period && period.days === count} onClick={() => {
            setPeriod({ days: count });
            setCustom(periodDays({ days: count })!);
          }}>
            {t('brandBanners.stats.days', { count })}
          </button>
        ))}
        <label className="field">
          {t('brandBanners.stats.from')}
          <input className="text-input" type="date" value={custom.from} onChange={(event) => choose({ ...custom, from: event.target.value })} data-testid="banner-stat-from" />
        </label>
        <label className="field">
          {t('brandBanners.stats.to')}
          <input className="text-input" type="date" value={custom.to} onChange={(event) => choose({ ...custom, to: event.target.value })} data-testid="banner-stat-to" />
        </label>
      </div>
      {days ? <PeriodFigures key={`${days.from}:${days.to}`} scope={scope} {...days} />
        : <p className="message message-error" role="alert">{t('brandBanners.stats.periodProblem', { max: MAX_BANNER_STAT_DAYS })}</p>}
    </section>
  );
}

function OneBanner({ kind, id }: { kind: EditableBannerKind; id: number }) {
  const { t } = useTranslation();
  // Opened from a link or a reload: the brand's banners are read into the device for the banner's title.
  useBrandBanners(useChosenBrand().id);
  const banner = useBrandBanner(id);
  return <Statistics scope={{ banner: { kind, id } }} title={t('brandBanners.stats.titleOne', { title: banner?.title ?? '…' })} />;
}

/** One banner's figures, or (without a banner) every banner of the chosen brand summed. */
export function BannerStatistics({ banner }: { banner?: { kind: EditableBannerKind; id: number } }) {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  if (banner) return <OneBanner {...banner} />;
  return <Statistics key={brand.id} scope={{ brand: brand.id }} title={t('brandBanners.stats.titleAll')} />;
}
