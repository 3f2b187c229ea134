// The brand manager area's orders tab: the chosen brand's orders from growers, newest first, with where each goes
// (read online: the brand manager area's answers are not kept by the service worker).
import { useState } from 'react';
import { useChosenBrand } from '@/features/brands-manager/use-brands-manager';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useApiData } from '@/ui/use-api-data';
import { loadBrandOrders } from './orders-store';
import { OrderCard } from './OrdersTab';
import styles from './Orders.module.css';

export function BrandOrdersTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const [pages, setPages] = useState(1);
  const { data, refresh } = useApiData(`brand-orders:${brand.id}:${pages}`, (signal) => loadBrandOrders(brand.id, pages, signal));
  return (
    <section aria-labelledby="brand-orders">
      <h2 id="brand-orders">{t('orders.brandTitle')}</h2>
      <p className={styles.empty}>{t('orders.brandNote')}</p>
      <RefreshStatus state={refresh} hasData={data !== undefined} offlineText={t('orders.offlineBrand')} />
      {data === undefined
        ? refresh.status === 'loading' && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
        : data.items.length === 0
          ? <p className={styles.empty} data-testid="brand-orders-empty">{t('orders.brandEmpty')}</p>
          : <ul className={styles.list}>{data.items.map((order) => <OrderCard key={order.id} order={order} forBrand />)}</ul>}
      {data && data.items.length < data.total && (
        <p className={styles.more}>
          <button type="button" className="button" disabled={refresh.status === 'loading'} onClick={() => setPages((count) => count + 1)}>{t('orders.more')}</button>
        </p>
      )}
    </section>
  );
}
