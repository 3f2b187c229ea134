// The profile's orders tab (its grower only) and the list it shares with the brand's orders tab: each order from a
// partner brand with its lines, total, state, date and where it goes; the grower cancels a new one, the brand's
// managers confirm, ship or cancel it (all wait offline). Opens offline with what was read before.
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import type { PartnerOrder } from '@/domain/orders/orders';
import { BRAND_ORDER_STEPS, canCancel } from '@/domain/orders/orders-limits';
import { useTranslation } from '@/i18n/use-translation';
import { formatMoney } from '@/domain/page/money';
import { formatDay } from '@/features/premium/format';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { growerOrders, type OrderList } from './orders-store';
import { useOrders } from './use-orders';
import { cancelOrder, stepOrder } from './writes';
import styles from './Orders.module.css';

/** A brand manager's next steps of an order: confirm, ship (one tap), cancel (a second tap). */
function BrandSteps({ order }: { order: PartnerOrder }) {
  const { t } = useTranslation();
  const label = (state: string) => t('orders.stepLabel', { id: order.id, state: t(`orders.state.${state}`) });
  return (
    <p className={styles.actions}>
      {BRAND_ORDER_STEPS[order.state].map((state) => (state === 'cancelled'
        ? <ConfirmButton key={state} label={t('orders.cancel')} confirmLabel={t('orders.confirmCancel')} cancelLabel={t('orders.keep')}
          onConfirm={() => void stepOrder(order.brand.id, order.id, state, label(state))} />
        : <button key={state} type="button" className="button button-primary" onClick={() => void stepOrder(order.brand.id, order.id, state, label(state))}>
          {t(`orders.step.${state}`)}
        </button>))}
    </p>
  );
}

/** One order; its grower may cancel it while it is new, its brand's managers see where it goes at once and move it on. */
function OrderCard({ order, forBrand }: { order: PartnerOrder; forBrand: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, order.currency);
  return (
    <li className={styles.order} data-testid="partner-order" data-state={order.state}>
      <header className={styles.head}>
        <Link to={order.brand.link as '/'} className={styles.brand}>{order.brand.name}</Link>
        <span className={`${styles.state} ${styles[order.state]}`} data-testid="order-state">{t(`orders.state.${order.state}`)}</span>
      </header>
      <p className={styles.meta}>
        {t('orders.number', { id: order.id })} · <time dateTime={order.add_date}>{formatDay(i18n.language, order.add_date)}</time>
        {forBrand && <> · {t('orders.customer', { id: order.user_id })}</>}
      </p>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={`${line.product_id ?? line.name}`} className={styles.line}>
            <span>{line.quantity} × {line.product_id === null ? line.name : <Link to={line.link as '/'}>{line.name}</Link>}</span>
            <span>{money(line.amount * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}><span>{t('orders.total')}</span><strong data-testid="order-total">{money(order.total)}</strong></p>
      <details className={styles.delivery} open={forBrand}>
        <summary>{t('orders.deliverTo', { name: order.delivery.name })}</summary>
        <p className={styles.address}>{order.delivery.address}</p>
        <p>{order.delivery.phone} · {order.delivery.email}</p>
      </details>
      {forBrand && BRAND_ORDER_STEPS[order.state].length > 0 && <BrandSteps order={order} />}
      {!forBrand && canCancel(order.state) && (
        <p className={styles.actions}>
          <ConfirmButton label={t('orders.cancel')} confirmLabel={t('orders.confirmCancel')} cancelLabel={t('orders.keep')}
            onConfirm={() => void cancelOrder(order.user_id, order.id, t('orders.cancelLabel', { brand: order.brand.name, id: order.id }))} />
        </p>
      )}
    </li>
  );
}

/** A list of orders as stored, refreshed when shown, with its empty text and "show more". */
export function OrderListView({ list, forBrand, empty, offline }: { list: OrderList; forBrand: boolean; empty: ReactNode; offline: string }) {
  const { t } = useTranslation();
  const { orders, total, refresh, more } = useOrders(list);
  return (
    <>
      <RefreshStatus state={refresh} hasData={(orders?.length ?? 0) > 0 || total !== undefined} offlineText={offline} />
      {orders === undefined || (orders.length === 0 && total === undefined && refresh.status === 'loading')
        ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
        : orders.length === 0
          ? (refresh.status !== 'failed' || total !== undefined) && <p className={styles.empty} data-testid="orders-empty">{empty}</p>
          : <ul className={styles.list}>{orders.map((order) => <OrderCard key={order.id} order={order} forBrand={forBrand} />)}</ul>}
      {orders !== undefined && total !== undefined && orders.length < total && (
        <p className={styles.more}>
          <button type="button" className="button" disabled={refresh.status === 'loading'} onClick={more}>{t('orders.more')}</button>
        </p>
      )}
    </>
  );
}

export function OrdersTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const list = useMemo(() => growerOrders(userId), [userId]);
  return (
    <section aria-label={t('orders.title')}>
      <OrderListView list={list} forBrand={false} offline={t('orders.offline')}
        empty={<>{t('orders.empty')} <Link to="/cart">{t('orders.toCart')}</Link></>} />
    </section>
  );
}
