// A place for an ad: an empty box of the placement's size (no layout shift) that the deferred ad runtime fills.
import type { AdPlacement } from '@/domain/ad-kinds';
import styles from './AdSlot.module.css';

/** `products`: the products a button placement may sell (the page's strains, say). */
export function AdSlot({ place, products }: { place: AdPlacement; products?: number[] }) {
  return <div className={styles[place]} data-ad-slot={place} data-ad-products={products?.join(',')} />;
}
