// A strain's frame: loads it, titles the page by strain and tab, shows its header and tabs, or says why it can't.
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { StrainDetail } from '@/domain/strain/strain';
import { STRAIN_TABS, type StrainTab } from '@/domain/strain/strain-pages';
import { brandLink } from '@/features/catalogue/catalogue-links';
import { ItemTabBar } from '@/features/catalogue/ItemTabBar';
import { ItemStatView } from '@/features/catalogue/RatingStars';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { SaveForOfflineButton } from '@/features/saved/SaveForOfflineButton';
import { ServerError } from '@/sync/transport/http';
import { fetchStrain } from '@/features/strains/strain-store';
import { usePageTitle } from '@/ui/use-page-title';
import { StrainContext } from './strain-context';
import { useApiData } from '@/ui/use-api-data';
import { useProductViewCount } from '@/features/brands-manager/statistic-view';
import { ValueChip } from './ValueChip';
import styles from './strains.module.css';

/** "Name by Breeder", as the server titles the page. */
export function useStrainName(strain: Pick<StrainDetail, 'name' | 'brand_name'> | undefined): string | undefined {
  const { t } = useTranslation();
  if (!strain) return undefined;
  return strain.brand_name ? t('strains.strainTitle', { name: strain.name, breeder: strain.brand_name }) : strain.name;
}

function StrainHeader({ strain }: { strain: StrainDetail }) {
  const { t } = useTranslation();
  const a = strain.attributes;
  return (
    <header className={styles.header}>
      <h1 data-testid="strain-title">{strain.name}</h1>
      {strain.brand_id !== null && strain.brand_name && (
        <p className={styles.links}>
          <Link {...brandLink({ section: 'seed', category: null, id: strain.brand_id })} data-testid="strain-breeder">{t('strains.breederLink', { name: strain.brand_name })}</Link>
          <Link to="/strains" search={{ brand: strain.brand_id }} className={styles.muted}>{t('strains.allOfBreeder', { name: strain.brand_name })}</Link>
        </p>
      )}
      <ItemStatView stat={strain.item_stat} />
      {a && (
        <ul className={styles.chips} aria-label={t('strains.attributes.label')}>
          <li><ValueChip category="genes" value={a.genes} /></li>
          <li><ValueChip category="genes" value={a.flowering_type} /></li>
          <li><ValueChip category="thc" value={a.thc_level} label={t('strains.attributes.thc', { thc: a.thc })} /></li>
          <li><ValueChip category="growing" value={a.growing} /></li>
        </ul>
      )}
    </header>
  );
}

function StrainTabs({ strain }: { strain: StrainDetail }) {
  const { t } = useTranslation();
  const { id } = strain;
  const counts: Partial<Record<StrainTab, number>> = { diaries: strain.cnt_diaries, reviews: strain.item_stat.cnt_reviews };
  return (
    <ItemTabBar
      label={t('catalogue.tabs.label')}
      tabs={[
        { label: t('catalogue.tabs.index'), link: { to: '/strains/$id', params: { id } } },
        ...STRAIN_TABS.map((tab) => ({ label: t(`catalogue.tabs.${tab}`), link: { to: '/strains/$id/$tab' as const, params: { id, tab } }, count: counts[tab] })),
      ]}
    />
  );
}

export function StrainScreen({ id, children }: { id: number; children: ReactNode }) {
  const { t } = useTranslation();
  const { data: strain, refresh } = useApiData(`strain:${id}`, () => fetchStrain(id));
  // A strain is its breeder's catalogue product: its page views count in the breeder's statistics.
  useProductViewCount(id);
  const tab = useRouterState({ select: (state) => state.location.pathname.split('/')[3] as StrainTab | 'sys-tree' | undefined });
  const name = useStrainName(strain);
  usePageTitle(name && (tab ? t('strains.strainTabTitle', { strain: name, tab: t(`strains.tabTitle.${tab}`) }) : name));

  if (refresh.status === 'failed' && refresh.error instanceof ServerError && refresh.error.status === 404) {
    return <div className="page"><NotFoundMessage /></div>;
  }
  return (
    <div className="page">
      <RefreshStatus state={refresh} hasData={Boolean(strain)} offlineText={t('strains.offlineMissing')} />
      {strain ? (
        <StrainContext.Provider value={strain}>
          <StrainHeader strain={strain} />
          <SaveForOfflineButton type="strain" id={strain.id} name={name ?? strain.name} link={`/strains/${strain.id}`} />
          <StrainTabs strain={strain} />
          {children}
        </StrainContext.Provider>
      ) : refresh.status === 'loading' && <div className="skeleton" style={{ height: 240 }} aria-busy="true" />}
    </div>
  );
}
