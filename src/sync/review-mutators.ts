// The grower's review of a catalogue product: queued in the outbox (works offline) and sent as
// PUT /api/products/{id}/review; a second edit before it leaves replaces the queued body.
import type { ReviewInput } from '@/domain/review';
import { queue, writeLocally } from './local-write';

/** The API path of the grower's own review of a product. */
export function reviewPath(productId: number): string {
  return `/api/products/${productId}/review`;
}

/** Queues the grower's review of the product; `label` names the product in the pending-changes view. */
export async function saveProductReview(productId: number, review: ReviewInput, label: string): Promise<void> {
  await writeLocally([], async () => {
    await queue({ method: 'PUT', path: reviewPath(productId), body: review, label });
  });
}
