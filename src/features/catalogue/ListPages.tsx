// The list pages: /seedbank and /nutrients (brands), /{category} (its wiki article, makers and products) and /equipment
// (the twelve categories with their counts, every equipment maker, and the other equipment).
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { BrandSection } from '@/domain/catalogue/brand';
import { listTitle } from '@/domain/catalogue/catalogue-titles';
import { EQUIPMENT_CATEGORIES, type EquipmentCategory } from '@/domain/catalogue/equipment';
import type { ProductCard, ProductList } from '@/domain/catalogue/product';
import { fetchEquipmentCategories, fetchProducts } from '@/features/catalogue/catalogue-store';
import { usePageTitle } from '@/ui/use-page-title';
import { BrandList } from './BrandList';
import type { ListSearch } from '@/domain/catalogue/list-search';
import { ListStatus } from './ListStatus';
import { ProductRows } from './ProductRows';
import { useApiData } from '@/ui/use-api-data';
import { usePagedList } from './use-paged-list';
import { WikiArticle } from './WikiArticle';
import styles from './ListPages.module.css';

/** Products loaded per request of a category's list (the API's maximum). */
const PRODUCT_PAGE = 100;

function CategoryProducts({ category, heading }: { category: EquipmentCategory; heading: string }) {
  const { t } = useTranslation();
  const list = usePagedList<ProductCard, ProductList>(`products:${category}`, (page) => fetchProducts({ category, ...page, sort: 'name' }, page.signal), PRODUCT_PAGE);
  return (
    <section className={styles.section} aria-label={heading}>
      <h2>{heading} {list.first && <span className={styles.count}>{list.total}</span>}</h2>
      {list.items === null && !list.error
        ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
        : list.items && <ProductRows products={list.items} placeOf={(product) => ({ section: 'equipment', category, id: product.brand_id ?? 0 })} />}
      <ListStatus list={list} emptyText={t('catalogue.empty.products')} />
    </section>
  );
}

export function BrandListPage({ list, section, search }: { list: 'seedbank' | 'nutrients'; section: BrandSection; search: ListSearch }) {
  const { t } = useTranslation();
  usePageTitle(listTitle(list), search.page);
  return (
    <div className="page">
      <header className={styles.intro}>
        <h1>{t(`catalogue.lists.${list}`)}</h1>
        <p className={styles.lead}>{t(`catalogue.lists.${list}Lead`)}</p>
      </header>
      <BrandList section={section} search={search} />
    </div>
  );
}

export function CategoryPage({ category, search }: { category: EquipmentCategory; search: ListSearch }) {
  const { t, i18n } = useTranslation();
  usePageTitle(listTitle(category), search.page);
  return (
    <div className="page">
      <header className={styles.intro}>
        <p className={styles.kicker}><Link to="/equipment/$" params={{ _splat: '' }}>{t('catalogue.lists.equipment')}</Link></p>
        <h1>{t(`catalogue.categories.${category}`)}</h1>
      </header>
      <WikiArticle address={{ section: 'equipment', category: 'category', value: category }} lang={i18n.language} />
      <div className={styles.sections}>
        <BrandList section="equipment" category={category} search={search} heading={t('catalogue.brands')} />
        <CategoryProducts category={category} heading={t('catalogue.tabs.products')} />
      </div>
    </div>
  );
}

function CategoryTiles() {
  const { t } = useTranslation();
  const categories = useApiData('equipment-categories', (signal) => fetchEquipmentCategories(signal));
  const counts = new Map(categories.data?.items.map((c) => [c.category, c]));
  return (
    <ul className={styles.tiles} aria-busy={!categories.data}>
      {/* The other equipment (category 'equipment') comes last: it is what no other category holds. */}
      {[...EQUIPMENT_CATEGORIES.filter((c) => c !== 'equipment'), 'equipment' as const].map((category) => {
        const count = counts.get(category);
        const body = (
          <>
            <span className={styles.tileName}>{t(`catalogue.categories.${category}`)}</span>
            <span className={styles.muted}>
              {count ? `${t('catalogue.brandCount', { count: count.cnt_brands })} · ${t('catalogue.productCount', { count: count.cnt_products })}` : '\u00a0'}
            </span>
          </>
        );
        return (
          <li key={category}>
            {category === 'equipment'
              ? <a href="#other-equipment" className={styles.tile} data-testid="category-tile">{body}</a>
              : <Link to="/$category/$" params={{ category, _splat: '' }} className={styles.tile} data-testid="category-tile">{body}</Link>}
          </li>
        );
      })}
    </ul>
  );
}

export function EquipmentPage({ search }: { search: ListSearch }) {
  const { t } = useTranslation();
  usePageTitle(listTitle('equipment'), search.page);
  return (
    <div className="page">
      <header className={styles.intro}>
        <h1>{t('catalogue.lists.equipment')}</h1>
        <p className={styles.lead}>{t('catalogue.lists.equipmentLead')}</p>
      </header>
      <div className={styles.sections}>
        <CategoryTiles />
        <BrandList section="equipment" search={search} heading={t('catalogue.allEquipmentBrands')} />
        <div id="other-equipment">
          <CategoryProducts category="equipment" heading={t('catalogue.categories.equipment')} />
        </div>
      </div>
    </div>
  );
}
