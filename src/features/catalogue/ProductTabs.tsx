// Tab bodies of product pages: the index (description and reviews with the grower's own), and the product's tabs.
import { useEffect, useRef, useState } from 'react';
import { productName } from '@/domain/catalogue-titles';
import { useCatalogueItem } from './item-context';
import { ItemDiariesTab } from './ItemDiariesTab';
import { ItemGalleryTab } from './ItemGalleryTab';
import { ItemGrowersTab } from './ItemGrowersTab';
import { ItemHarvestsTab } from './ItemHarvestsTab';
import { ItemReviewsTab } from './ItemReviewsTab';
import { ReviewComposer } from './ReviewComposer';
import { useQueuedReview } from './use-queued-review';
import styles from './catalogue.module.css';

function useProduct() {
  const { product } = useCatalogueItem();
  if (!product) throw new Error('A product tab outside a product page');
  return product;
}

/** Counts the grower's queued reviews that left the outbox, so the list loads again with the server's copy. */
function useSentCount(queued: unknown): number {
  const [sent, setSent] = useState(0);
  const had = useRef(false);
  useEffect(() => {
    if (queued) had.current = true;
    else if (queued === null && had.current) {
      had.current = false;
      setSent((n) => n + 1);
    }
  }, [queued]);
  return sent;
}

export function ProductReviewsTab() {
  const product = useProduct();
  const queued = useQueuedReview(product.id);
  const version = useSentCount(queued);
  return (
    <ItemReviewsTab
      kind="product"
      id={product.id}
      version={version}
      before={<ReviewComposer productId={product.id} productName={productName(product.name, product.brand_name)} queued={queued} />}
    />
  );
}

export function ProductIndexTab() {
  const product = useProduct();
  return (
    <div className={styles.sections}>
      {product.description && <p className={styles.description}>{product.description}</p>}
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
