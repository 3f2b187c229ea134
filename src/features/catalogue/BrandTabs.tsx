// Tab bodies of brand pages: the index (its products at a glance, the latest diaries), the products (strains) tab,
// and the brand-wide tabs (diaries, gallery, growers, reviews, harvests) of the brand in the page's frame.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { brandLink } from './catalogue-links';
import { useCatalogueItem } from './item-context';
import { ItemDiariesTab } from './ItemDiariesTab';
import { ItemGalleryTab } from './ItemGalleryTab';
import { ItemGrowersTab } from './ItemGrowersTab';
import { ItemHarvestsTab } from './ItemHarvestsTab';
import { ItemReviewsTab } from './ItemReviewsTab';
import { ProductRows } from './ProductRows';
import styles from './catalogue.module.css';

/** How many products the index shows before "all products". */
const INDEX_PRODUCTS = 8;

function useBrand() {
  const { place, brand } = useCatalogueItem();
  if (!brand) throw new Error('A brand tab outside a brand page');
  return { place, brand };
}

export function BrandProductsTab() {
  const { t } = useTranslation();
  const { place, brand } = useBrand();
  if (brand.items_product.length === 0) return <p className={styles.empty}>{t('catalogue.empty.products')}</p>;
  return <ProductRows products={brand.items_product} placeOf={() => place} showBrand={false} />;
}

export function BrandIndexTab() {
  const { t } = useTranslation();
  const { place, brand } = useBrand();
  const productsTab = place.section === 'seed' ? 'strains' : 'products';
  return (
    <div className={styles.sections}>
      <section>
        <h2>{t(place.section === 'seed' ? 'catalogue.tabs.strains' : 'catalogue.tabs.products')}</h2>
        {brand.items_product.length === 0
          ? <p className={styles.empty}>{t('catalogue.empty.products')}</p>
          : <ProductRows products={brand.items_product.slice(0, INDEX_PRODUCTS)} placeOf={() => place} showBrand={false} />}
        {brand.items_product.length > INDEX_PRODUCTS && (
          <p><Link {...brandLink(place, productsTab)} className="button">{t('catalogue.allProducts', { count: brand.items_product.length })}</Link></p>
        )}
      </section>
      {place.section === 'nutrient' && (
        <p><Link {...brandLink(place, 'schemes')} className="button button-primary">{t('catalogue.seeSchemes')}</Link></p>
      )}
      <section>
        <h2>{t('catalogue.latestDiaries')}</h2>
        <ItemDiariesTab kind="brand" id={brand.id} />
      </section>
    </div>
  );
}

export function BrandDiariesTab() {
  return <ItemDiariesTab kind="brand" id={useBrand().brand.id} />;
}
export function BrandGalleryTab() {
  return <ItemGalleryTab kind="brand" id={useBrand().brand.id} />;
}
export function BrandGrowersTab() {
  return <ItemGrowersTab kind="brand" id={useBrand().brand.id} />;
}
export function BrandHarvestsTab() {
  return <ItemHarvestsTab kind="brand" id={useBrand().brand.id} />;
}
export function BrandReviewsTab() {
  return <ItemReviewsTab kind="brand" id={useBrand().brand.id} />;
}
