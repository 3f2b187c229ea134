// The newsletters tab: the brand's newsletters, newest first (stored on the device: it opens offline), each with its
// subject, state and send date, sends, opens, clicks and their rates, its chart of opens and clicks per day (sent
// ones) or its editor and deletion (drafts); a waiting change is marked; a new newsletter opens the editor.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { BrandNewsletterRecord } from '@/db/database';
import { brandNewsletterTarget } from '@/domain/api/change-targets';
import { ratePercent } from '@/domain/brand-manager/newsletter-limits';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { isTempId } from '@/sync/outbox/temp-ids';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { NewsletterChart } from './NewsletterChart';
import { useBrandNewsletters } from './newsletter-hooks';
import { removeNewsletterDraft } from './newsletter-store';
import { useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';
import own from './Newsletter.module.css';

function Figures({ newsletter }: { newsletter: BrandNewsletterRecord }) {
  const { t } = useTranslation();
  const { cnt_sends: sends, cnt_opens: opens, cnt_clicks: clicks } = newsletter;
  const figures: [string, string][] = [
    [t('brandAudience.newsletters.sends'), String(sends)],
    [t('brandAudience.newsletters.opens'), String(opens)],
    [t('brandAudience.newsletters.clicks'), String(clicks)],
    [t('brandAudience.newsletters.openRate'), `${ratePercent(opens, sends)} %`],
    [t('brandAudience.newsletters.clickRate'), `${ratePercent(clicks, sends)} %`],
  ];
  return (
    <dl className={own.figures} data-testid="newsletter-figures">
      {figures.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
    </dl>
  );
}

function NewsletterRow({ newsletter, waiting, onError }: { newsletter: BrandNewsletterRecord; waiting: boolean; onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const [chartShown, setChartShown] = useState(false);
  const sent = newsletter.status === 'sent';
  return (
    <li className={styles.row} data-testid="brand-newsletter">
      <span className={styles.who}>
        <span>
          {sent ? <span className={styles.name}>{newsletter.subject}</span>
            : <Link to="/brands-manager/newsletters/edit/$id" params={{ id: newsletter.id }} className={styles.name}>{newsletter.subject}</Link>}
          <br />
          <span className={styles.meta}>
            {sent && newsletter.send_date
              ? t('brandAudience.newsletters.sentOn', { date: new Date(newsletter.send_date).toLocaleDateString() })
              : t('brandAudience.newsletters.draft')}
          </span>
        </span>
        {waiting && <span className={styles.waiting}>{t('brandsManager.waiting')}</span>}
      </span>
      <span className={styles.actions}>
        {sent && !isTempId(newsletter.id) && !waiting && (
          <button type="button" className="button" aria-expanded={chartShown} onClick={() => setChartShown(!chartShown)}>
            {chartShown ? t('brandAudience.newsletters.hideChart') : t('brandAudience.newsletters.showChart')}
          </button>
        )}
        {!sent && (
          <ConfirmButton label={t('brandAudience.newsletters.remove')} confirmLabel={t('brandAudience.newsletters.confirmRemove', { subject: newsletter.subject })}
            cancelLabel={t('brandsManager.cancel')}
            onConfirm={() => removeNewsletterDraft(newsletter).then(() => onError(null), (failure: unknown) => onError(describeError(failure)))} />
        )}
      </span>
      {sent && <Figures newsletter={newsletter} />}
      {chartShown && <NewsletterChart newsletter={newsletter} />}
    </li>
  );
}

export function NewslettersTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const { newsletters, waiting, refresh } = useBrandNewsletters(brand.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="brand-newsletters">
      <div className={styles.toolbar}>
        <h2 id="brand-newsletters">{t('brandAudience.newsletters.title', { count: newsletters?.length ?? 0 })}</h2>
        <Link to="/brands-manager/newsletters/edit/$id" params={{ id: 0 }} className="button button-primary" data-testid="new-newsletter">
          {t('brandAudience.newsletters.new')}
        </Link>
      </div>
      <p className={styles.note}>{t('brandAudience.newsletters.intro')}</p>
      <RefreshStatus state={refresh} hasData={Boolean(newsletters?.length)} offlineText={t('brandsManager.offlineMissing')} />
      {error && <p className="message message-error" role="alert">{error}</p>}
      {newsletters === undefined
        ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
        : newsletters.length === 0
          ? (refresh.status !== 'loading' && <p className={styles.note}>{t('brandAudience.newsletters.empty')}</p>)
          : (
            <ul className={styles.list} data-testid="brand-newsletters">
              {newsletters.map((newsletter) => (
                <NewsletterRow key={newsletter.id} newsletter={newsletter} waiting={waiting.has(brandNewsletterTarget(newsletter.id))} onError={setError} />
              ))}
            </ul>
          )}
    </section>
  );
}
