// /strains: the catalogue's strains filtered by name, breeder and property, in the chosen order, page by page.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_NAME_FILTER } from '@/domain/discovery/search-limits';
import { CATEGORY_VALUES, STRAIN_CATEGORIES, type StrainCategory } from '@/domain/strain/strain-vocabulary';
import { fetchBreeders } from '@/features/strains/strain-store';
import { usePageTitle } from '@/ui/use-page-title';
import { StrainListSection } from './StrainListSection';
import { strainSearchFilters, type StrainsSearch } from '@/domain/strain/strains-search';
import { useApiData } from '@/ui/use-api-data';
import styles from './strains.module.css';

const SORTS = ['name', 'rating', 'reviews', 'diaries'] as const;
/** Typing pauses this long before the list follows. */
const TYPING_PAUSE_MS = 300;

export function StrainsPage({ search }: { search: StrainsSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const page = search.page ?? 1;
  usePageTitle(t('strains.title'), page);
  const breeders = useApiData('breeders:seed', fetchBreeders).data;
  const [typed, setTyped] = useState(search.q ?? '');
  const ids = useId();

  /** Changes filters: the list starts again at page 1. */
  const setSearch = (next: Partial<StrainsSearch>) =>
    void navigate({ to: '/strains', search: (current) => ({ ...current, ...next, page: undefined }), replace: true, resetScroll: false });

  useEffect(() => {
    if (typed.trim() === (search.q ?? '')) return;
    const timer = setTimeout(() => setSearch({ q: typed.trim() || undefined }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only the typed text starts a search; `search.q` follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const filters = strainSearchFilters(search);
  const filterValue = filters.category ? `${filters.category}/${filters.value}` : '';
  return (
    <div className="page">
      <header className={styles.intro}>
        <h1>{t('strains.title')}</h1>
        <Link to="/strains/categories">{t('strains.categoriesLink')}</Link>
      </header>
      <form className={styles.filters} role="search" aria-label={t('strains.filters.label')} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${ids}-name`}>{t('strains.filters.name')}</label>
          <input id={`${ids}-name`} className="text-input" type="search" value={typed} maxLength={MAX_NAME_FILTER} onChange={(event) => setTyped(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-breeder`}>{t('strains.filters.breeder')}</label>
          <select id={`${ids}-breeder`} value={search.brand ?? ''} onChange={(event) => setSearch({ brand: event.target.value ? Number(event.target.value) : undefined })}>
            <option value="">{t('strains.filters.anyBreeder')}</option>
            {breeders?.map((breeder) => <option key={breeder.id} value={breeder.id}>{breeder.name}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-category`}>{t('strains.filters.category')}</label>
          <select
            id={`${ids}-category`}
            value={filterValue}
            onChange={(event) => {
              const [category, value] = event.target.value.split('/') as [StrainCategory | '', string | undefined];
              setSearch({ category: category || undefined, value: category ? value : undefined });
            }}
          >
            <option value="">{t('strains.filters.anyCategory')}</option>
            {STRAIN_CATEGORIES.map((category) => (
              <optgroup key={category} label={t(`strains.categoryHeading.${category}`)}>
                {CATEGORY_VALUES[category].map((value) => (
                  <option key={value} value={`${category}/${value}`}>{t(`strains.value.${value}`)}</option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-sort`}>{t('strains.filters.sort')}</label>
          <select id={`${ids}-sort`} value={search.sort ?? 'name'} onChange={(event) => setSearch({ sort: event.target.value === 'name' ? undefined : event.target.value as StrainsSearch['sort'] })}>
            {SORTS.map((sort) => <option key={sort} value={sort}>{t(`strains.filters.sort${sort[0]!.toUpperCase()}${sort.slice(1)}`)}</option>)}
          </select>
        </div>
      </form>
      <StrainListSection
        filters={filters}
        page={page}
        linkTo={(target) => ({ to: '/strains', search: { ...search, page: target > 1 ? target : undefined } })}
      />
    </div>
  );
}
