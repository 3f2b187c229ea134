// A sent newsletter's first opens and clicks per day since it was sent: paired bars drawn as SVG (scaled to the
// busiest day, the bars' values also in their titles) above a table of the days that had any; kept on the device.
import type { BrandNewsletterRecord } from '@/db/database';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useNewsletterChart } from './newsletter-hooks';
import styles from './BrandsManager.module.css';
import own from './Newsletter.module.css';

const BAR_AREA = 100;

export function NewsletterChart({ newsletter }: { newsletter: BrandNewsletterRecord }) {
  const { t, i18n } = useTranslation();
  const refresh = useNewsletterChart(newsletter.id);
  const days = newsletter.chart;
  const dayName = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  if (!days) return <RefreshStatus state={refresh} hasData={false} offlineText={t('brandsManager.offlineMissing')} />;
  const top = Math.max(1, ...days.map((d) => Math.max(d.opens, d.clicks)));
  const width = days.length * 3;
  const busy = days.filter((d) => d.opens + d.clicks > 0);
  return (
    <div className={own.chart} data-testid="newsletter-chart">
      <RefreshStatus state={refresh} hasData offlineText={t('brandsManager.offlineMissing')} />
      <svg viewBox={`0 0 ${width} ${BAR_AREA}`} preserveAspectRatio="none" className={own.bars} role="img"
        aria-label={t('brandAudience.newsletters.chartLabel', { subject: newsletter.subject, from: dayName(days[0]!.day), to: dayName(days.at(-1)!.day) })}>
        {days.map((d, index) => (
          <g key={d.day}>
            <rect x={index * 3} y={BAR_AREA - (d.opens / top) * BAR_AREA} width={1.2} height={(d.opens / top) * BAR_AREA} className={own.opens}>
              <title>{`${dayName(d.day)}: ${t('brandAudience.newsletters.opensOn', { count: d.opens })}`}</title>
            </rect>
            <rect x={index * 3 + 1.3} y={BAR_AREA - (d.clicks / top) * BAR_AREA} width={1.2} height={(d.clicks / top) * BAR_AREA} className={own.clicks}>
              <title>{`${dayName(d.day)}: ${t('brandAudience.newsletters.clicksOn', { count: d.clicks })}`}</title>
            </rect>
          </g>
        ))}
      </svg>
      <p className={own.legend}>
        <span className={own.keyOpens} aria-hidden="true" /> {t('brandAudience.newsletters.opens')}
        <span className={own.keyClicks} aria-hidden="true" /> {t('brandAudience.newsletters.clicks')}
        <span className={styles.meta}> · {dayName(days[0]!.day)} – {dayName(days.at(-1)!.day)}</span>
      </p>
      {busy.length === 0 ? <p className={styles.note}>{t('brandAudience.newsletters.noOpens')}</p> : (
        <table className={own.table}>
          <thead>
            <tr><th scope="col">{t('brandAudience.newsletters.day')}</th><th scope="col">{t('brandAudience.newsletters.opens')}</th><th scope="col">{t('brandAudience.newsletters.clicks')}</th></tr>
          </thead>
          <tbody>
            {busy.map((d) => <tr key={d.day}><th scope="row">{dayName(d.day)}</th><td>{d.opens}</td><td>{d.clicks}</td></tr>)}
          </tbody>
        </table>
      )}
    </div>
  );
}
