// Settings → Premium: whether premium is active and until when, and the grower's orders with their state (an order
// made offline shows as waiting to be sent; an invoice says how to pay it; a Stripe order links to its payment page,
// and back from it the page says the payment is being confirmed until Stripe's webhook has paid the order).
import { Link, useRouterState } from '@tanstack/react-router';
import type { PremiumOrderRecord } from '@/db/database';
import { formatMoney } from '@/domain/page/money';
import { formatDay } from '@/features/premium/format';
import { usePremium } from '@/features/premium/use-premium';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useSettingsContext } from './settings-context';
import styles from './Settings.module.css';

function OrderRow({ order }: { order: PremiumOrderRecord }) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(i18n.language, order.amount, order.currency);
  const sending = order.id < 0;
  return (
    <li className={styles.row} data-testid="premium-order" data-state={sending ? 'sending' : order.state}>
      <span>
        <strong>{t(`premium.plan.${order.plan}`)}</strong> · {amount} · {formatDay(i18n.language, order.add_date)}
        {order.number && <> · {order.number}</>}
      </span>
      <span>
        {sending ? t('premium.state.sending') : order.state === 'paid' ? t('premium.state.paid', { date: formatDay(i18n.language, order.paid_date ?? order.add_date) }) : t('premium.state.unpaid')}
      </span>
      {!sending && order.state === 'unpaid' && (order.pay_url
        ? <a className="button button-primary" href={order.pay_url} rel="noopener">{t('premium.payByCard')}</a>
        : order.provider === 'invoice' && <span className={styles.note}>{t('premium.transfer', { amount, number: order.number })}</span>)}
    </li>
  );
}

export function PremiumSettings() {
  const { t, i18n } = useTranslation();
  const { userId, answer } = useSettingsContext();
  const { state, orders, refresh } = usePremium(userId);
  const premium = state ?? answer.premium;
  // Back from Stripe's payment page (?paid=<order>): its webhook may not have arrived yet.
  const paidId = Number(useRouterState({ select: (router) => (router.location.search as { paid?: unknown }).paid }));
  const confirming = orders?.find((order) => order.id === paidId && order.state === 'unpaid');
  return (
    <div className={styles.form}>
      {confirming && (
        <p className="message" role="status" data-testid="premium-confirming">
          {t('premium.returned')}{' '}
          <button type="button" className="button" onClick={refresh.retry} disabled={refresh.status === 'loading'}>{t('premium.checkAgain')}</button>
        </p>
      )}
      <p data-testid="premium-state">
        {premium.active && premium.until ? t('settings.premium.active', { date: formatDay(i18n.language, premium.until) }) : t('settings.premium.none')}
      </p>
      <p className={styles.actions}>
        <Link to="/premium" className="button">{t('premium.plansLink')}</Link>
        <Link to="/grower/$id/settings/$section" params={{ id: userId, section: 'invoices' }}>{t('premium.invoicesLink')}</Link>
      </p>
      <h2 className={styles.heading}>{t('premium.orders')}</h2>
      <RefreshStatus state={refresh} hasData={(orders?.length ?? 0) > 0} offlineText={t('premium.offline')} />
      {(orders === undefined || (orders.length === 0 && refresh.status === 'loading')) && <div className={`skeleton ${styles.skeleton}`} />}
      {orders && (orders.length === 0
        ? refresh.status !== 'loading' && <p className={styles.note}>{t('premium.noOrders')}</p>
        : <ul className={styles.list}>{orders.map((order) => <OrderRow key={order.id} order={order} />)}</ul>)}
    </div>
  );
}
