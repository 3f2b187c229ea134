// A page of brands of a section (or equipment category) with a name filter, an order and page links in the address;
// its rows are kept on the device for offline search.
import { Link, useNavigate, type LinkProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Brand, BrandSection } from '@/domain/catalogue/brand';
import { BRAND_LIST_PAGE_SIZE as LIST_PAGE_SIZE } from '@/domain/catalogue/catalogue-titles';
import type { EquipmentCategory } from '@/domain/catalogue/equipment';
import { fetchBrands } from '@/features/catalogue/catalogue-store';
import { Pager } from '@/ui/Pager';
import { brandLink } from './catalogue-links';
import { brandListKey, type ListSearch } from '@/domain/catalogue/list-search';
import { LoadError } from './ListStatus';
import { ItemStatView } from './RatingStars';
import { useApiData } from '@/ui/use-api-data';
import styles from './BrandList.module.css';

/** Link props to this list with another search (the same route, so only the search changes). */
function searchLink(search: ListSearch): LinkProps {
  return { to: '.', search: { ...search, page: search.page && search.page > 1 ? search.page : undefined } } as unknown as LinkProps;
}

function BrandRow({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const place = { section: brand.section, category: brand.category as EquipmentCategory | null, id: brand.id };
  return (
    <li>
      <Link {...brandLink(place)} className={styles.row} data-testid="brand-row">
        <span className={styles.initial} aria-hidden="true">{brand.name.slice(0, 1)}</span>
        <span className={styles.main}>
          <span className={styles.name}>{brand.name}</span>
          <span className={styles.muted}>{t(brand.section === 'seed' ? 'catalogue.strainCount' : 'catalogue.productCount', { count: brand.cnt_products })}</span>
        </span>
        <ItemStatView stat={brand.item_stat} />
      </Link>
    </li>
  );
}

interface BrandListProps { section: BrandSection; category?: EquipmentCategory; search: ListSearch; heading?: string }

export function BrandList({ section, category, search, heading }: BrandListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(search.q ?? '');
  const page = search.page ?? 1;
  const key = brandListKey(section, category, search);
  const brands = useApiData(key, (signal) => fetchBrands({
    section, category, query: search.q, sort: search.sort ?? 'name', start: (page - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE,
  }, signal));

  // The filter applies a moment after typing stops, as a new address (page 1).
  useEffect(() => {
    if (text.trim() === (search.q ?? '')) return;
    const timer = setTimeout(() => void navigate({ ...searchLink({ ...search, q: text.trim() || undefined, page: undefined }), replace: true } as never), 300);
    return () => clearTimeout(timer);
  }, [text, search, navigate]);

  return (
    <section className={styles.section} aria-label={heading ?? t('catalogue.brands')}>
      {heading && <h2>{heading}</h2>}
      <div className={styles.controls}>
        <label className={styles.filter}>
          <span className="visually-hidden">{t('catalogue.filter')}</span>
          <input className="text-input" type="search" value={text} placeholder={t('catalogue.filter')} onChange={(event) => setText(event.target.value)} />
        </label>
        <label className={styles.sort}>
          <span className="visually-hidden">{t('catalogue.sort.label')}</span>
          <select
            className="text-input"
            value={search.sort ?? 'name'}
            onChange={(event) => void navigate({ ...searchLink({ ...search, sort: event.target.value === 'name' ? undefined : event.target.value as ListSearch['sort'], page: undefined }) } as never)}
          >
            <option value="name">{t('catalogue.sort.name')}</option>
            <option value="rating">{t('catalogue.sort.rating')}</option>
            <option value="reviews">{t('catalogue.sort.reviews')}</option>
          </select>
        </label>
      </div>
      {brands.error ? <LoadError error={brands.error} retry={brands.retry} /> : !brands.data ? (
        <ul className={styles.list} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => <li key={i} className={`skeleton ${styles.skeleton}`} />)}
        </ul>
      ) : brands.data.items.length === 0 ? (
        <p className={styles.empty}>{search.q ? t('catalogue.empty.filtered', { query: search.q }) : t('catalogue.empty.brands')}</p>
      ) : (
        <ul className={styles.list}>{brands.data.items.map((brand) => <BrandRow key={brand.id} brand={brand} />)}</ul>
      )}
      <Pager page={page} total={brands.data?.total ?? 0} pageSize={LIST_PAGE_SIZE} linkTo={(n) => searchLink({ ...search, page: n })} />
    </section>
  );
}
