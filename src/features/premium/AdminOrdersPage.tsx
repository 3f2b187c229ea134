// /admin/orders: every grower's premium orders, newest first, by state; an admin marks an invoice order paid once the
// transfer arrived (queued: waits offline, sent once). Admins only: the API answers 403 to anyone else.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PremiumOrderRecord } from '@/db/database';
import type { OrderState } from '@/domain/premium/premium-limits';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { GoldMark } from '@/ui/GoldMark';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { formatMoney } from '@/domain/page/money';
import { formatDay } from './format';
import { useAdminOrders } from './use-premium';
import { markPaid } from './writes';
import styles from './Premium.module.css';

const FILTERS = ['unpaid', 'paid', 'all'] as const;

function AdminOrderRow({ order, waiting }: { order: PremiumOrderRecord; waiting: boolean }) {
  const { t, i18n } = useTranslation();
  const amount = formatMoney(i18n.language, order.amount, order.currency);
  const mark = () => {
    if (!window.confirm(t('premium.admin.confirm', { number: order.number, name: order.user?.name ?? '', amount }))) return;
    void markPaid(order.id, t('premium.admin.markLabel', { number: order.number }));
  };
  return (
    <li className={styles.row} data-testid="admin-order" data-order={order.id}>
      <div className={styles.rowHead}>
        {order.user && (
          <Link to="/grower/$id" params={{ id: order.user.id }} className={styles.grower}>
            <Avatar user={order.user} size={24} />
            <span>{order.user.name}</span>
            <GoldMark user={order.user} />
          </Link>
        )}
        <span className={order.state === 'paid' ? `${styles.state} ${styles.paid}` : styles.state}>
          {waiting ? t('premium.state.sending') : order.state === 'paid' ? t('premium.state.paid', { date: formatDay(i18n.language, order.paid_date ?? order.add_date) }) : t('premium.state.unpaid')}
        </span>
      </div>
      <span>
        {order.number} · {t(`premium.plan.${order.plan}`)} · {amount} · {formatDay(i18n.language, order.add_date)} · {t(`premium.providerName.${order.provider}`)}
      </span>
      {order.state === 'unpaid' && (order.provider === 'invoice'
        ? <p className={styles.actions}><button type="button" className="button button-primary" onClick={mark} data-testid="mark-paid">{t('premium.admin.markPaid')}</button></p>
        : <span className={styles.note}>{t('premium.admin.byStripe')}</span>)}
    </li>
  );
}

export function AdminOrdersPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrderState | 'all'>('unpaid');
  const { orders, total, waiting, refresh, more } = useAdminOrders(filter);
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t('premium.admin.title')}</h1>
      <div className={styles.filters} role="group" aria-label={t('premium.admin.title')}>
        {FILTERS.map((name) => (
          <button key={name} type="button" className={filter === name ? 'button button-primary' : 'button'} aria-pressed={filter === name} onClick={() => setFilter(name)}>
            {t(`premium.admin.filter.${name}`)}
          </button>
        ))}
      </div>
      <RefreshStatus state={refresh} hasData={(orders?.length ?? 0) > 0} offlineText={t('premium.admin.offline')} />
      {(orders === undefined || (orders.length === 0 && refresh.status === 'loading')) && <div className={`skeleton ${styles.loading}`} />}
      {orders && (orders.length === 0
        ? refresh.status === 'done' && <p className={styles.note}>{t('premium.admin.empty')}</p>
        : <ul className={styles.list}>{orders.map((order) => <AdminOrderRow key={order.id} order={order} waiting={waiting.has(order.id)} />)}</ul>)}
      {orders && total !== undefined && orders.length < total && (
        <p className={styles.actions}>
          <span className={styles.note}>{t('premium.admin.shown', { shown: orders.length, total })}</span>
          <button type="button" className="button" onClick={more} disabled={refresh.status === 'loading'} data-testid="orders-more">{t('premium.admin.more')}</button>
        </p>
      )}
    </div>
  );
}
