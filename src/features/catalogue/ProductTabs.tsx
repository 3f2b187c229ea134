// Tab bodies of product pages: the index (photos, description, composition and reviews with the grower's own), and the
// product's tabs.
import { productName } from '@/domain/catalogue/catalogue-titles';
import { useCatalogueItem } from './item-context';
import { ItemDiariesTab } from './ItemDiariesTab';
import { ItemGalleryTab } from './ItemGalleryTab';
import { ItemGrowersTab } from './ItemGrowersTab';
import { ItemHarvestsTab } from './ItemHarvestsTab';
import { ItemReviewsTab } from './ItemReviewsTab';
import { ProductComposition } from './ProductComposition';
import { ProductPhotos } from './ProductPhotos';
import { ReviewComposer } from './ReviewComposer';
import { useQueuedReview, useSentCount } from '../reviews/use-queued-review';
import styles from './catalogue.module.css';
import overview from './ProductComposition.module.css';

function useProduct() {
  const { product } = useCatalogueItem();
  if (!product) throw new Error('A product tab outside a product page');
  return product;
}

/** A product's reviews with the grower's own review (queued or to write); any catalogue page of a product uses it. */
export function ProductReviews({ id, name, brandName }: { id: number; name: string; brandName: string | null }) {
  const queued = useQueuedReview(id);
  const version = useSentCount(queued);
  return (
    <ItemReviewsTab
      kind="product"
      id={id}
      version={version}
      before={<ReviewComposer productId={id} productName={productName(name, brandName)} queued={queued} />}
    />
  );
}

export function ProductReviewsTab() {
  const product = useProduct();
  return <ProductReviews id={product.id} name={product.name} brandName={product.brand_name} />;
}

export function ProductIndexTab() {
  const product = useProduct();
  return (
    <div className={styles.sections}>
      <div className={overview.overview}>
        {/* A copy kept before products had photos and a composition has neither. */}
        {product.photos?.length > 0 && <ProductPhotos photos={product.photos} name={product.name} />}
        <div className={overview.text}>
          {product.description && <p className={styles.description}>{product.description}</p>}
          {product.composition && <ProductComposition composition={product.composition} />}
        </div>
      </div>
      <ProductReviewsTab />
    </div>
  );
}

export function ProductDiariesTab() {
  return <ItemDiariesTab kind="product" id={useProduct().id} />;
}
export function ProductGalleryTab() {
  return <ItemGalleryTab kind="product" id={useProduct().id} />;
}
export function ProductGrowersTab() {
  return <ItemGrowersTab kind="product" id={useProduct().id} />;
}
export function ProductHarvestsTab() {
  return <ItemHarvestsTab kind="product" id={useProduct().id} />;
}
