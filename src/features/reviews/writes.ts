// The grower's review of a catalogue product: kept as the device's review row and queued (works offline); a second
// edit before it leaves replaces the queued one.
import { db } from '@/db/database';
import type { ReviewInput } from '@/domain/catalogue/review';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { saveReview } from './mutators';

/** Saves the grower's review of the product on the device and queues it; `label` names the product in the pending-changes view. */
export async function saveProductReview(productId: number, review: ReviewInput, label: string): Promise<void> {
  await writeLocally([db.reviews], async () => {
    await db.reviews.put({ product_id: productId, review, saved_at: Date.now() });
    await queueWrite(saveReview, { product_id: productId, review }, { label });
  });
}
