// The products tab: the brand's products by name (stored on the device: it opens offline), filtered by name, each
// with its public page, its waiting change and its removal; a new product opens the editor.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { brandProductTarget } from '@/domain/api/change-targets';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useBrandProducts, useChosenBrand } from './use-brands-manager';
import { removeProduct } from './writes';
import styles from './BrandsManager.module.css';

export function ProductsTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const { products, waiting, refresh } = useBrandProducts(brand.id);
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = products?.filter((p) => p.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <section className={styles.section} aria-labelledby="brand-products">
      <div className={styles.toolbar}>
        <h2 id="brand-products">{t('brandsManager.products.title', { count: products?.length ?? 0 })}</h2>
        <Link to="/brands-manager/products/edit/$id" params={{ id: 0 }} className="button button-primary" data-testid="new-product">
          {t('brandsManager.products.new')}
        </Link>
      </div>
      <label className="field">
        {t('brandsManager.products.filter')}
        <input className="text-input" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      </label>
      <RefreshStatus state={refresh} hasData={Boolean(products?.length)} offlineText={t('brandsManager.offlineMissing')} />
      {error && <p className="message message-error" role="alert">{error}</p>}
      {shown === undefined
        ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
        : shown.length === 0
          ? (refresh.status !== 'loading' && <p className={styles.note}>{t(filter ? 'brandsManager.products.noMatch' : 'brandsManager.products.empty')}</p>)
          : (
            <ul className={styles.list} data-testid="brand-products">
              {shown.map((product) => (
                <li key={product.id} className={styles.row} data-testid="brand-product">
                  <span className={styles.who}>
                    <Link to="/brands-manager/products/edit/$id" params={{ id: product.id }} className={styles.name}>{product.name}</Link>
                    {waiting.has(brandProductTarget(product.id)) && <span className={styles.waiting}>{t('brandsManager.waiting')}</span>}
                  </span>
                  <span className={styles.actions}>
                    {product.link && <a href={product.link}>{t('brandsManager.products.view')}</a>}
                    <ConfirmButton label={t('brandsManager.products.remove')} confirmLabel={t('brandsManager.products.confirmRemove', { name: product.name })}
                      cancelLabel={t('brandsManager.cancel')}
                      onConfirm={() => removeProduct(product).then(() => setError(null), (failure: unknown) => setError(describeError(failure)))} />
                  </span>
                </li>
              ))}
            </ul>
          )}
    </section>
  );
}
