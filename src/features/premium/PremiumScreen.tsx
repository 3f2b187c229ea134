// /premium: what premium gives (with the real limits), the plans and their prices, and buying one (queued: an order
// made offline waits and is sent once; the invoice provider needs nothing else, Stripe opens its payment page).
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PREMIUM_PLAN_IDS, PREMIUM_PLANS, WEEK_PHOTOS, WEEK_VIDEO_BYTES, type PaymentProviderName, type PremiumPlanId } from '@/domain/premium/premium-limits';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { GoldMark } from '@/ui/GoldMark';
import { formatMoney } from '@/domain/page/money';
import { formatDay } from './format';
import { usePlans, usePremium } from './use-premium';
import { placeOrder } from './writes';
import styles from './Premium.module.css';

const MB = 1024 * 1024;

export function PremiumScreen() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const { state } = usePremium(user?.id ?? null);
  const providers = usePlans().data?.providers ?? ['invoice'];
  const [plan, setPlan] = useState<PremiumPlanId>('year');
  const [provider, setProvider] = useState<PaymentProviderName>('invoice');
  const [status, setStatus] = useState<'idle' | 'sending' | { error: string }>('idle');
  const navigate = useNavigate();
  const price = (id: PremiumPlanId) => formatMoney(i18n.language, PREMIUM_PLANS[id].amount, PREMIUM_PLANS[id].currency);

  const buy = () => {
    if (!user) return;
    setStatus('sending');
    placeOrder(user.id, plan, providers.includes(provider) ? provider : 'invoice', t('premium.orderLabel', { plan: t(`premium.plan.${plan}`) })).then(
      () => navigate({ to: '/grower/$id/settings/$section', params: { id: user.id, section: 'premium' } }),
      (e: unknown) => setStatus({ error: describeError(e) }),
    );
  };

  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('premium.title')} <GoldMark user={{ is_premium: true }} /></h1>
        <p>{t('premium.intro')}</p>
        {state?.active && state.until && (
          <p className="message" role="status" data-testid="premium-active">
            {t('premium.active', { date: formatDay(i18n.language, state.until) })} {t('premium.extend')}
          </p>
        )}
      </header>
      <section aria-labelledby="premium-benefits">
        <h2 id="premium-benefits">{t('premium.benefits')}</h2>
        <ul className={styles.benefits}>
          <li>{t('premium.gold')}</li>
          <li>{t('premium.noAds')}</li>
          <li>{t('premium.photos', { free: WEEK_PHOTOS.free, premium: WEEK_PHOTOS.premium })}</li>
          <li>{t('premium.videos', { free: WEEK_VIDEO_BYTES.free / MB, premium: WEEK_VIDEO_BYTES.premium / MB })}</li>
        </ul>
      </section>
      <section aria-labelledby="premium-plans">
        <h2 id="premium-plans">{t('premium.plans')}</h2>
        <div className={styles.plans} role="radiogroup" aria-labelledby="premium-plans">
          {PREMIUM_PLAN_IDS.map((id) => {
            const { days, amount, currency } = PREMIUM_PLANS[id];
            return (
              <label key={id} className={plan === id ? `${styles.plan} ${styles.chosen}` : styles.plan} data-testid={`plan-${id}`}>
                <input type="radio" name="plan" value={id} checked={plan === id} onChange={() => setPlan(id)} />
                <span className={styles.planName}>{t(`premium.plan.${id}`)}</span>
                <span className={styles.price}>{price(id)}</span>
                <span className={styles.note}>{t('premium.days', { count: days })}</span>
                {id === 'year' && <span className={styles.note}>{t('premium.perMonth', { price: formatMoney(i18n.language, Math.round(amount / 12), currency) })}</span>}
              </label>
            );
          })}
        </div>
        {user ? (
          <>
            <fieldset className={styles.providers}>
              <legend>{t('premium.provider.title')}</legend>
              {providers.map((name) => (
                <label key={name} className={styles.check}>
                  <input type="radio" name="provider" value={name} checked={provider === name} onChange={() => setProvider(name)} data-testid={`provider-${name}`} />
                  <span>{t(`premium.provider.${name}`)}</span>
                </label>
              ))}
            </fieldset>
            <p className={styles.actions}>
              <button type="button" className="button button-primary" onClick={buy} disabled={status === 'sending'} data-testid="premium-buy">
                {status === 'sending' ? t('premium.buying') : t('premium.buy', { plan: t(`premium.plan.${plan}`), price: price(plan) })}
              </button>
              <Link to="/grower/$id/settings/$section" params={{ id: user.id, section: 'premium' }}>{t('premium.settingsLink')}</Link>
              <Link to="/terms-paid">{t('premium.terms')}</Link>
            </p>
            {typeof status === 'object' && <p className="message message-error" role="alert">{status.error}</p>}
          </>
        ) : (
          user === null && (
            <p className={styles.actions}>
              {t('premium.signIn')} <Link to="/auth/signin" className="button button-primary">{t('premium.signInLink')}</Link>
            </p>
          )
        )}
      </section>
    </div>
  );
}
