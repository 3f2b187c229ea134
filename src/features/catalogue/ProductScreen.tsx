// A product page (a breeder's strain, a nutrient, a piece of equipment): header with its maker and stats, tabs, the tab shown.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { productName } from '@/domain/catalogue/catalogue-titles';
import type { ProductDetail } from '@/domain/catalogue/product';
import { fetchProduct } from '@/features/catalogue/catalogue-store';
import { useProductViewCount } from '@/features/brands-manager/statistic-view';
import { AddToCart } from '@/features/cart/AddToCart';
import { brandLink, productLink, type BrandPlace } from './catalogue-links';
import { PRODUCT_TABS } from '@/domain/catalogue/catalogue-titles';
import { CatalogueItemContext } from './item-context';
import { ItemScreen } from './ItemScreen';
import { ItemStatView } from './RatingStars';
import { SectionLink } from './SectionLink';
import { useApiData } from '@/ui/use-api-data';
import { useQueuedReview, useSentCount } from '../reviews/use-queued-review';
import styles from './ItemScreen.module.css';

export function ProductScreen({ place, productId, children }: { place: BrandPlace; productId: number; children: ReactNode }) {
  const { t } = useTranslation();
  // Loaded again once the grower's review reached the server: its stats changed.
  const sent = useSentCount(useQueuedReview(productId));
  const data = useApiData(`product:${productId}`, (signal) => fetchProduct(productId, signal), sent);
  useProductViewCount(productId);
  const belongs = (product: ProductDetail) => product.brand_id === place.id && product.section === place.section
    && (place.section !== 'equipment' || product.item_brand?.category === place.category);
  return (
    <ItemScreen
      data={data}
      belongs={belongs}
      nameOf={(product) => productName(product.name, product.brand_name)}
      header={(product) => (
        <>
          <p className={styles.kicker}>
            <SectionLink place={place} /> · <Link {...brandLink(place)}>{product.brand_name}</Link>
          </p>
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.facts}>
            <ItemStatView stat={product.item_stat} />
            <span>{t('catalogue.diaryCount', { count: product.cnt_diaries })}</span>
          </p>
          <AddToCart productId={productId} />
        </>
      )}
      tabs={() => [
        { label: t('catalogue.tabs.index'), link: productLink(place, productId) },
        ...PRODUCT_TABS.map((tab) => ({ label: t(`catalogue.tabs.${tab}`), link: productLink(place, productId, tab) })),
      ]}
    >
      {data.data && belongs(data.data) && (
        <CatalogueItemContext.Provider value={{ place, product: data.data }}>{children}</CatalogueItemContext.Provider>
      )}
    </ItemScreen>
  );
}
