// The subscription tab: the brand's plan (since when), and for each of its limits (products, banners, newsletters
// this month, testers) how much the brand uses, a full one marked; stored on the device, so it opens offline.
import { Link } from '@tanstack/react-router';
import type { PlanUse } from '@/domain/brand-manager/subscription';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useBrandSubscription } from './subscription-hooks';
import { useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';
import own from './Subscription.module.css';

function Use({ item }: { item: PlanUse }) {
  const { t } = useTranslation();
  const full = item.used >= item.limit;
  return (
    <li className={styles.row} data-testid={`plan-${item.resource}`}>
      <span className={own.use}>
        <span className={styles.name}>{t(`brandAudience.subscription.resource.${item.resource}`)}</span>
        <meter className={own.meter} min={0} max={item.limit} low={item.limit * 0.8} high={item.limit * 0.95} optimum={0} value={Math.min(item.used, item.limit)}
          aria-label={t(`brandAudience.subscription.resource.${item.resource}`)} />
      </span>
      <span className={full ? own.full : styles.meta}>
        {t('brandAudience.subscription.used', { used: item.used, limit: item.limit })}
        {full && ` · ${t('brandAudience.subscription.full')}`}
      </span>
    </li>
  );
}

export function SubscriptionTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const { subscription, refresh } = useBrandSubscription(brand.id);
  return (
    <section className={styles.section} aria-labelledby="brand-subscription">
      <h2 id="brand-subscription">{t('brandAudience.subscription.title')}</h2>
      <RefreshStatus state={refresh} hasData={Boolean(subscription)} offlineText={t('brandsManager.offlineMissing')} />
      {subscription === undefined || (subscription === null && refresh.status === 'loading')
        ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
        : subscription && (
          <>
            <p className={own.plan} data-testid="brand-plan">
              <strong>{t(`brandAudience.subscription.plan.${subscription.plan}`)}</strong>
              {subscription.since && <span className={styles.meta}> · {t('brandAudience.subscription.since', { date: new Date(subscription.since).toLocaleDateString() })}</span>}
            </p>
            <ul className={styles.list}>
              {subscription.items.map((item) => <Use key={item.resource} item={item} />)}
            </ul>
            <p className={styles.note}>
              {t('brandAudience.subscription.month', { month: subscription.month })} {t('brandAudience.subscription.change')}{' '}
              <Link to="/contact">{t('brandAudience.subscription.contact')}</Link>
            </p>
          </>
        )}
    </section>
  );
}
