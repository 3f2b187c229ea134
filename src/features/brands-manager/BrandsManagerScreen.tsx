// /brands-manager: the frame of the brand manager area. Sign-in needed; a grower who manages no brand gets the 403
// page. The brand chosen in the switcher (shown when one manages several) and its tabs; stored brands open offline.
import { Link } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import type { User } from '@/domain/user/user';
import { useTranslation } from '@/i18n/use-translation';
import { useCurrentUser } from '@/features/account/use-current-user';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useCurrentTabInView } from '@/ui/use-current-tab-in-view';
import { usePageTitle } from '@/ui/use-page-title';
import { ManagerForbidden } from './ManagerForbidden';
import { BrandContext, useManagedBrands } from './use-brands-manager';
import { chooseBrand } from './writes';
import styles from './BrandsManager.module.css';

const TABS = [
  { to: '/brands-manager', key: 'accounts', exact: true },
  { to: '/brands-manager/edit', key: 'edit', exact: false },
  { to: '/brands-manager/products', key: 'products', exact: false },
  { to: '/brands-manager/orders', key: 'orders', exact: false },
  { to: '/brands-manager/schemes', key: 'schemes', exact: false },
  { to: '/brands-manager/banners', key: 'banners', exact: false },
  { to: '/brands-manager/testers', key: 'testers', exact: false },
  { to: '/brands-manager/statistics', key: 'statistics', exact: false },
  { to: '/brands-manager/newsletters', key: 'newsletters', exact: false },
  { to: '/brands-manager/subscription', key: 'subscription', exact: false },
  { to: '/brands-manager/welcome', key: 'welcome', exact: false },
] as const;

function ManagerArea({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation();
  const { brands, brand, refresh, forbidden } = useManagedBrands(user.id);
  const tabList = useRef<HTMLUListElement>(null);
  useCurrentTabInView(tabList);
  usePageTitle(brand ? t('brandsManager.pageTitle', { brand: brand.name }) : t('brandsManager.title'));
  if (forbidden) return <ManagerForbidden signedIn />;
  return (
    <div className="page">
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('brandsManager.title')}</h1>
          {brand && <p className={styles.brand} data-testid="managed-brand">{brand.name}</p>}
        </div>
        {brands && brands.length > 1 && brand && (
          <label className={styles.switcher}>
            {t('brandsManager.switchBrand')}
            <select className="text-input" value={brand.id} onChange={(event) => void chooseBrand(Number(event.target.value))} data-testid="brand-switcher">
              {brands.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
            </select>
          </label>
        )}
      </header>
      <RefreshStatus state={refresh} hasData={Boolean(brand)} offlineText={t('brandsManager.offlineMissing')} />
      {brand ? (
        <>
          <nav aria-label={t('brandsManager.tabsLabel')}>
            <ul className={styles.tabs} ref={tabList}>
              {TABS.map((tab) => (
                <li key={tab.key}>
                  <Link to={tab.to} activeOptions={{ exact: tab.exact }} activeProps={{ 'aria-current': 'page', className: styles.active }}>
                    {t(`brandsManager.tabs.${tab.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>
        </>
      ) : (brands === undefined || refresh.status === 'loading') && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />}
    </div>
  );
}

export function BrandsManagerScreen({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user === undefined) return <div className="page"><div className={`skeleton ${styles.skeleton}`} aria-busy="true" /></div>;
  if (user === null) return <ManagerForbidden signedIn={false} />;
  return <ManagerArea user={user}>{children}</ManagerArea>;
}
