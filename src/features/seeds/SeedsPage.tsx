// /seeds and /seeds/{tag...}: strains of a kind (autoflowering, photoperiod, indica, sativa, hybrid), of a breeder,
// in an order, page by page; the list itself is the strain pages' (rows, offline copy, pages).
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { seedsTitle } from '@/domain/discovery/discovery-titles';
import { SEED_KINDS, SEED_SORTS, seedsPath, seedsQuery, type SeedsFilters } from '@/domain/catalogue/seeds-tags';
import { usePageTitle } from '@/ui/use-page-title';
import { useBreeders } from '../explore/use-explore';
import { StrainListSection } from '../strains/StrainListSection';
import styles from '../growers/GrowersPage.module.css';

export function SeedsPage({ filters, page }: { filters: SeedsFilters; page: number }) {
  const { t } = useTranslation();
  const router = useRouter();
  const breeders = useBreeders();
  const breederName = breeders.find((b) => b.id === filters.breeder)?.name;
  usePageTitle(seedsTitle(filters.kind, breederName), page);
  const open = (next: SeedsFilters) => router.history.push(seedsPath(next));
  const path = seedsPath(filters);
  const query = useMemo(() => seedsQuery({ kind: filters.kind, breeder: filters.breeder, sort: filters.sort }), [filters.kind, filters.breeder, filters.sort]);

  return (
    <div className="page">
      <h1>{filters.kind ? t(`discovery.seeds.kind.${filters.kind}`) : t('discovery.seeds.title')}{breederName ? ` · ${breederName}` : ''}</h1>
      <div className={styles.tools}>
        <label className="field">
          {t('discovery.seeds.kindLabel')}
          <select className="text-input" value={filters.kind ?? ''} onChange={(e) => open({ ...filters, kind: (e.target.value || undefined) as SeedsFilters['kind'] })}>
            <option value="">{t('discovery.seeds.all')}</option>
            {SEED_KINDS.map((kind) => <option key={kind} value={kind}>{t(`discovery.seeds.kind.${kind}`)}</option>)}
          </select>
        </label>
        <label className="field">
          {t('discovery.filter.breeder')}
          <select className="text-input" value={filters.breeder ?? ''} onChange={(e) => open({ ...filters, breeder: e.target.value ? Number(e.target.value) : undefined })}>
            <option value="">{t('discovery.any')}</option>
            {breeders.map((b) => <option key={b.id} value={b.id}>{b.name}</option>)}
          </select>
        </label>
        <label className="field">
          {t('discovery.seeds.sortLabel')}
          <select className="text-input" value={filters.sort ?? 'name'} onChange={(e) => open({ ...filters, sort: e.target.value === 'name' ? undefined : e.target.value as SeedsFilters['sort'] })}>
            {['name', ...SEED_SORTS].map((sort) => <option key={sort} value={sort}>{t(`discovery.seeds.sort.${sort}`)}</option>)}
          </select>
        </label>
      </div>
      <StrainListSection filters={query} page={page} linkTo={(n) => ({ to: path, search: n > 1 ? { page: n } : {} }) as never} />
    </div>
  );
}
