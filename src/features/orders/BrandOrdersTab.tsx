// The brand manager area's orders tab: the chosen brand's orders from growers, newest first, with where each goes;
// its managers confirm, ship or cancel them (waits offline). Opens offline with what was read before.
import { useMemo } from 'react';
import { useChosenBrand } from '@/features/brands-manager/use-brands-manager';
import { useTranslation } from '@/i18n/use-translation';
import { brandOrders } from './orders-store';
import { OrderListView } from './OrdersTab';
import styles from './Orders.module.css';

export function BrandOrdersTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const list = useMemo(() => brandOrders(brand.id), [brand.id]);
  return (
    <section aria-labelledby="brand-orders">
      <h2 id="brand-orders">{t('orders.brandTitle')}</h2>
      <p className={styles.empty}>{t('orders.brandNote')}</p>
      <OrderListView list={list} forBrand offline={t('orders.offlineBrand')} empty={t('orders.brandEmpty')} />
    </section>
  );
}
