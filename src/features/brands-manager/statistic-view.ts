// A product or strain page tells the server it was shown (POST /api/products/{id}/view), for its brand's statistics:
// once per page opened while online; the server counts one view per viewer and day, and none for crawlers.
import { useEffect } from 'react';
import type { ProductViewAnswer } from '@/domain/brand-manager/statistic';
import { apiRequest } from '@/sync/transport/http';

/** Sends the view; a failure (offline, a busy server) is not worth retrying: that view is simply not counted. */
export function sendProductView(productId: number): Promise<ProductViewAnswer | null> {
  if (!navigator.onLine) return Promise.resolve(null);
  return apiRequest<ProductViewAnswer>(`/api/products/${productId}/view`, { method: 'POST' }).catch(() => null);
}

/** Counts a view of the product's page each time a page shows a new product. */
export function useProductViewCount(productId: number): void {
  useEffect(() => {
    void sendProductView(productId);
  }, [productId]);
}
