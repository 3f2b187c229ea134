// The hooks of a managed product's composition and photos: the stored details, read live and refreshed when shown.
import { useLiveQuery } from 'dexie-react-hooks';
import { useRefresh } from '@/ui/use-refresh';
import { readProductDetails, readWaitingComposition, refreshProductDetails } from './product-details-store';

/** A product's stored details (undefined while read, null when this device has none), refreshed when shown. */
export function useProductDetails(brandId: number, productId: number) {
  const refresh = useRefresh(`product-details:${productId}`, () => refreshProductDetails(brandId, productId));
  const details = useLiveQuery(async () => (await readProductDetails(productId)) ?? null, [productId]);
  const waiting = useLiveQuery(() => readWaitingComposition(productId), [productId]) ?? false;
  return { details, waiting, refresh };
}
