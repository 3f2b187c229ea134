// The schemes tab: the brand's nutrient schemes by name (stored on the device: it opens offline), each with its
// weeks and products, its waiting change, its public page and its deletion; a new scheme opens the editor.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { brandSchemeTarget } from '@/domain/api/change-targets';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useBrandSchemes } from './scheme-hooks';
import { removeScheme } from './scheme-store';
import { useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';

export function SchemesTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const { schemes, waiting, refresh } = useBrandSchemes(brand.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="brand-schemes">
      <div className={styles.toolbar}>
        <h2 id="brand-schemes">{t('brandsManager.schemes.title', { count: schemes?.length ?? 0 })}</h2>
        <Link to="/brands-manager/schemes/edit/$id" params={{ id: 0 }} className="button button-primary" data-testid="new-scheme">
          {t('brandsManager.schemes.new')}
        </Link>
      </div>
      <RefreshStatus state={refresh} hasData={Boolean(schemes?.length)} offlineText={t('brandsManager.offlineMissing')} />
      {error && <p className="message message-error" role="alert">{error}</p>}
      {schemes === undefined
        ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
        : schemes.length === 0
          ? (refresh.status !== 'loading' && <p className={styles.note}>{t('brandsManager.schemes.empty')}</p>)
          : (
            <ul className={styles.list} data-testid="brand-schemes">
              {schemes.map((scheme) => (
                <li key={scheme.id} className={styles.row} data-testid="brand-scheme">
                  <span className={styles.who}>
                    <Link to="/brands-manager/schemes/edit/$id" params={{ id: scheme.id }} className={styles.name}>{scheme.name}</Link>
                    {waiting.has(brandSchemeTarget(scheme.id)) && <span className={styles.waiting}>{t('brandsManager.waiting')}</span>}
                  </span>
                  <span className={styles.meta}>
                    {t('brandsManager.schemes.weeks', { count: scheme.items_week.length })} · {t('brandsManager.schemes.products', { count: scheme.items_product.length })}
                  </span>
                  <span className={styles.actions}>
                    {brand.link && <a href={`${brand.link}/schemes`}>{t('brandsManager.schemes.view')}</a>}
                    <ConfirmButton label={t('brandsManager.schemes.remove')} confirmLabel={t('brandsManager.schemes.confirmRemove', { name: scheme.name })}
                      cancelLabel={t('brandsManager.cancel')}
                      onConfirm={() => removeScheme(scheme).then(() => setError(null), (failure: unknown) => setError(describeError(failure)))} />
                  </span>
                </li>
              ))}
            </ul>
          )}
    </section>
  );
}
